import 'reflect-metadata';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { createApi } from './api.js';
import { loadConfig } from './config/config.js';
import { exitAfterShutdownTimeout, exitOnConfigError, exitWithParent } from './process-lifecycle.js';

async function main() {
  const config = exitOnConfigError(loadConfig);
  const app = await createApi(config);
  exitWithParent(() => app.close());
  exitAfterShutdownTimeout(config.app.shutdownTimeoutMs, 'api');
  await app.listen(config.app.port, config.app.host ?? '::');
  keepIdleConnectionsOpen(app.getHttpServer() as Server);
  new Logger('api').log({ msg: 'API listening', port: config.app.port });
}

/**
 * Node closes an idle keep-alive connection after 5 s, and a client that sends its next request on it in that very
 * moment gets "ECONNRESET" (seen from the browser journeys' request context, and the way a load balancer in front
 * would see it as a 502). An idle connection is kept longer than the usual 60 s of a proxy's own idle timeout, so
 * the client, not the server, is the one that closes it.
 */
function keepIdleConnectionsOpen(server: Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Stopping closes the connections idle at that moment; one still answering is closed once its answer is sent, or it
  // would hold the process for the whole keep-alive time.
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => setImmediate(() => !server.listening && server.closeIdleConnections()));
  });
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'error', service: 'api', msg: 'API failed to start', error: String(error) }));
  process.exit(1);
});
