import { ApiProperty } from '@nestjs/swagger';

/**
 * Response bodies as the OpenAPI document states them. Each response class `implements` the view its handler
 * returns and the handler declares the class as its return type, so the compiler refuses a view and its documented
 * shape that drift apart in either direction. The storefront and the back-office use types generated from the
 * document (`npm run api:types`).
 */

/** A confirmation in the language of the request. */
export class MessageResponse {
  @ApiProperty({ description: 'In the language of the request' }) message: string;
}

/** The id of what was deleted (react-admin reads it back). */
export class DeletedResponse {
  @ApiProperty() id: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

type Constructor<T> = abstract new () => T;

/** `{ items, total, page, pageSize }` of the given item, named `<Item>Page` in the document. */
export function PageOf<T>(item: Constructor<T>): Constructor<Page<T>> {
  abstract class PageResponse implements Page<T> {
    @ApiProperty({ type: () => item, isArray: true }) items: T[];
    @ApiProperty({ type: 'integer', minimum: 0, description: 'All matches, on every page' }) total: number;
    @ApiProperty({ type: 'integer', minimum: 1 }) page: number;
    @ApiProperty({ type: 'integer', minimum: 1 }) pageSize: number;
  }
  Object.defineProperty(PageResponse, 'name', { value: `${item.name.replace(/Response$/, '')}Page` });
  return PageResponse;
}

export class LivenessResponse {
  @ApiProperty({ enum: ['up'] }) status: 'up';
}

class DependencyCheckResponse {
  @ApiProperty({ enum: ['up', 'down', 'unknown'] }) status: 'up' | 'down' | 'unknown';
  @ApiProperty({ type: 'integer' }) latencyMs: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the check last finished; null before the first' }) checkedAt: string | null;
  @ApiProperty({ required: false, description: 'The kind of failure (an error code or class), never a message naming hosts' }) error?: string;
}

class ReadinessChecksResponse {
  @ApiProperty({ type: DependencyCheckResponse, description: 'Checked now' }) database: DependencyCheckResponse;
  @ApiProperty({ type: DependencyCheckResponse, description: 'As last checked in the background' }) queue: DependencyCheckResponse;
  @ApiProperty({ type: DependencyCheckResponse }) storage: DependencyCheckResponse;
  @ApiProperty({ type: DependencyCheckResponse }) mail: DependencyCheckResponse;
}

export class ReadinessResponse {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiProperty({ description: 'Shutting down: finishing requests, taking no new traffic' }) draining: boolean;
  @ApiProperty({ enum: ['redis', 'postgres'] }) queueBackend: 'redis' | 'postgres';
  @ApiProperty({ type: ReadinessChecksResponse }) checks: ReadinessChecksResponse;
}
