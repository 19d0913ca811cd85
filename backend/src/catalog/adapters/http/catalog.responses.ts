import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../../shared/adapters/http/responses.js';
import type { CatalogImageView, CategoryView, EventRecord, EventView, TierRecord } from '../../application/catalog-views.js';

const EVENT_STATUSES = ['scheduled', 'cancelled', 'finished'] as const;

const IMAGE_PROPERTIES = {
  base: { type: 'string', example: '/api/images/3f9a0c1e2b7d4a55', description: 'The files: `${base}/${width}.avif` and `.webp` for each width, `${base}/preview.jpg` (1200 × 630 JPEG)' },
  width: { type: 'integer', description: 'Width of the largest rendition' },
  height: { type: 'integer', description: 'Height of the largest rendition' },
  widths: { type: 'array', items: { type: 'integer' }, description: 'The widths made, ascending (of 320, 640, 960, 1280; never wider than the upload)' },
} as const;
/** A picture, or null; inline, since a nullable reference is not expressible in OpenAPI 3.0. */
const imageProperty = (owner: string) => ApiProperty({
  type: 'object', nullable: true, description: `The ${owner}'s picture, when staff gave it one`, properties: IMAGE_PROPERTIES, required: Object.keys(IMAGE_PROPERTIES),
});

export class CategoryResponse implements CategoryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() key: string;
  @ApiProperty() slug: string;
  @ApiProperty({ description: 'In the asked language, else the base name' }) name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: 'integer' }) priority: number;
  @imageProperty('category') image: CatalogImageView | null;
}

export class CategoryRefResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
}

class EventResponse implements EventView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: CategoryRefResponse }) category: CategoryRefResponse;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty() venue: string;
  @ApiProperty() city: string;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ description: 'Riga day, dd.MM.yyyy', example: '31.12.2026' }) date: string;
  @ApiProperty({ description: 'Riga time, HH:mm', example: '19:00' }) time: string;
  @ApiProperty({ type: String, nullable: true, description: "The organiser's face-value prices, as text" }) priceRange: string | null;
  @ApiProperty({ enum: EVENT_STATUSES }) status: EventView['status'];
  @imageProperty('event') image: CatalogImageView | null;
}

export class EventPageResponse extends PageOf(EventResponse) {}

export class TierResponse implements TierRecord {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: 'integer', description: 'Face value in euro cents' }) priceCents: number;
  @ApiProperty({ type: 'integer' }) available: number;
}

export class EventDetailResponse extends EventResponse {
  @ApiProperty({ type: [TierResponse], description: "The organiser's ticket tiers" }) tiers: TierResponse[];
}

export class AdminCategoryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() key: string;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) nameLv: string | null;
  @ApiProperty({ type: String, nullable: true }) nameEn: string | null;
  @ApiProperty({ type: String, nullable: true }) nameEe: string | null;
  @ApiProperty({ type: String, nullable: true }) nameLt: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true }) descriptionLv: string | null;
  @ApiProperty({ type: String, nullable: true }) descriptionEn: string | null;
  @ApiProperty({ type: String, nullable: true }) descriptionEe: string | null;
  @ApiProperty({ type: String, nullable: true }) descriptionLt: string | null;
  @ApiProperty({ enum: ['active', 'inactive'] }) status: 'active' | 'inactive';
  @ApiProperty({ type: 'integer' }) priority: number;
  @imageProperty('category') image: CatalogImageView | null;
}

export class AdminEventResponse implements Omit<EventRecord, 'startsAt' | 'image'> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) categoryId: string;
  @ApiProperty() categorySlug: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty() venue: string;
  @ApiProperty() city: string;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ type: String, nullable: true }) priceRange: string | null;
  @ApiProperty({ enum: EVENT_STATUSES }) status: EventRecord['status'];
  @imageProperty('event') image: CatalogImageView | null;
}

export class AdminEventDetailResponse extends AdminEventResponse {
  @ApiProperty({ type: [TierResponse] }) tiers: TierResponse[];
}
