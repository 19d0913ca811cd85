import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACTIVITY_KINDS, ACTIVITY_SUBJECT_RESOURCES, type ActivityActorType, type ActivitySubjectResource, type PublicActivityKind } from '../../application/activity-kinds.js';
import type { ServiceState } from '../../application/check-system-status.use-case.js';
import type { CountWithGrowth, DailyFigures, DashboardFigures } from '../../application/ports/dashboard-figures.js';
import { SERVICE_KEYS, type ServiceKey } from '../../application/ports/service-probes.js';
import type { ExportStatus } from '../../application/ports/export.repository.js';
import { EXPORT_RESOURCES, type ExportResource } from '../../../shared/application/exports/csv-export-source.js';

const SERVICE_STATES = ['operational', 'degraded', 'down'] as const;

interface ActivitySubjectResponse {
  resource: ActivitySubjectResource;
  id: string;
  label: string | null;
}

const SUBJECT_PROPERTIES = {
  resource: { type: 'string', enum: ACTIVITY_SUBJECT_RESOURCES as string[], description: 'The back-office resource of the record' },
  id: { type: 'string' },
  label: { type: 'string', nullable: true, description: 'The record in words (a title, an e-mail), when the entry names it' },
} as const;

export class ActivityResponse {
  @ApiProperty({ description: 'A sequence number, as text', example: '1042' }) id: string;
  @ApiProperty({ enum: Object.keys(ACTIVITY_KINDS) }) kind: PublicActivityKind;
  @ApiProperty({ description: 'What happened, a stable code: user_deactivated, listing_withdrawn, subscribers_exported, message_to_subscribers, event_updated, listing_created, purchase, resale_rules_updated, …; the kind itself for new subscribers, users and support messages', example: 'user_deactivated' })
  action: string;
  @ApiProperty({ description: 'What happened, in the language of the request (the action\'s title, else the kind\'s)' }) activity: string;
  @ApiProperty({ description: 'A one-line summary of data: its values but `change` (the action) and the subject\'s label (the link)' }) details: string;
  @ApiProperty({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] }, description: 'The recorded facts, without ids' })
  data: Record<string, string | number>;
  // Inline, not a $ref: a nullable $ref cannot be null under OpenAPI 3.0's rules (its allOf still asks for an object).
  @ApiProperty({ type: 'object', nullable: true, description: 'The record the entry concerns', properties: SUBJECT_PROPERTIES, required: Object.keys(SUBJECT_PROPERTIES) })
  subject: ActivitySubjectResponse | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who did it: the staff member\'s e-mail, the user\'s e-mail, or null for the system' }) actor: string | null;
  @ApiProperty({ enum: ['staff', 'user', 'system'] }) actorType: ActivityActorType;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

class CountWithGrowthResponse implements CountWithGrowth {
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) new7d: number;
  @ApiProperty({ type: 'integer' }) new30d: number;
}

class TicketFiguresResponse {
  @ApiProperty({ type: 'integer', description: 'Listings on sale' }) active: number;
}

class SalesFiguresResponse {
  @ApiProperty({ type: 'integer' }) count: number;
  @ApiProperty({ type: 'integer' }) valueCents: number;
  @ApiProperty({ enum: ['EUR'] }) currency: 'EUR';
}

class DailyFiguresResponse implements DailyFigures {
  @ApiProperty({ format: 'date', description: 'A calendar day in Riga' }) date: string;
  @ApiProperty({ type: 'integer' }) signUps: number;
  @ApiProperty({ type: 'integer' }) sales: number;
  @ApiProperty({ type: 'integer' }) salesValueCents: number;
}

export class DashboardResponse implements DashboardFigures {
  @ApiProperty({ type: CountWithGrowthResponse }) users: CountWithGrowthResponse;
  @ApiProperty({ type: CountWithGrowthResponse }) subscribers: CountWithGrowthResponse;
  @ApiProperty({ type: TicketFiguresResponse }) tickets: TicketFiguresResponse;
  @ApiProperty({ type: SalesFiguresResponse }) sales: SalesFiguresResponse;
  @ApiProperty({ type: [DailyFiguresResponse], description: 'The last 30 days in Riga, oldest first' }) daily: DailyFiguresResponse[];
  @ApiProperty({ type: [ActivityResponse], description: 'The last 10 activity entries' }) recentActivity: ActivityResponse[];
}

class ServiceStatusResponse {
  @ApiProperty({ enum: SERVICE_KEYS }) key: ServiceKey;
  @ApiProperty({ enum: SERVICE_STATES }) status: ServiceState;
  @ApiProperty({ type: 'integer' }) latencyMs: number;
  @ApiPropertyOptional({ description: 'Why it is not operational, in the language of the request' }) detail?: string;
}

export class SystemStatusResponse {
  @ApiProperty({ format: 'date-time' }) checkedAt: string;
  @ApiProperty({ enum: SERVICE_STATES }) overall: ServiceState;
  @ApiProperty({ type: [ServiceStatusResponse] }) services: ServiceStatusResponse[];
}

export class TestEmailResponse {
  @ApiProperty({ format: 'email', description: 'The support inbox the check goes to' }) recipient: string;
}

export class ExportResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: EXPORT_RESOURCES }) resource: ExportResource;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) status: ExportStatus;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Rows written, once done' }) rowCount: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
}

export class ExportDownloadLinkResponse {
  @ApiProperty({ description: 'Open it (a plain link or navigation) to download the file; works once per link lifetime, for anyone holding it.', example: '/api/exports/0b6c…/file?token=…' }) url: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}
