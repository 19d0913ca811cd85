import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { documentSharedResponses } from './openapi-shared-responses.js';
import { mirrorValidationRulesIntoOpenApi } from './openapi-validation-rules.js';

/**
 * The API's OpenAPI document, from the controllers' decorators. The running API serves it at /api/docs-json;
 * `npm run api:document` writes the same document without a running API (backend/src/openapi.ts).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  mirrorValidationRulesIntoOpenApi();
  return documentSharedResponses(SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Baltic Ticket Exchange API')
      .setDescription('Errors always have the body { code, message, params?, fieldErrors? }, translated by ?lang= or Accept-Language.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  ));
}
