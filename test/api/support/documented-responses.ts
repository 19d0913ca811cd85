import Ajv from 'ajv';
import type { OpenApiDocument } from './fuzz.js';

type JsonSchema = Record<string, unknown>;

/**
 * Checks answers against the response schemas of the OpenAPI document: a JSON success answer must match the schema
 * its operation documents for that status, with no field the document does not name (objects are closed here), so
 * the generated front-end types can be trusted field by field.
 */
export class DocumentedResponses {
  private readonly ajv = new Ajv({ allErrors: true, nullable: true, unknownFormats: 'ignore' });
  private readonly components: JsonSchema;
  private readonly validators = new Map<string, Ajv.ValidateFunction>();
  readonly mismatches: string[] = [];
  checked = 0;

  constructor(private readonly document: OpenApiDocument) {
    this.components = closeObjects(structuredClone(document.components ?? {})) as JsonSchema;
  }

  /** Records a mismatch when `body` (a JSON answer with this status) does not match what the document says. */
  check(method: string, path: string, status: number, contentType: string | undefined, body: unknown): void {
    if (status < 200 || status > 299 || status === 204 || !contentType?.startsWith('application/json')) return;
    const label = `${method.toUpperCase()} ${path} ${status}`;
    const response = this.document.paths[path]?.[method]?.responses[String(status)] as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
    const schema = response?.content?.['application/json']?.schema;
    if (!schema) {
      this.mismatches.push(`${label}: answered JSON, but the document has no JSON schema for this status`);
      return;
    }
    const validate = this.validators.get(label) ?? this.ajv.compile({ ...(closeObjects(structuredClone(schema)) as JsonSchema), components: this.components });
    this.validators.set(label, validate);
    this.checked += 1;
    if (!validate(body)) {
      this.mismatches.push(`${label}: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
    }
  }
}

/** `additionalProperties: false` on every object schema that lists its properties and says nothing else. */
function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  for (const [key, value] of Object.entries(schema)) schema[key] = closeObjects(value);
  if (schema.properties && typeof schema.properties === 'object' && !('additionalProperties' in schema)) schema.additionalProperties = false;
  return schema;
}
