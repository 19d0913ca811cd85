export type ImageFormat = 'webp' | 'avif' | 'jpeg';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg' };

/**
 * One picture to make from a source image. `cover` fills exactly width × height, cropping what overflows (around the
 * most interesting part); `inside` scales to the width keeping the proportions, never larger than the source.
 */
export interface ImageRendition {
  format: ImageFormat;
  width: number;
  height?: number;
  fit: 'cover' | 'inside';
}

export interface ProcessedImage {
  format: ImageFormat;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Re-encodes images: every picture it makes is turned upright, converted to sRGB and carries no metadata at all (no
 * EXIF, GPS, XMP, IPTC or colour profile), whatever the source held. Sources are files the FileInspector already let
 * through (PNG, JPEG, WebP) or SVG the application drew itself, never an uploaded SVG.
 */
export abstract class ImageProcessor {
  /** The source's upright width and height; null when it cannot be decoded. */
  abstract dimensions(source: Buffer): Promise<{ width: number; height: number } | null>;
  /** Each rendition, in order; null when the source cannot be decoded. */
  abstract render(source: Buffer, renditions: readonly ImageRendition[]): Promise<ProcessedImage[] | null>;
}
