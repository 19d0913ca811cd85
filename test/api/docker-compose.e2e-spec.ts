import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import Ajv from 'ajv';
import * as yaml from 'js-yaml';

/**
 * Docker cannot run on this project's machines, so docker-compose.yml is checked here instead: against a JSON
 * schema of the Compose Specification's structure (written from the specification for the keys a service may
 * have; the official compose-spec.json is not available offline), then for what the deployment needs.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const source = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
// Compose reads YAML 1.1, merge keys (`<<: *app`) included.
const compose = yaml.load(source, { schema: yaml.YAML11_SCHEMA }) as Compose;

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string | string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  restart?: string;
  deploy?: { replicas?: number };
  volumes?: string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const SERVICE_KEYS = `annotations attach build blkio_config cpu_count cpu_percent cpu_shares cpu_period cpu_quota cpu_rt_runtime
  cpu_rt_period cpus cpuset cap_add cap_drop cgroup cgroup_parent command configs container_name credential_spec depends_on
  deploy develop device_cgroup_rules devices dns dns_opt dns_search domainname entrypoint env_file environment expose extends
  external_links extra_hosts gpus group_add healthcheck hostname image init ipc isolation labels links logging mac_address
  mem_limit mem_reservation mem_swappiness memswap_limit network_mode networks oom_kill_disable oom_score_adj pid pids_limit
  platform ports post_start pre_stop privileged profiles pull_policy read_only restart runtime scale secrets security_opt
  shm_size stdin_open stop_grace_period stop_signal storage_opt sysctls tmpfs tty ulimits user uts userns_mode volumes
  volumes_from working_dir`.split(/\s+/);

const duration = { type: 'string', pattern: '^(\\d+(\\.\\d+)?(us|ms|s|m|h))+$' };
const stringOrList = { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };
const composeSchema = {
  type: 'object',
  required: ['services'],
  additionalProperties: false,
  patternProperties: { '^x-': {} },
  properties: {
    name: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' },
    services: { type: 'object', minProperties: 1, additionalProperties: { $ref: '#/definitions/service' } },
    volumes: { type: 'object', additionalProperties: { oneOf: [{ type: 'null' }, { type: 'object' }] } },
    networks: { type: 'object' },
    secrets: { type: 'object' },
    configs: { type: 'object' },
  },
  definitions: {
    service: {
      type: 'object',
      additionalProperties: false,
      patternProperties: { '^x-': {} },
      properties: {
        ...Object.fromEntries(SERVICE_KEYS.map((key) => [key, {}])),
        image: { type: 'string' },
        build: { oneOf: [{ type: 'string' }, { type: 'object', properties: { context: { type: 'string' }, dockerfile: { type: 'string' } } }] },
        command: stringOrList,
        entrypoint: stringOrList,
        env_file: stringOrList,
        environment: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
        restart: { type: 'string', pattern: '^(no|always|unless-stopped|on-failure(:\\d+)?)$' },
        ports: { type: 'array', items: { type: ['string', 'number', 'object'] } },
        volumes: { type: 'array', items: { type: ['string', 'object'] } },
        stop_grace_period: duration,
        deploy: { type: 'object', properties: { replicas: { type: 'integer', minimum: 0 } } },
        depends_on: {
          oneOf: [
            { type: 'array', items: { type: 'string' } },
            {
              type: 'object',
              additionalProperties: {
                type: 'object',
                required: ['condition'],
                additionalProperties: false,
                properties: { condition: { enum: ['service_started', 'service_healthy', 'service_completed_successfully'] }, restart: { type: 'boolean' }, required: { type: 'boolean' } },
              },
            },
          ],
        },
        healthcheck: {
          type: 'object',
          additionalProperties: false,
          properties: { test: stringOrList, interval: duration, timeout: duration, start_period: duration, start_interval: duration, retries: { type: 'integer', minimum: 1 }, disable: { type: 'boolean' } },
        },
      },
    },
  },
};

const services = Object.entries(compose.services);
const namedVolume = (mount: string) => (/^[a-z0-9][a-z0-9_.-]*:/i.test(mount) && !mount.startsWith('.') ? mount.split(':')[0] : undefined);

describe('docker-compose.yml', () => {
  it('is valid against the structure of the Compose Specification', () => {
    const ajv = new Ajv({ allErrors: true });
    const valid = ajv.validate(composeSchema, compose);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs PostgreSQL, Redis, an S3 server, an SMTP sink, the migrations, two api replicas and a worker', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 's3', 'mail', 'migrate', 'api', 'worker']));
    expect(compose.services.api.deploy?.replicas).toBe(2);
    expect(compose.services.api.command).toEqual(['node', 'backend/dist/main.js']);
    expect(compose.services.worker.command).toEqual(['node', 'backend/dist/worker.js']);
    expect(compose.services.migrate.command).toEqual(['node', 'backend/dist/migrate.js']);
    for (const entry of ['main', 'worker', 'migrate']) expect(existsSync(join(ROOT, 'backend/src', `${entry}.ts`))).toBe(true);
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    for (const line of ['REDIS_URL=redis://:change-me-redis@redis:6379', 'SMTP_URL=smtp://mail:1025', 'S3_ENDPOINT=http://s3:9000']) expect(example).toContain(line);
  });

  it('lets .env choose the database, Redis, S3 and SMTP: no literal value in the file overrides it', () => {
    const chosenInEnv = /^(DATABASE_URL|REDIS_URL|SMTP_URL|S3_[A-Z_]+|MAIL_FROM|PUBLIC_URL)$/;
    for (const name of ['api', 'worker', 'migrate']) {
      const service = compose.services[name];
      expect(service.env_file).toBe('.env');
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (chosenInEnv.test(key)) expect({ name, key, value }).toEqual({ name, key, value: expect.stringMatching(/^\$\{[A-Z0-9_]+(:[?-][^}]*)?\}$/) });
      }
    }
  });

  it('pins every image to a version', () => {
    for (const [name, service] of services) {
      const image = service.image ?? '';
      const tag = image.includes(':') ? image.slice(image.indexOf(':', image.lastIndexOf('/') + 1) + 1) : undefined;
      expect({ name, tag }).toEqual({ name, tag: expect.stringMatching(/\d/) });
      expect({ name, tag }).not.toEqual({ name, tag: expect.stringMatching(/latest/) });
    }
    // The Dockerfile's base image: an exact version and its digest; later stages build on earlier ones by name.
    const stages = new Set<string>();
    const bases: string[] = [];
    for (const [, base, stage] of readFileSync(join(ROOT, 'Dockerfile'), 'utf8').matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)) {
      if (!stages.has(base)) bases.push(base);
      if (stage) stages.add(stage);
    }
    expect(bases).toEqual([expect.stringMatching(/^node:\d+\.\d+\.\d+-[a-z]+-slim@sha256:[0-9a-f]{64}$/)]);
  });

  it('gives the api and worker least privilege: a database role that is not a superuser, a bucket-scoped S3 key, Redis with a password', () => {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const valueIn = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(example)?.[1] ?? '';

    // PostgreSQL: the owner (POSTGRES_USER, a superuser in the image) only migrates; the api's role is made by a script.
    const appUrl = new URL(valueIn('DATABASE_URL'));
    expect(appUrl.username).toBe(valueIn('APP_DATABASE_USER'));
    expect(appUrl.username).not.toBe(compose.services.postgres.environment?.POSTGRES_USER);
    expect(new URL(valueIn('MIGRATION_DATABASE_URL')).username).toBe(compose.services.postgres.environment?.POSTGRES_USER);
    expect(compose.services.migrate.environment?.DATABASE_URL).toMatch(/^\$\{MIGRATION_DATABASE_URL:\?/);
    const roleScript = compose.services.postgres.volumes?.find((mount) => mount.includes('/docker-entrypoint-initdb.d/'));
    const roleSql = readFileSync(join(ROOT, roleScript!.split(':')[0]), 'utf8');
    expect(roleSql).toMatch(/CREATE ROLE :"app_user" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE/);
    expect(roleSql).toMatch(/GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"app_user"/);
    expect(roleSql).not.toMatch(/GRANT ALL|SUPERUSER [^N]/);

    // S3: the server's root credentials are not the api's; the api's key is an account of the role "user" (which
    // reaches only the buckets it owns) and owns the one bucket.
    expect(compose.services.s3.environment).toEqual({ ROOT_ACCESS_KEY: expect.stringMatching(/^\$\{S3_ROOT_USER:\?/), ROOT_SECRET_KEY: expect.stringMatching(/^\$\{S3_ROOT_PASSWORD:\?/) });
    expect(valueIn('S3_ROOT_USER')).not.toBe(valueIn('S3_ACCESS_KEY_ID'));
    const bucketScript = readFileSync(join(ROOT, compose.services['s3-bucket'].volumes![0].split(':')[0]), 'utf8');
    const accountCommands = bucketScript.match(/admin (create|update)-user .*/g) ?? [];
    expect(accountCommands).toHaveLength(2);
    for (const command of accountCommands) expect(command).toMatch(/--access "\$S3_ACCESS_KEY_ID" --secret "\$S3_SECRET_ACCESS_KEY" --role user$/);
    expect(bucketScript).toMatch(/admin create-bucket --bucket "\$S3_BUCKET" --owner "\$S3_ACCESS_KEY_ID"/);
    expect(bucketScript).toMatch(/admin change-bucket-owner --bucket "\$S3_BUCKET" --owner "\$S3_ACCESS_KEY_ID"/);
    expect(bucketScript).not.toMatch(/--role (admin|userplus)|put-bucket-policy|"Principal": "\*"/);

    // Redis: a password the server requires, its health check uses, and the api's URL carries.
    expect(compose.services.redis.command).toEqual(expect.arrayContaining(['--requirepass', expect.stringMatching(/^\$\{REDIS_PASSWORD:\?/)]));
    expect(compose.services.redis.environment?.REDISCLI_AUTH).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    expect(new URL(valueIn('REDIS_URL')).password).toBe(valueIn('REDIS_PASSWORD'));
  });

  it('builds the api and worker from the Dockerfile, which carries the storefront and back-office the api serves', () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    for (const built of ['backend/dist', 'storefront/dist', 'backoffice/dist']) expect(dockerfile).toContain(`COPY --from=build /app/${built}`);
    for (const name of ['api', 'worker', 'migrate']) expect(compose.services[name].build).toBe('.');
  });

  it('gives every long-running service a health check, and starts each after what it depends on', () => {
    for (const [name, service] of services) {
      if (service.restart !== 'no') expect({ name, healthcheck: Boolean(service.healthcheck) }).toEqual({ name, healthcheck: true });
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[dependency]).toBeDefined();
        if (condition === 'service_healthy') expect({ dependency, healthcheck: Boolean(compose.services[dependency].healthcheck) }).toEqual({ dependency, healthcheck: true });
        if (condition === 'service_completed_successfully') expect(compose.services[dependency].restart).toBe('no');
      }
    }
  });

  it('runs a maintained S3 server: Versity Gateway, the same pinned image for the server and the bucket step', () => {
    expect(compose.services.s3.image).toMatch(/^versity\/versitygw:v\d+\.\d+\.\d+$/);
    expect(compose.services['s3-bucket'].image).toBe(compose.services.s3.image);
    expect(source).not.toMatch(/minio/i);
    // SigV4 signatures name the region: the server must use the api's.
    expect(compose.services.s3.command).toEqual(expect.arrayContaining(['--region', expect.stringMatching(/^\$\{S3_REGION:\?/)]));
    expect(compose.services.s3.command?.slice(-2)).toEqual(['posix', '/data']);
  });

  it('probes the api and the worker with the health script the image carries', () => {
    expect(compose.services.api.healthcheck?.test).toEqual(['CMD', 'node', 'backend/dist/healthcheck.js', 'ready']);
    expect(compose.services.worker.healthcheck?.test).toEqual(['CMD', 'node', 'backend/dist/healthcheck.js', 'worker']);
    expect(existsSync(join(ROOT, 'backend/src/healthcheck.ts'))).toBe(true);
    // The worker's probe reads its metrics port: compose sets it for every app service.
    expect(compose.services.worker.environment?.WORKER_METRICS_PORT).toMatch(/^\d+$/);
  });

  it('keeps data in named volumes, each declared and each used', () => {
    const used = new Set(services.flatMap(([, service]) => (service.volumes ?? []).map(namedVolume).filter((volume): volume is string => Boolean(volume))));
    expect([...used].sort()).toEqual(Object.keys(compose.volumes ?? {}).sort());
    expect([...used].sort()).toEqual(['postgres-data', 'redis-data', 's3-accounts', 's3-data']);
  });

  it('holds no secret: credentials are interpolated from .env, and .env.example names every variable it needs', () => {
    for (const [, service] of services) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/PASSWORD|SECRET|TOKEN|ACCESS_KEY/.test(key)) expect({ key, value }).toEqual({ key, value: expect.stringMatching(/^\$\{[A-Z0-9_]+:\?/) });
      }
    }
    for (const [, credentials] of source.matchAll(/\w+:\/\/([^/\s@"]+)@/g)) expect(credentials).toMatch(/:\$\{[A-Z0-9_]+/);

    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const interpolated = new Set([...source.matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]));
    for (const variable of [...interpolated, 'JWT_SECRET', 'UNSUBSCRIBE_SECRET', 'METRICS_TOKEN', 'OPS_TOKEN']) expect(example).toMatch(new RegExp(`^#? ?${variable}=`, 'm'));
    expect(existsSync(join(ROOT, '.env'))).toBe(false);
  });
});
