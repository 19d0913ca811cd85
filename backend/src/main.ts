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
  await app.listen(config.app.port, config.app.host ?? '::');
  new Logger('api').log({ msg: 'API listening', port: config.app.port });
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'error', service: 'api', msg: 'API failed to start', error: String(error) }));
  process.exit(1);
});
