import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

/** The storefront's server bundle as the API uses it (storefront/src/entry-server.tsx, ADR 0010). */
interface StorefrontServerEntry {
  isServerRenderedPath(pathname: string): boolean;
  render(request: {
    url: string;
    cookieHeader: string;
    apiOrigin: string;
    publicUrl: string;
    template: string;
    signal: AbortSignal;
  }): Promise<{ rendered: true; status: number; html: string } | { rendered: false; reason: string; status?: number }>;
}

export interface ServerRenderOptions {
  /** The bundle's file; nothing is server-rendered when there is none. */
  entryFile: string | undefined;
  /** The client build's index.html, which the render fills in. */
  templateFile: string;
  /** A render that takes longer is abandoned for the plain index.html. */
  timeoutMs: number;
  /** Where this process's own API answers the render's data requests (known once the server listens). */
  apiOrigin: () => string;
  /** The site's public address (PUBLIC_URL): canonical and link preview addresses start with it. */
  publicUrl: string;
  /** Tests hand in an entry instead of a file. */
  loadEntry?: () => Promise<StorefrontServerEntry>;
}

const logger = new Logger('storefront-render');
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Express handler for the storefront's page requests: server-renders the public pages (an unknown page, category or
 * event with 404, a removed event with 410), and hands every other page, and every render that fails or takes longer
 * than the bound, to `fallback` (the plain index.html, rendered in the browser as before; with 404 for an address
 * without a language that names no page). A visitor never gets a 500 or a blank page from it. Undefined when there
 * is no bundle.
 */
export function serverRenderedStorefront(options: ServerRenderOptions) {
  const load = options.loadEntry ?? (options.entryFile && existsSync(options.entryFile) ? importEntry(options.entryFile) : undefined);
  if (!load || !existsSync(options.templateFile)) return undefined;
  // Loaded once, at start; a bundle that cannot load leaves every page to the browser.
  const entry = load().catch((error: unknown) => {
    logger.error(`The storefront's server bundle could not be loaded; pages are rendered in the browser: ${describe(error)}`);
    return undefined;
  });
  const template = readFileSync(options.templateFile, 'utf8');

  return async (request: Request, response: Response, fallback: (status?: number) => void) => {
    const renderer = await entry;
    if (!renderer?.isServerRenderedPath(request.path)) return fallback();
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    try {
      const rendering = renderer.render({
        url: request.originalUrl,
        cookieHeader: request.headers.cookie ?? '',
        apiOrigin: options.apiOrigin(),
        publicUrl: options.publicUrl,
        template,
        signal: abort.signal,
      });
      rendering.catch(() => undefined); // a render that ends after the bound is not waited for
      const result = await Promise.race([
        rendering,
        new Promise<never>((_resolve, reject) => abort.signal.addEventListener('abort', () => reject(abort.signal.reason as Error))),
      ]);
      if (!result.rendered) {
        logger.debug(`${request.originalUrl} rendered in the browser: ${result.reason}`);
        return fallback(result.status);
      }
      await send(request, response, result.status, result.html);
    } catch (error) {
      logger.warn(`Server render of ${request.originalUrl} failed, the page is rendered in the browser instead: ${describe(error)}`);
      if (!response.headersSent) fallback();
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
  };
}

/** The page holds data: no shared cache keeps it. Compressed here: the HTML of a list page is tens of kB. */
async function send(request: Request, response: Response, status: number, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const body = Buffer.from(html, 'utf8');
  response.status(status);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'private, no-cache');
  response.setHeader('Vary', 'Accept-Encoding, Cookie');
  if (/\bbr\b/.test(accepted)) {
    response.setHeader('Content-Encoding', 'br');
    response.end(await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }));
  } else if (/\bgzip\b/.test(accepted)) {
    response.setHeader('Content-Encoding', 'gzip');
    response.end(await gzipAsync(body, { level: 6 }));
  } else {
    response.end(body);
  }
}

function importEntry(file: string) {
  return async () => (await import(pathToFileURL(file).href)) as StorefrontServerEntry;
}

/** The loopback address of a listening server: "http://127.0.0.1:3000" when it listens on every address. */
export function loopbackOrigin(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('The API is not listening on a TCP port');
  const wildcard = address.address === '::' || address.address === '0.0.0.0';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
