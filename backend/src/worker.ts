import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './config/config.js';
import { exitAfterShutdownTimeout, exitOnConfigError, exitWithParent } from './process-lifecycle.js';
import { JsonLogger } from './shared/adapters/logging/json-logger.js';
import { WorkerModule } from './worker.module.js';

async function main() {
  const config = exitOnConfigError(loadConfig);
  const logger = new JsonLogger('worker', config.app.logLevel, config.app.logFormat);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger, bufferLogs: true });
  // An application context keeps buffered logs (and every later line) to itself until a logger is set on it.
  app.useLogger(logger);
  app.enableShutdownHooks();
  exitWithParent(() => app.close());
  exitAfterShutdownTimeout(config.app.shutdownTimeoutMs, 'worker');
  await app.init();
  new Logger('worker').log({ msg: 'Worker started' });
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'error', service: 'worker', msg: 'Worker failed to start', error: String(error) }));
  process.exit(1);
});
