import sharp, { type Sharp } from 'sharp';
import { IMAGE_CONTENT_TYPES, ImageProcessor, type ImageRendition, type ProcessedImage } from '../../application/ports/image-processor.port.js';

/** The same bound as the FileInspector's: a decompression bomb is refused before a pixel is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Visually close to the source at a fraction of its size; AVIF reaches the same look at a lower number. */
const QUALITY = { webp: 80, avif: 55, jpeg: 82 } as const;

// The machine's cores are shared with the API's requests: one libvips thread per image, no cache of decoded inputs.
sharp.concurrency(1);
sharp.cache(false);

/** libvips through sharp (ADR 0034). Output carries no metadata: sharp writes none unless asked (`keepMetadata`). */
export class SharpImageProcessor extends ImageProcessor {
  async dimensions(source: Buffer): Promise<{ width: number; height: number } | null> {
    try {
      const { width, height, orientation } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if (!width || !height) return null;
      // EXIF orientations 5–8 turn the picture a quarter: it is shown height × width.
      return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
    } catch {
      return null;
    }
  }

  async render(source: Buffer, renditions: readonly ImageRendition[]): Promise<ProcessedImage[] | null> {
    let base: Sharp;
    try {
      base = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      await base.metadata();
    } catch {
      return null;
    }
    const made: ProcessedImage[] = [];
    for (const rendition of renditions) {
      const resized =
        rendition.fit === 'cover'
          ? base.clone().resize(rendition.width, rendition.height ?? rendition.width, { fit: 'cover', position: sharp.strategy.attention })
          : base.clone().resize({ width: rendition.width, withoutEnlargement: true });
      const encoded = encode(resized.toColourspace('srgb'), rendition.format);
      try {
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        made.push({ format: rendition.format, contentType: IMAGE_CONTENT_TYPES[rendition.format], width: info.width, height: info.height, bytes: data });
      } catch {
        // The header read, the pixels did not: a truncated or corrupt file.
        return null;
      }
    }
    return made;
  }
}

function encode(image: Sharp, format: ImageRendition['format']): Sharp {
  switch (format) {
    case 'webp':
      return image.webp({ quality: QUALITY.webp });
    case 'avif':
      return image.avif({ quality: QUALITY.avif, effort: 2 });
    case 'jpeg':
      return image.jpeg({ quality: QUALITY.jpeg, mozjpeg: true, progressive: true });
  }
}
