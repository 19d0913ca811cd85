import type { OpenAPIObject } from '@nestjs/swagger';

type Operation = OpenAPIObject['paths'][string]['get'] & object;
type Response = Operation['responses'][string];

const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'Stable error code, e.g. validation.failed', example: 'validation.failed' },
    message: { type: 'string', description: 'The message in the language of the request (?lang=, then Accept-Language)' },
    params: { type: 'object', additionalProperties: true },
    fieldErrors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Translated message per invalid field' },
  },
};

const errorBody = (description: string): Response => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } });

/**
 * The answers that come from the shared machinery rather than from one handler: request validation and body
 * parsing (400), the size limits (413, and 431 from Node's HTTP parser for oversized headers or URLs), sign-in
 * (401), the administrator guard (403) and unknown ids (404). Written once here so that every operation documents
 * them, and checked by the fuzz suite, which fails on any status an operation does not document.
 */
export function documentSharedResponses(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ErrorResponse: ERROR_SCHEMA } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (operation) addShared(path, operation);
    }
  }
  return document;
}

function addShared(path: string, operation: Operation) {
  const isAdmin = path.startsWith('/api/admin/');
  const shared: Record<string, Response> = {
    400: errorBody('Invalid input: malformed JSON, a field or query parameter that fails validation, or an unknown field'),
    431: { description: 'Request headers or URL larger than the server accepts (no body)' },
  };
  if (operation.requestBody) shared[413] = errorBody('Request body too large');
  if (operation.security?.length || isAdmin) shared[401] = errorBody('Not signed in, or the access token is invalid or expired');
  if (isAdmin) shared[403] = errorBody('Administrator privileges required');
  if (path.includes('{')) shared[404] = errorBody('No such resource (or not visible to the caller)');
  for (const [status, response] of Object.entries(shared)) operation.responses[status] ??= response;
  // Errors declared by a handler (e.g. 409) get the one error body shape too.
  for (const [status, response] of Object.entries(operation.responses)) {
    if (Number(status) < 400 || status === '431' || !response || '$ref' in response || response.content) continue;
    operation.responses[status] = errorBody(response.description);
  }
}
