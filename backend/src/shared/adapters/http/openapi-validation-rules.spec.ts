import { describe, expect, it } from '@jest/globals';
import { ApiHideProperty, ApiProperty, ApiPropertyOptional, DECORATORS } from '@nestjs/swagger';
import { Allow, IsIn, IsInt, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { mirrorValidationRulesIntoOpenApi } from './openapi-validation-rules.js';

class ExampleDto {
  @ApiProperty({ example: '2026-12-31', description: 'Day of the event' }) @Matches(/^\d{4}-\d{2}-\d{2}$/) day: string;
  @ApiProperty() @MinLength(3) @MaxLength(200) title: string;
  @ApiPropertyOptional() @IsInt() @Min(1) @Max(100) quantity?: number;
  @ApiProperty() @IsUUID('all') categoryId: string;
  @ApiProperty() @IsIn(['seller', 'buyer']) role: string;
  @ApiHideProperty() @Allow() @MaxLength(5) hidden?: string;
}

const documented = (property: keyof ExampleDto) => Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, ExampleDto.prototype, property) as Record<string, unknown> | undefined;

describe('the OpenAPI document states what the DTOs validate', () => {
  mirrorValidationRulesIntoOpenApi();

  it('adds the pattern, lengths, integer range, uuid format and allowed values, keeping what @ApiProperty said', () => {
    expect(documented('day')).toMatchObject({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', example: '2026-12-31', description: 'Day of the event' });
    expect(documented('title')).toMatchObject({ minLength: 3, maxLength: 200 });
    expect(documented('quantity')).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, required: false });
    expect(documented('categoryId')).toMatchObject({ format: 'uuid' });
    expect(documented('role')).toMatchObject({ enum: ['seller', 'buyer'] });
  });

  it('does not publish a property the DTO hides', () => {
    expect(documented('hidden')).toBeUndefined();
  });
});
