import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, Matches } from 'class-validator';
import type { Request } from 'express';
import { MAX_BULK_IDS, type BulkOutcome } from '../../application/bulk-change.js';
import type { Messages } from './messages.js';
import { UUID_PATTERN } from './input-rules.js';

/** The records a bulk action of the back-office applies to: the ids of the rows ticked in a list. */
export class BulkIdsDto {
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'uuid' }, description: `1 to ${MAX_BULK_IDS} ids; an id named twice counts once.` })
  @IsArray({ message: 'validation.bulk_ids_required' })
  @ArrayMinSize(1, { message: 'validation.bulk_ids_required' })
  @ArrayMaxSize(MAX_BULK_IDS, { message: 'validation.bulk_ids_max' })
  @Matches(UUID_PATTERN, { each: true, message: 'validation.bulk_ids_invalid' })
  ids: string[];
}

export class BulkSkipResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Why it was left as it was: the code of the error the single action would have answered', example: 'marketplace.not_available' }) code: string;
  @ApiProperty({ description: 'The reason, in the language of the request' }) message: string;
}

export class BulkOutcomeResponse {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many records were changed' }) changed: number;
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'uuid' } }) changedIds: string[];
  @ApiProperty({ type: [BulkSkipResponse], description: 'The records left as they were, each with its reason' }) skipped: BulkSkipResponse[];
}

/** The answer to a bulk action, each skipped record's reason translated into the language of the request. */
export function bulkOutcomeResponse(outcome: BulkOutcome, messages: Messages, request: Request): BulkOutcomeResponse {
  return {
    changed: outcome.changedIds.length,
    changedIds: outcome.changedIds,
    skipped: outcome.skipped.map(({ id, code, params }) => ({ id, code, message: messages.error(request, code, params) })),
  };
}
