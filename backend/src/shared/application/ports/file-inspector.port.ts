/**
 * Reads what an uploaded file really is from its bytes, never from its name or declared type.
 * Answers the MIME type of a plain document or image, or null for anything else: an unknown type, a file that
 * carries active content (script or HTML inside a PDF or image, a polyglot), or an image whose decoded size
 * would exhaust memory (a decompression bomb).
 */
export abstract class FileInspector {
  abstract safeType(bytes: Buffer): Promise<string | null>;
}
