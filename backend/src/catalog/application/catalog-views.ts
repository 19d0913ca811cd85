import type { Language } from '../../shared/domain/language.js';
import { rigaDateAndTime } from '../../shared/domain/riga-time.js';
import type { CatalogImage } from '../domain/catalog-image.js';

export interface CategoryRecord {
  id: string;
  key: string;
  slug: string;
  name: string;
  names: Record<'lv' | 'en' | 'ee' | 'lt', string | null>;
  description: string | null;
  descriptions: Record<'lv' | 'en' | 'ee' | 'lt', string | null>;
  status: 'active' | 'inactive';
  priority: number;
  image: CatalogImage | null;
}

export interface EventRecord {
  id: string;
  categoryId: string;
  categorySlug: string;
  title: string;
  description: string;
  venue: string;
  city: string;
  startsAt: Date;
  priceRange: string | null;
  status: 'scheduled' | 'cancelled' | 'finished';
  image: CatalogImage | null;
}

export interface TierRecord {
  id: string;
  name: string;
  priceCents: number;
  available: number;
}

/** Where the public files of the catalogue's pictures are answered (`CatalogImagesController`); `catalog_event_view_json` (migration 1765060000000) writes the same path. */
const CATALOG_IMAGES_PATH = '/api/images';

/**
 * A picture as the clients use it: `${base}/${width}.avif` and `.webp` for each of `widths` (ascending; the height
 * in proportion to `width` × `height`, the largest rendition's size), and `${base}/preview.jpg`, 1200 × 630.
 */
export interface CatalogImageView {
  base: string;
  width: number;
  height: number;
  widths: number[];
}

export function toImageView(image: CatalogImage | null): CatalogImageView | null {
  return image && { base: `${CATALOG_IMAGES_PATH}/${image.id}`, width: image.width, height: image.height, widths: image.widths };
}

/** A category as the storefront shows it: in one language, falling back to the base name. */
export interface CategoryView {
  id: string;
  key: string;
  slug: string;
  name: string;
  description: string | null;
  priority: number;
  image: CatalogImageView | null;
}

/**
 * The public answers' JSON of this view is written by PostgreSQL when the event is (`catalog_event_view_json`,
 * ADR 0040): a field added here needs a migration replacing that function; the repository's integration test fails until then.
 */
export interface EventView {
  id: string;
  category: { id: string; slug: string };
  title: string;
  description: string;
  venue: string;
  city: string;
  startsAt: string;
  /** Date and time in Riga, as the product shows them: dd.MM.yyyy and HH:mm. */
  date: string;
  time: string;
  priceRange: string | null;
  status: EventRecord['status'];
  image: CatalogImageView | null;
}

/** A page of the public events list, as the API answers it. */
export interface EventPageView {
  items: EventView[];
  total: number;
  page: number;
  pageSize: number;
}

/** An event with its organiser ticket tiers, as the API answers it. */
export interface EventDetailView extends EventView {
  tiers: TierRecord[];
}

/**
 * An answer of shape T already written as JSON text (by PostgreSQL, docs/adr/0038): sent as it is, never parsed and
 * stringified again. The brand keeps a text of one shape from being passed where another is expected.
 */
export type JsonText<T> = string & { readonly jsonOf?: T };

const COLUMN_OF: Record<Language, 'lv' | 'en' | 'ee' | 'lt'> = { lv: 'lv', en: 'en', et: 'ee', lt: 'lt' };

export function toCategoryView(category: CategoryRecord, language: Language): CategoryView {
  const column = COLUMN_OF[language];
  return {
    id: category.id,
    key: category.key,
    slug: category.slug,
    name: category.names[column] || category.name,
    description: category.descriptions[column] || category.description,
    priority: category.priority,
    image: toImageView(category.image),
  };
}

export function toEventView(event: EventRecord): EventView {
  const { date, time } = rigaDateAndTime(event.startsAt);
  return {
    id: event.id,
    category: { id: event.categoryId, slug: event.categorySlug },
    title: event.title,
    description: event.description,
    venue: event.venue,
    city: event.city,
    startsAt: event.startsAt.toISOString(),
    date,
    time,
    priceRange: event.priceRange,
    status: event.status,
    image: toImageView(event.image),
  };
}
