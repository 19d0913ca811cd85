import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';

/** One invalid field: an i18n key (with its arguments) that the error filter translates. */
export interface FieldProblem {
  field: string;
  key: string;
  args: Record<string, unknown>;
}

export class RequestValidationError extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

/**
 * DTO decorators name their message as an i18n key: `@MinLength(2, { message: 'validation.name_min' })`.
 * A decorator without one gets the generic key of its constraint, `validation.generic.<constraint>`.
 */
function toFieldProblems(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
      message.startsWith('validation.')
        ? { field, key: message, args: {} }
        : { field, key: `validation.generic.${constraint}`, args: {} },
    );
    return [...own, ...toFieldProblems(error.children ?? [], field)];
  });
}

/**
 * Characters PostgreSQL cannot store and no form sends: U+0000, and UTF-16 halves without their partner (a lone
 * surrogate, which a JSON `\ud800` escape can produce). Text columns would silently mangle them, jsonb refuses them.
 */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point of this pattern
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where in a body, query or path such a character hides, if anywhere. */
export function findUnstorableCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'value' : undefined;
  if (Array.isArray(value)) return value.map((item, index) => findUnstorableCharacter(item, path ? `${path}.${index}` : String(index))).find(Boolean);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = UNSTORABLE.test(key) ? path || 'value' : findUnstorableCharacter(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** The DTO validation of class-validator, after refusing unstorable characters anywhere in what the handler receives. */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const field = findUnstorableCharacter(value);
    if (field) throw new RequestValidationError([{ field, key: 'validation.control_character', args: {} }]);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new RequestValidationError(toFieldProblems(errors)),
  });
}
