import type { Schema } from '../../lib/api-client';
import { translationKeyOf, type LanguageCode } from '../../lib/language';

export type CatalogImage = Schema<'CategoryResponse'>['image'] & object;

/** "…/320.avif 320w, …/640.avif 640w": every rendition of the picture in one format, for `srcset`. */
export function srcSet(image: CatalogImage, format: 'avif' | 'webp'): string {
  return image.widths.map((width) => `${image.base}/${width}.${format} ${width}w`).join(', ');
}

/** The rendition an older browser without `srcset` shows: the smallest at least `width` wide, else the largest. */
export function fallbackSrc(image: CatalogImage, width: number): string {
  const chosen = image.widths.find((made) => made >= width) ?? image.widths[image.widths.length - 1];
  return `${image.base}/${chosen}.webp`;
}

/**
 * The 1200 × 630 link preview of an event or category page (ADR 0039): the event's own picture, else its category's,
 * else the category's name drawn in the page's language.
 */
export function previewImage(language: LanguageCode, categorySlug: string, ...pictures: (CatalogImage | null | undefined)[]): string {
  const picture = pictures.find((candidate) => candidate);
  return picture ? `${picture.base}/preview.jpg` : `/api/images/categories/${encodeURIComponent(categorySlug)}/${translationKeyOf(language)}.jpg`;
}
