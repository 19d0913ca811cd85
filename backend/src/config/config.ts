import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { ConfigError, EnvReader } from './env-reader.js';

/** Typed, validated configuration, one class per concern. Each class is also the DI token Nest injects. */
export class AppConfig {
  constructor(
    readonly environment: 'development' | 'production' | 'test',
    readonly port: number,
    readonly host: string | undefined,
    readonly publicUrl: string,
    readonly dataDir: string,
    readonly logLevel: 'debug' | 'info' | 'warn' | 'error',
    readonly staticDirs: { storefront: string; backoffice: string },
    readonly opsToken: string | undefined,
    readonly supportEmail: string,
    readonly shutdownTimeoutMs: number,
    /**
     * Express "trust proxy": false, a hop count, or addresses/subnets of the proxies in front of the API. Never
     * `true`: that takes the leftmost X-Forwarded-For entry, which the client writes itself.
     */
    readonly trustProxy: false | number | string,
    /** Other web origins allowed to call the API from a browser (CORS); none by default: one origin serves all. */
    readonly corsOrigins: string[],
    /** After SIGTERM the API reports not-ready but keeps serving this long, so load balancers stop sending first. */
    readonly shutdownDrainMs: number = 0,
    /** How long the public catalogue's answers are kept in memory (ADR 0009); 0 turns the cache off. */
    readonly catalogCacheSeconds: number = 60,
    /** The storefront's server bundle (ADR 0010); undefined: every page is rendered in the browser. */
    readonly storefrontServerEntry: string | undefined = undefined,
    /** A server render that takes longer is abandoned for the browser-rendered page. */
    readonly storefrontRenderTimeoutMs: number = 2000,
    /** How often queue, storage and mail are checked in the background (readiness and status read the result). */
    readonly dependencyCheckIntervalMs: number = 15_000,
    /** `text`: one readable line per entry, for a person at a terminal; `json`: one object per line, for collectors. */
    readonly logFormat: LogFormat = 'json',
    /** Demo mode (`npm start`): the worker fills the marketplace with the demo sellers' listings and tops it up (ADR 0031). */
    readonly demoMarketplace: boolean = false,
    /** Cache misses of the events list and detail answered before Express (ADR 0038); off: through the full pipeline. */
    readonly catalogLeanReads: boolean = true,
  ) {}
}

export type LogFormat = 'json' | 'text';

export class DatabaseConfig {
  constructor(
    readonly url: string,
    readonly poolSize: number,
  ) {}
}

export class QueueConfig {
  constructor(
    /** Absent: BullMQ runs on its PostgreSQL backend in the application database. */
    readonly redisUrl: string | undefined,
    readonly prefix: string,
    /** Divides every retry wait of the job registry; 1 in production, larger only for fault tests. */
    readonly retryTimeScale: number = 1,
  ) {}
}

