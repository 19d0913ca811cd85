import { existsSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { extname, join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import { putCatalogCacheInFront } from './catalog/adapters/http/catalog-cache-front.js';
import { leanCatalogReads } from './catalog/adapters/http/catalog-lean-reads.js';
import { BrowseCatalog } from './catalog/application/browse-catalog.queries.js';
import { CatalogResponseCache } from './catalog/adapters/http/catalog-response-cache.js';
import { CatalogChangeFeed } from './catalog/adapters/persistence/catalog-change-feed.js';
import { discoveryFiles } from './catalog/adapters/http/discovery-files.js';
import { CatalogSitemapSource } from './catalog/application/ports/catalog-sitemap.js';
import type { AppConfig, Config } from './config/config.js';
import { buildOpenApiDocument } from './shared/adapters/http/openapi-document.js';
import { loopbackOrigin, serverRenderedStorefront } from './shared/adapters/http/server-rendered-storefront.js';
import { createValidationPipe } from './shared/adapters/http/request-validation.js';
import { JsonLogger } from './shared/adapters/logging/json-logger.js';
import { AppMetrics } from './shared/adapters/metrics/app-metrics.js';

/** Builds the HTTP application: the API under /api, the storefront at /, the back-office at /backoffice. */
export async function createApi(config: Config): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new JsonLogger('api', config.app.logLevel, config.app.logFormat),
    bufferLogs: true,
    // The raw bytes of JSON bodies, kept beside the parsed body: payment webhooks are verified on them.
    rawBody: true,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.app.trustProxy);
  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy }, strictTransportSecurity: false }));
  app.use(strictTransportSecurityOverTls);
  if (config.app.corsOrigins.length > 0) {
    app.enableCors({ origin: config.app.corsOrigins, credentials: true, exposedHeaders: ['Content-Range', 'X-Request-Id'], maxAge: 600 });
  }
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  mountOpenApi(app);
  mountFrontEnds(app, config.app);
  await mountCatalogCache(app, config);
  return app;
}

/** The public catalogue's cached answers, and on a miss its lean reads, are served before Express (ADR 0009, 0038). */
async function mountCatalogCache(app: NestExpressApplication, config: Config) {
  const cache = app.get(CatalogResponseCache);
  const express = app.getHttpAdapter().getInstance();
  const etagOf = express.get('etag fn') as (body: Buffer) => string;
  putCatalogCacheInFront(app.getHttpServer(), {
    cache,
    metrics: app.get(AppMetrics),
    isSecure: secureAsExpressSees(app),
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    leanReads: config.app.catalogLeanReads ? leanCatalogReads(app.get(BrowseCatalog)) : undefined,
    etagOf,
  });
  await app.get(CatalogChangeFeed).start();
}

/** Express's `req.secure` for a request Express has not seen yet: TLS, or X-Forwarded-Proto from a trusted proxy. */
function secureAsExpressSees(app: NestExpressApplication) {
  const trusted = app.getHttpAdapter().getInstance().get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  return (request: IncomingMessage) => {
    const protocol = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
    if (!trusted(request.socket.remoteAddress, 0)) return protocol === 'https';
    const forwarded = request.headers['x-forwarded-proto'];
    const header = (typeof forwarded === 'string' && forwarded) || protocol;
    return header.split(',')[0].trim() === 'https';
  };
}

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // react-admin's styling library injects <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** HSTS only on requests that arrived over TLS (directly, or per X-Forwarded-Proto from a trusted proxy). */
function strictTransportSecurityOverTls(request: Request, response: Response, next: NextFunction) {
  if (request.secure) response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  next();
}

function mountOpenApi(app: NestExpressApplication) {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}

/** A sitemap is generated at most this often per process (issue 25: 100,000 events take about a second). */
const SITEMAP_CACHE_MS = 10 * 60 * 1000;

/**
 * Serves the built single-page apps; any other GET outside /api gets the app's index.html, or for the storefront's
 * public pages, the page rendered on the server (ADR 0010).
 */
function mountFrontEnds(app: NestExpressApplication, settings: AppConfig) {
  const dirs = settings.staticDirs;
  const storefrontIndex = join(dirs.storefront, 'index.html');
  app.use(
    discoveryFiles({
      source: app.get(CatalogSitemapSource),
      publicUrl: settings.publicUrl,
      builtAt: existsSync(storefrontIndex) ? statSync(storefrontIndex).mtime : new Date(),
      cacheMs: SITEMAP_CACHE_MS,
    }),
  );
  const renderStorefront = serverRenderedStorefront({
    entryFile: settings.storefrontServerEntry,
    templateFile: join(dirs.storefront, 'index.html'),
    timeoutMs: settings.storefrontRenderTimeoutMs,
    apiOrigin: () => loopbackOrigin(app.getHttpServer().address()),
    publicUrl: settings.publicUrl,
  });
  const sites = [
    { prefix: '/backoffice', dir: dirs.backoffice },
    { prefix: '/', dir: dirs.storefront },
  ].filter((site) => existsSync(join(site.dir, 'index.html')));

  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  for (const site of sites) {
    const serve = express.static(site.dir, {
      index: false,
      setHeaders: (response, path) => {
        const hashed = path.includes(`${join(site.dir, 'assets')}`);
        response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
    const compressed = servePrecompressed(site.dir);
    // API requests never touch the disk looking for a file.
    app.use(site.prefix, (request: Request, response: Response, next: NextFunction) =>
      isApi(request.originalUrl.split('?')[0]) ? next() : compressed(request, response, () => serve(request, response, next)),
    );
  }
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (isApi(request.path)) return next();
    const site = sites.find((candidate) => request.path === candidate.prefix || request.path.startsWith(`${candidate.prefix.replace(/\/$/, '')}/`));
    if (!site) return next();
    response.setHeader('Cache-Control', 'no-cache');
    const sendIndex = (status = 200) => response.status(status).sendFile(join(site.dir, 'index.html'));
    if (site.dir === dirs.storefront && renderStorefront) return void renderStorefront(request, response, sendIndex);
    sendIndex();
  });
}

/**
 * Built assets that have a Brotli (.br) or gzip (.gz) copy beside them (the storefront's build writes them) are sent
 * compressed to browsers that accept it. The copies are listed once at start, so a request costs no disk lookup.
 */
function servePrecompressed(dir: string) {
  const assetsDir = join(dir, 'assets');
  const available = new Set(existsSync(assetsDir) ? readdirSync(assetsDir).map((name) => `/assets/${name}`) : []);
  const encodings = [
    { name: 'br', extension: '.br' },
    { name: 'gzip', extension: '.gz' },
  ];
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = encodings.find((candidate) => accepted.includes(candidate.name) && available.has(`${request.path}${candidate.extension}`));
    if (!encoding) return next();
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Content-Encoding', encoding.name);
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.type(extname(request.path));
    response.sendFile(join(assetsDir, `${request.path.slice('/assets/'.length)}${encoding.extension}`));
  };
}
