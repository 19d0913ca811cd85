import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApi } from './api.js';
import { loadConfig } from './config/config.js';
import { exitAfterShutdownTimeout, exitOnConfigError, exitWithParent } from './process-lifecycle.js';

async function main() {
  const config = exitOnConfigError(loadConfig);
  const app = await createApi(config);
  exitWithParent(() => app.close());
  exitAfterShutdownTimeout(config.app.shutdownTimeoutMs, 'api');
  // An idle kept-alive connection is closed by the client (or the load balancer, whose idle timeout is usually 60 s)
  // before the server closes it: with Node's 5 s, a request sent on a connection the server is closing at that moment
  // fails with a reset (seen in the browser tests).
  const server = app.getHttpServer() as import('node:http').Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await app.listen(config.app.port, config.app.host ?? '::');
  new Logger('api').log({ msg: 'API listening', port: config.app.port });
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'error', service: 'api', msg: 'API failed to start', error: String(error) }));
  process.exit(1);
});
