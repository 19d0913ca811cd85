import { ValidationPipe, type ValidationError } from '@nestjs/common';

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

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new RequestValidationError(toFieldProblems(errors)),
  });
}
