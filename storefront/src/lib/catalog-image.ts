import type { Schema } from './api-client';
import { translationKeyOf, type LanguageCode } from './language';

/**
 * A picture staff gave an event or a category (ADR 0039): AVIF and WebP at each of `widths` under `base`, and a
 * 1200 × 630 JPEG link preview.
 */
export type CatalogImage = NonNullable<Schema<'EventResponse'>['image']>;

/** "…/320.avif 320w, …/640.avif 640w": every width made, for the browser to choose from with `sizes`. */
export function imageSrcSet(image: CatalogImage, format: 'avif' | 'webp'): string {
  return image.widths.map((width) => `${image.base}/${width}.${format} ${width}w`).join(', ');
}

/** The link preview of an event or category page: its own picture's, else its category's, else the category's generated one. */
export function linkPreviewImage(input: { language: LanguageCode; categorySlug: string; images: (CatalogImage | null | undefined)[] }): string {
  const image = input.images.find((candidate) => candidate);
  if (image) return `${image.base}/preview.jpg`;
  return `/api/images/categories/${encodeURIComponent(input.categorySlug)}/${translationKeyOf(input.language)}.jpg`;
}
