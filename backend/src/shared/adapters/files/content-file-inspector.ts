import { fileTypeFromBuffer } from 'file-type';
import { FileInspector } from '../../application/ports/file-inspector.port.js';
import { isInertPdf } from './pdf-active-content.js';

/** A 10,000 × 5,000 image: far above any ticket scan or profile picture, far below a decompression bomb. */
const MAX_IMAGE_PIXELS = 50_000_000;

/** The types this inspector knows how to vet; anything else is refused, whatever it is. */
const VETTED_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

/** Markup a browser sniffing the raw bytes would render as a page: the polyglot attack, whatever the file type. */
const MARKUP = /<\s*(?:html|script|body|iframe|svg|object|embed)\b/i;

/**
 * In an image, these bytes are a smuggled payload: no PNG, JPEG or WebP needs them. An image's compressed pixels are
 * random-looking bytes, and a photo of a few megabytes spells any three given bytes somewhere (`/JS` once in 20 MB
 * or so, a real photo was refused for it): so a tag counts only as markup a browser would parse (the name followed
 * by a space, `/` or `>`), and PDF actions only in an image that is also a PDF (a `%PDF-` header inside it).
 */
const IMAGE_MARKUP = /<\s*(?:html|script|body|iframe|svg|object|embed)[\s/>]/i;
const PDF_ACTIONS = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia)\b/;

function hasImagePayload(text: string): boolean {
  return IMAGE_MARKUP.test(text) || /javascript:/i.test(text) || (text.includes('%PDF-') && PDF_ACTIONS.test(text));
}

/** file-type for the magic bytes, then the checks that make a correctly typed file safe to keep and serve. */
export class ContentFileInspector extends FileInspector {
  async safeType(bytes: Buffer): Promise<string | null> {
    if (bytes.length === 0) return null;
    const mime = (await fileTypeFromBuffer(bytes))?.mime;
    if (!mime || !VETTED_TYPES.has(mime)) return null;
    // latin1 maps every byte to one character, so the patterns see the raw bytes whatever the encoding.
    const text = bytes.toString('latin1');
    if (mime === 'application/pdf') {
      // PDF actions hide in compressed object streams and behind #xx name escapes: only a parse sees them.
      const inert = bytes.subarray(0, 5).equals(Buffer.from('%PDF-')) && !MARKUP.test(text) && (await isInertPdf(bytes));
      return inert ? mime : null;
    }
    if (hasImagePayload(text)) return null;
    const size = imageSize(mime, bytes);
    if (size === 'unreadable' || (size && size.width * size.height > MAX_IMAGE_PIXELS)) return null;
    return mime;
  }
}

type ImageSize = { width: number; height: number } | 'unreadable' | undefined;

/** Dimensions from the header, without decoding a pixel; undefined for files that are not images. */
export function imageSize(mime: string, bytes: Buffer): ImageSize {
  switch (mime) {
    case 'image/png':
      // Signature (8), IHDR length and type (8), then width and height.
      return bytes.length >= 24 && bytes.toString('latin1', 12, 16) === 'IHDR' ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : 'unreadable';
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
    default:
      return mime.startsWith('image/') ? 'unreadable' : undefined;
  }
}

function jpegSize(bytes: Buffer): ImageSize {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return 'unreadable';
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    // Start-of-frame markers C0–CF, except DHT (C4), JPG (C8) and DAC (CC), carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return 'unreadable';
}

function webpSize(bytes: Buffer): ImageSize {
  if (bytes.length < 30) return 'unreadable';
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return 'unreadable';
}