export type StorageConfig =
  | { kind: 'local'; rootDir: string }
  | {
      kind: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export class StorageSettings {
  constructor(readonly storage: StorageConfig) {}
}

export class MailConfig {
  constructor(
    readonly smtpUrl: string,
    readonly from: string,
  ) {}
}

export class AuthConfig {
  constructor(
    readonly jwtSecret: string,
    readonly accessTokenTtlSeconds: number,
    readonly refreshTokenTtlDays: number,
    /** A sign-in (refresh-token family) ends this long after the password was entered, however often refreshed. */
    readonly sessionMaxLifetimeDays: number,
  ) {}
}

export class UnsubscribeConfig {
  constructor(
    /** Signs new one-click unsubscribe links. */
    readonly secret: string,
    /** The secret being rotated out: links it signed still work until it is removed. */
    readonly previousSecret: string | undefined,
  ) {}
}

/** The platform operator as the DAC7 report names it (DPI layout: name, country of residence, tax id, address). */
export class PlatformOperatorConfig {
  constructor(
    readonly name: string,
    readonly country: string,
    /** The company's tax id; unset until it is registered, and the report then says the TIN is unknown. */
    readonly taxId: string | undefined,
    readonly address: string,
  ) {}
}

export class RateLimitConfig {
  constructor(
    /** Sign-in, registration and reset requests per IP address per window. */
    readonly authPerIp: number,
    /** The same per email address. */
    readonly authPerEmail: number,
    readonly windowSeconds: number,
    /** Newsletter subscriptions and contact messages per IP address per window. */
    readonly publicFormsPerIp: number,
  ) {}
}

export class MetricsConfig {
  constructor(
    /** Bearer token that /api/metrics and the worker's metrics port require; unset, both refuse every scrape. */
    readonly token: string | undefined,
    /** Port of the worker's own /metrics (job durations); unset, the worker serves none. */
    readonly workerPort: number | undefined,
  ) {}
}

export class PaymentsConfig {
  constructor(
    /** Stripe's secret key; unset outside production, payments answer "unavailable" (npm start and the tests run the emulator). */
    readonly secretKey: string | undefined,
    /** Signs the webhook events Stripe sends to /api/payments/stripe/webhooks (`whsec_…`). */
    readonly webhookSecret: string | undefined,
    /** Where the Stripe API is: unset for Stripe itself; the emulator's address in development and tests. */
    readonly apiBase: URL | undefined,
  ) {}
}

export interface Config {
  app: AppConfig;
  database: DatabaseConfig;
  queue: QueueConfig;
  storage: StorageSettings;
  mail: MailConfig;
  auth: AuthConfig;
  unsubscribe: UnsubscribeConfig;
  rateLimit: RateLimitConfig;
  metrics: MetricsConfig;
  payments: PaymentsConfig;
  operator: PlatformOperatorConfig;
}

/** The repository root, found from this file's place in both src/ and dist/. */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const read = new EnvReader(env);
  const environment = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = read.integer('PORT', 3000, { min: 1, max: 65535 });
  const dataDir = resolve(PROJECT_ROOT, read.string('DATA_DIR', '.data'));

  const app = new AppConfig(
    environment,
    port,
    read.optional('HOST'),
    read.url('PUBLIC_URL', ['http', 'https'], `http://localhost:${port}`)!.replace(/\/$/, ''),
    dataDir,
    read.oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, environment === 'test' ? 'warn' : 'info'),
    {
      storefront: resolve(PROJECT_ROOT, read.string('STOREFRONT_DIR', 'storefront/dist')),
      backoffice: resolve(PROJECT_ROOT, read.string('BACKOFFICE_DIR', 'backoffice/dist')),
    },
    read.optional('OPS_TOKEN'),
    read.string('SUPPORT_EMAIL', 'support@baltic-tickets.example'),
    read.integer('SHUTDOWN_TIMEOUT_MS', 8000, { min: 100, max: 60000 }),
    parseTrustProxy(read),
    read.origins('CORS_ORIGINS'),
    read.integer('SHUTDOWN_DRAIN_MS', environment === 'production' ? 3000 : 0, { min: 0, max: 30000 }),
    read.integer('CATALOG_CACHE_SECONDS', 60, { min: 0, max: 60 }),
    serverEntry(read.string('STOREFRONT_SERVER_ENTRY', 'storefront/dist-server/entry-server.js')),
    read.integer('STOREFRONT_RENDER_TIMEOUT_MS', 2000, { min: 10, max: 30000 }),
    read.integer('DEPENDENCY_CHECK_INTERVAL_MS', 15_000, { min: 200, max: 300_000 }),
    read.oneOf('LOG_FORMAT', ['json', 'text'] as const, environment === 'development' ? 'text' : 'json'),
    read.boolean('DEMO_MARKETPLACE', false),
    read.boolean('CATALOG_LEAN_READS', true),
  );
  if (app.shutdownDrainMs >= app.shutdownTimeoutMs) read.problems.push('SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_TIMEOUT_MS');

  const database = new DatabaseConfig(
    read.url('DATABASE_URL', ['postgres', 'postgresql']) ?? missing(read, 'DATABASE_URL'),
    read.integer('DATABASE_POOL_SIZE', 10, { min: 1, max: 200 }),
  );

  const queue = new QueueConfig(read.url('REDIS_URL', ['redis', 'rediss']), read.string('QUEUE_PREFIX', 'bte'), read.integer('QUEUE_RETRY_TIME_SCALE', 1, { min: 1, max: 3600 }));

  const s3Bucket = read.optional('S3_BUCKET');
  const storage = new StorageSettings(
    s3Bucket
      ? {
          kind: 's3',
          endpoint: read.url('S3_ENDPOINT', ['http', 'https']),
          region: read.string('S3_REGION', 'eu-north-1'),
          bucket: s3Bucket,
          accessKeyId: read.string('S3_ACCESS_KEY_ID'),
          secretAccessKey: read.string('S3_SECRET_ACCESS_KEY'),
          forcePathStyle: read.boolean('S3_FORCE_PATH_STYLE', true),
        }
      : { kind: 'local', rootDir: resolve(dataDir, read.string('FILES_DIR', 'files')) },
  );

  const mail = new MailConfig(
    read.url('SMTP_URL', ['smtp', 'smtps']) ?? missing(read, 'SMTP_URL'),
    read.string('MAIL_FROM', 'Baltic Ticket Exchange <no-reply@baltic-tickets.example>'),
  );

  const jwtSecret = read.string('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) read.problems.push('JWT_SECRET must be at least 32 characters');
  const auth = new AuthConfig(
    jwtSecret,
    read.integer('ACCESS_TOKEN_TTL_SECONDS', 900, { min: 60, max: 3600 }),
    read.integer('REFRESH_TOKEN_TTL_DAYS', 30, { min: 1, max: 365 }),
    read.integer('SESSION_MAX_LIFETIME_DAYS', 90, { min: 1, max: 365 }),
  );

  const unsubscribe = new UnsubscribeConfig(read.string('UNSUBSCRIBE_SECRET'), read.optional('UNSUBSCRIBE_SECRET_PREVIOUS'));
  for (const [name, value] of [['UNSUBSCRIBE_SECRET', unsubscribe.secret], ['UNSUBSCRIBE_SECRET_PREVIOUS', unsubscribe.previousSecret]] as const) {
    if (value && value.length < 32) read.problems.push(`${name} must be at least 32 characters`);
  }

  const rateLimit = new RateLimitConfig(
    read.integer('AUTH_RATE_LIMIT_PER_IP', 30, { min: 1, max: 1_000_000 }),
    read.integer('AUTH_RATE_LIMIT_PER_EMAIL', 10, { min: 1, max: 1_000_000 }),
    read.integer('AUTH_RATE_LIMIT_WINDOW_SECONDS', 900, { min: 1, max: 86_400 }),
    read.integer('FORMS_RATE_LIMIT_PER_IP', 20, { min: 1, max: 1_000_000 }),
  );

  const metricsToken = read.optional('METRICS_TOKEN');
  if (metricsToken && !/^[\x21-\x7e]{16,}$/.test(metricsToken)) read.problems.push('METRICS_TOKEN must be at least 16 printable characters without spaces');
  const workerMetricsPort = read.optional('WORKER_METRICS_PORT') === undefined ? undefined : read.integer('WORKER_METRICS_PORT', 0, { min: 1, max: 65535 });
  const metrics = new MetricsConfig(metricsToken, workerMetricsPort);

  const stripeApi = read.url('STRIPE_API_BASE', ['http', 'https']);
  const payments = new PaymentsConfig(read.optional('STRIPE_SECRET_KEY'), read.optional('STRIPE_WEBHOOK_SECRET'), stripeApi ? new URL(stripeApi) : undefined);

  const operatorCountry = read.string('DAC7_OPERATOR_COUNTRY', 'LV');
  if (!/^[A-Z]{2}$/.test(operatorCountry)) read.problems.push('DAC7_OPERATOR_COUNTRY must be a two-letter country code (ISO 3166-1), such as LV');
  const operator = new PlatformOperatorConfig(
    read.string('DAC7_OPERATOR_NAME', 'Baltic Ticket Exchange SIA'),
    operatorCountry,
    read.optional('DAC7_OPERATOR_TAX_ID'),
    read.string('DAC7_OPERATOR_ADDRESS', 'Rīga, Latvija'),
  );

  if (environment === 'production') refuseUnsafeProductionSettings(read, app, payments);

  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return { app, database, queue, storage, mail, auth, unsubscribe, rateLimit, metrics, payments, operator };
}

