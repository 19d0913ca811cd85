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
export function toFieldProblems(errors: ValidationError[], parent = ''): FieldProblem[] {
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

/** Where in a body, query or path a U+0000 hides, if anywhere: PostgreSQL text cannot store it, and no form sends it. */
export function findNulCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : undefined;
  if (Array.isArray(value)) return value.map((item, index) => findNulCharacter(item, path ? `${path}.${index}` : String(index))).find(Boolean);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? path || 'value' : findNulCharacter(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** The DTO validation of class-validator, after refusing U+0000 anywhere in what the handler receives. */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const field = findNulCharacter(value);
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
