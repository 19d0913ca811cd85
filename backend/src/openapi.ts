import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/config.js';
import { buildOpenApiDocument } from './shared/adapters/http/openapi-document.js';

/**
 * `node backend/dist/openapi.js <file>`: writes the API's OpenAPI document without a running API. Nest's preview
 * mode builds the module graph from the decorators and instantiates nothing, so no database, queue or mail
 * server is reached; the addresses below only satisfy the configuration's checks.
 */
const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: node backend/dist/openapi.js <output.json>\n');
  process.exit(64);
}
const offline = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://offline.invalid/none',
  SMTP_URL: 'smtp://offline.invalid',
  JWT_SECRET: 'o'.repeat(32),
  UNSUBSCRIBE_SECRET: 'o'.repeat(32),
});
const app = await NestFactory.create(AppModule.forRoot(offline), { preview: true, logger: false, abortOnError: false });
app.setGlobalPrefix('api');
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
await app.close();
