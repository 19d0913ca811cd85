import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';
import { ConfigError } from './env-reader.js';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bte',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  JWT_SECRET: 'x'.repeat(32),
  UNSUBSCRIBE_SECRET: 'u'.repeat(32),
};

const safeProduction = {
  ...valid,
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tickets.example.com',
  STRIPE_SECRET_KEY: 'sk_live_51Example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('uses the embedded defaults when only the required values are given', () => {
    const config = loadConfig(valid);
    expect(config.app.port).toBe(3000);
    expect(config.queue.redisUrl).toBeUndefined();
    expect(config.storage.storage.kind).toBe('local');
    expect(config.app.publicUrl).toBe('http://localhost:3000');
  });

  it('renders the storefront with its built server bundle unless told otherwise (ADR 0010)', () => {
    const config = loadConfig(valid);
    expect(config.app.storefrontServerEntry).toMatch(/\/storefront\/dist-server\/entry-server\.js$/);
    expect(config.app.storefrontRenderTimeoutMs).toBe(2000);
    expect(loadConfig({ ...valid, STOREFRONT_SERVER_ENTRY: 'off' }).app.storefrontServerEntry).toBeUndefined();
    expect(problemsOf({ ...valid, STOREFRONT_RENDER_TIMEOUT_MS: '0' })).toEqual([expect.stringContaining('STOREFRONT_RENDER_TIMEOUT_MS')]);
  });

  it('logs readable lines in development and JSON in production and tests, unless LOG_FORMAT says otherwise', () => {
    expect(loadConfig(valid).app.logFormat).toBe('text');
    expect(loadConfig(safeProduction).app.logFormat).toBe('json');
    expect(loadConfig({ ...valid, NODE_ENV: 'test' }).app.logFormat).toBe('json');
    expect(loadConfig({ ...valid, LOG_FORMAT: 'json' }).app.logFormat).toBe('json');
    expect(problemsOf({ ...valid, LOG_FORMAT: 'pretty' }).join('\n')).toContain('LOG_FORMAT');
  });

  it('switches to Redis and S3 when they are configured', () => {
    const config = loadConfig({
      ...valid,
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'tickets',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.queue.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.storage.storage).toMatchObject({ kind: 's3', bucket: 'tickets', forcePathStyle: true });
  });

  it('names every variable at fault, all at once', () => {
    const problems = problemsOf({ ...valid, PORT: 'eighty', REDIS_URL: 'http://x', JWT_SECRET: 'short', DATABASE_URL: '' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('PORT'),
        expect.stringContaining('REDIS_URL'),
        expect.stringContaining('JWT_SECRET'),
        expect.stringContaining('DATABASE_URL'),
      ]),
    );
  });

  it('requires the S3 credentials once a bucket is named', () => {
    expect(problemsOf({ ...valid, S3_BUCKET: 'tickets' })).toEqual(
      expect.arrayContaining([expect.stringContaining('S3_ACCESS_KEY_ID'), expect.stringContaining('S3_SECRET_ACCESS_KEY')]),
    );
  });

  it('takes a list of CORS origins and names the variable when one is not an origin', () => {
    expect(loadConfig(valid).app.corsOrigins).toEqual([]);
    expect(loadConfig({ ...valid, CORS_ORIGINS: 'https://partner.example, http://localhost:5173' }).app.corsOrigins).toEqual(['https://partner.example', 'http://localhost:5173']);
    expect(problemsOf({ ...valid, CORS_ORIGINS: 'https://partner.example/shop,*,ftp://x.example' })).toEqual([
      'CORS_ORIGINS must list origins like https://shop.example, without a path (got "https://partner.example/shop")',
      'CORS_ORIGINS must list origins like https://shop.example, without a path (got "*")',
      'CORS_ORIGINS must list origins like https://shop.example, without a path (got "ftp://x.example")',
    ]);
  });

  it('checks the metrics settings: a token too short to be secret, or a worker port out of range, stops the process', () => {
    expect(problemsOf({ ...valid, METRICS_TOKEN: 'short', WORKER_METRICS_PORT: '70000' })).toEqual([
      expect.stringContaining('METRICS_TOKEN'),
      expect.stringContaining('WORKER_METRICS_PORT'),
    ]);
    const config = loadConfig({ ...valid, METRICS_TOKEN: 'm'.repeat(24), WORKER_METRICS_PORT: '9464' });
    expect(config.metrics).toEqual({ token: 'm'.repeat(24), workerPort: 9464 });
    expect(loadConfig(valid).metrics).toEqual({ token: undefined, workerPort: undefined });
  });

  it('names the platform operator for the DAC7 report: the company by default, its tax id once set, a country code only', () => {
    expect(loadConfig(valid).operator).toEqual({ name: 'Baltic Ticket Exchange SIA', country: 'LV', taxId: undefined, address: 'Rīga, Latvija' });
    expect(loadConfig({ ...valid, DAC7_OPERATOR_TAX_ID: '40203000000', DAC7_OPERATOR_COUNTRY: 'EE' }).operator).toMatchObject({ taxId: '40203000000', country: 'EE' });
    expect(problemsOf({ ...valid, DAC7_OPERATOR_COUNTRY: 'Latvia' })).toEqual([expect.stringContaining('DAC7_OPERATOR_COUNTRY')]);
  });

  it('refuses TRUST_PROXY=true, which would let a client choose its own address with X-Forwarded-For', () => {
    expect(problemsOf({ ...valid, TRUST_PROXY: 'true' })).toEqual([expect.stringContaining('TRUST_PROXY')]);
    expect(problemsOf({ ...valid, TRUST_PROXY: 'everything' })).toEqual([expect.stringContaining('TRUST_PROXY')]);
    expect(loadConfig({ ...valid, TRUST_PROXY: '1' }).app.trustProxy).toBe(1);
    expect(loadConfig({ ...valid, TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' }).app.trustProxy).toBe('loopback,10.0.0.0/8,fd00::/8');
    expect(loadConfig({ ...valid, TRUST_PROXY: 'false' }).app.trustProxy).toBe(false);
  });

  it('requires an unsubscribe secret of its own, with an optional previous one for rotation', () => {
    expect(problemsOf({ ...valid, UNSUBSCRIBE_SECRET: '' })).toEqual(['UNSUBSCRIBE_SECRET is required']);
    expect(problemsOf({ ...valid, UNSUBSCRIBE_SECRET_PREVIOUS: 'short' })).toEqual(['UNSUBSCRIBE_SECRET_PREVIOUS must be at least 32 characters']);
    expect(loadConfig({ ...valid, UNSUBSCRIBE_SECRET_PREVIOUS: 'p'.repeat(32) }).unsubscribe).toEqual({ secret: 'u'.repeat(32), previousSecret: 'p'.repeat(32) });
  });

  it('stops a production process that still has a placeholder secret or a plain-http public address', () => {
    expect(problemsOf(safeProduction)).toEqual([]);
    const problems = problemsOf({
      ...safeProduction,
      PUBLIC_URL: 'http://tickets.example.com',
      JWT_SECRET: 'change-me-to-at-least-32-random-characters',
      S3_BUCKET: 'tickets',
      S3_ACCESS_KEY_ID: 'change-me',
      S3_SECRET_ACCESS_KEY: 'change-me',
      DATABASE_URL: 'postgres://bte:change-me@postgres:5432/bte',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('PUBLIC_URL must be an https URL'),
        expect.stringContaining('JWT_SECRET still holds the placeholder'),
        expect.stringContaining('S3_ACCESS_KEY_ID still holds the placeholder'),
        expect.stringContaining('S3_SECRET_ACCESS_KEY still holds the placeholder'),
        expect.stringContaining('DATABASE_URL still holds the placeholder'),
      ]),
    );
    expect(problemsOf({ ...safeProduction, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000', OPS_TOKEN: 'change-me-operator-token' })).toEqual([]);
  });

  it('stops a production process that cannot take payments: no Stripe key or webhook secret, or the placeholders', () => {
    const { STRIPE_SECRET_KEY: _key, STRIPE_WEBHOOK_SECRET: _secret, ...withoutStripe } = safeProduction;
    expect(problemsOf(withoutStripe)).toEqual([
      expect.stringContaining('STRIPE_SECRET_KEY is required in production'),
      expect.stringContaining('STRIPE_WEBHOOK_SECRET is required in production'),
    ]);
    expect(problemsOf({ ...safeProduction, STRIPE_SECRET_KEY: 'change-me-stripe-secret-key' })).toEqual([expect.stringContaining('STRIPE_SECRET_KEY still holds the placeholder')]);
    // Outside production payments simply answer "unavailable" until keys (or the emulator's) are given.
    expect(problemsOf({ ...withoutStripe, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it('keeps demo mode off unless asked, and refuses it in production (ADR 0031)', () => {
    expect(loadConfig(valid).app.demoMarketplace).toBe(false);
    expect(loadConfig({ ...valid, DEMO_MARKETPLACE: 'true' }).app.demoMarketplace).toBe(true);
    expect(problemsOf({ ...safeProduction, DEMO_MARKETPLACE: 'true' })).toEqual([expect.stringContaining('DEMO_MARKETPLACE must not be set in production')]);
    expect(problemsOf({ ...safeProduction, DEMO_MARKETPLACE: 'false' })).toEqual([]);
  });
});
