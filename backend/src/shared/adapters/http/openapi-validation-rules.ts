import { DECORATORS } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';

type SchemaRules = Record<string, unknown>;

/** What one class-validator constraint says about a value, in OpenAPI words. */
const RULES_OF_CONSTRAINT: Record<string, (constraints: unknown[], documented: SchemaRules) => SchemaRules> = {
  matches: ([pattern]) => ({ pattern: pattern instanceof RegExp ? pattern.source : String(pattern) }),
  minLength: ([min]) => ({ minLength: min }),
  maxLength: ([max]) => ({ maxLength: max }),
  isLength: ([min, max]) => ({ minLength: min, ...(max === undefined ? {} : { maxLength: max }) }),
  min: ([min]) => ({ minimum: min }),
  max: ([max]) => ({ maximum: max }),
  isInt: (_, documented) => (documented.type === Number || documented.type === 'number' ? { type: 'integer' } : {}),
  isUuid: () => ({ format: 'uuid' }),
  isIn: ([values]) => ({ enum: values }),
  isEmail: () => ({ format: 'email' }),
  // input-rules' CalendarDay: the pattern, and a day that must also exist in the calendar.
  calendarDay: () => ({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' }),
  isIso8601: () => ({ format: 'date-time' }),
  isDateString: () => ({ format: 'date-time' }),
  arrayMinSize: ([min]) => ({ minItems: min }),
  arrayMaxSize: ([max]) => ({ maxItems: max }),
};

/**
 * Writes the rules the DTOs enforce with class-validator (@Matches, @Length, @Min, @Max, @IsInt, @IsUUID, @IsIn…)
 * into the OpenAPI metadata of the same properties, so the published document states the pattern, lengths, range,
 * format and allowed values a request must meet, without repeating them in @ApiProperty. Only properties the
 * document already shows are touched. Runs before SwaggerModule.createDocument reads the metadata.
 */
export function mirrorValidationRulesIntoOpenApi(): void {
  // The storage keeps every decorated class in this map; class-validator has no public way to list them.
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationMetadata[]> };
  for (const [target, rules] of storage.validationMetadatas.entries()) {
    if (typeof target !== 'function') continue;
    for (const rule of rules) {
      const toSchema = RULES_OF_CONSTRAINT[rule.name ?? ''];
      if (!toSchema || rule.each || rule.groups?.length) continue;
      const documented = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, target.prototype, rule.propertyName) as SchemaRules | undefined;
      if (!documented) continue;
      Reflect.defineMetadata(DECORATORS.API_MODEL_PROPERTIES, { ...documented, ...toSchema(rule.constraints ?? [], documented) }, target.prototype, rule.propertyName);
    }
  }
}
