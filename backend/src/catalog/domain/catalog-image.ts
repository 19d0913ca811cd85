/**
 * A staff-uploaded picture of an event or a category, as kept on its row: the content-addressed id of its set of
 * renditions, the size of the largest one and the widths made.
 */
export interface CatalogImage {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

/** The widths the storefront may ask for (cards at 1, 2 and 3 columns, the event page, on 1× and 2× screens). */
const RENDITION_WIDTHS = [320, 640, 960, 1280] as const;
/** The link preview chat apps and social networks show: 1.91 : 1. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** Smaller pictures would be blown up past blurry on a phone's event page and in every link preview. */
export const MIN_SOURCE_SIZE = { width: 640, height: 336 } as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const IMAGE_ID = /^[0-9a-f]{16}$/;
const RENDITION_FILE = /^(\d{3,4})\.(avif|webp)$/;

/** The widths to make from a source this wide: never wider than the source, so nothing is upscaled. */
export function renditionWidths(sourceWidth: number): number[] {
  return RENDITION_WIDTHS.filter((width) => width <= sourceWidth);
}

export function isLargeEnough(size: { width: number; height: number }): boolean {
  return size.width >= MIN_SOURCE_SIZE.width && size.height >= MIN_SOURCE_SIZE.height;
}

/** The id of a picture's renditions: the start of the source's SHA-256, so the same upload makes the same files. */
export function imageIdOf(sha256Hex: string): string {
  return sha256Hex.slice(0, 16);
}

/** Where a rendition or the preview of picture `id` is stored; null for a name that is not one of its files. */
export function imageFileKey(id: string, file: string): string | null {
  if (!IMAGE_ID.test(id)) return null;
  if (file === 'preview.jpg') return `catalog-images/${id}/${file}`;
  const rendition = RENDITION_FILE.exec(file);
  if (!rendition || !(RENDITION_WIDTHS as readonly number[]).includes(Number(rendition[1]))) return null;
  return `catalog-images/${id}/${file}`;
}

/** Every file of picture `image`: its renditions in both formats and its preview. */
export function imageFiles(image: CatalogImage): string[] {
  return [...image.widths.flatMap((width) => [`${width}.avif`, `${width}.webp`]), 'preview.jpg'];
}