/** Secrets and credentials that must not keep the example file's placeholder. */
const SECRET_VARIABLES = [
  'JWT_SECRET',
  'UNSUBSCRIBE_SECRET',
  'UNSUBSCRIBE_SECRET_PREVIOUS',
  'OPS_TOKEN',
  'METRICS_TOKEN',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
];

/** In production a placeholder secret or a plain-http public address stops the process. */
function refuseUnsafeProductionSettings(read: EnvReader, app: AppConfig, payments: PaymentsConfig) {
  if (!payments.secretKey) read.problems.push('STRIPE_SECRET_KEY is required in production (buyers pay through Stripe)');
  if (!payments.webhookSecret) read.problems.push('STRIPE_WEBHOOK_SECRET is required in production (payments are confirmed by its signed events)');
  for (const name of SECRET_VARIABLES) {
    if (read.optional(name)?.toLowerCase().includes('change-me')) read.problems.push(`${name} still holds the placeholder "change-me"; set a real secret`);
  }
  if (!app.publicUrl.startsWith('https:')) read.problems.push('PUBLIC_URL must be an https URL in production (sign-in cookies are sent only over TLS)');
  if (app.demoMarketplace) read.problems.push('DEMO_MARKETPLACE must not be set in production (it lists demo tickets for sale)');
}

/** "off" turns server rendering off; a path is taken from the repository root. */
function serverEntry(raw: string): string | undefined {
  return raw === 'off' ? undefined : resolve(PROJECT_ROOT, raw);
}

const TRUST_PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

function parseTrustProxy(read: EnvReader): false | number | string {
  const raw = read.optional('TRUST_PROXY');
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return read.integer('TRUST_PROXY', 0, { min: 1, max: 10 });
  const entries = raw.split(',').map((entry) => entry.trim());
  const isProxyAddress = (entry: string) => TRUST_PROXY_PRESETS.includes(entry) || isIP(entry.replace(/\/\d{1,3}$/, '')) !== 0;
  if (!entries.every(isProxyAddress)) {
    read.problems.push(
      `TRUST_PROXY must be false, the number of proxies in front of the API, or their addresses/subnets (got "${raw}"); ` +
        '"true" is refused: it would take the client address from an X-Forwarded-For header the client can write itself',
    );
    return false;
  }
  return entries.join(',');
}

function missing(read: EnvReader, name: string): string {
  read.problems.push(`${name} is required`);
  return '';
}
