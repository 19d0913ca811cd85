import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFString, type PDFObject } from '@cantoo/pdf-lib';

/**
 * Names that make a PDF more than a document, wherever they appear as a key or a value: scripts (JavaScript
 * actions, /JS, /AA or /OpenAction running one), programs (/Launch), files carried inside (/EmbeddedFile(s),
 * file-attachment annotations), Flash and 3D media (/RichMedia*), and XFA forms (which run their own scripts).
 * A plain link (/URI) or a go-to action stays allowed: tickets carry the organiser's web address.
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'FileAttachment', 'RichMedia', 'RichMediaExecute', 'XFA']);

/** Link targets a reader would hand to a script engine instead of a browser. */
const SCRIPT_URI = /^\s*(?:javascript|vbscript|data):/i;

/**
 * Parses the PDF (object streams and compressed cross-references included) and walks every object it holds.
 * Answers true when the file is a readable PDF without active content; false for active content and for anything
 * the parser cannot read, since what cannot be read cannot be vetted.
 */
export async function isInertPdf(bytes: Buffer): Promise<boolean> {
  let document: PDFDocument;
  try {
    // Encrypted files are refused by the load itself: their strings and streams cannot be read to be vetted.
    document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    if (!(document.context.lookup(document.context.trailerInfo.Root) instanceof PDFDict)) return false;
  } catch {
    return false;
  }
  const roots: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  roots.push(...Object.values(document.context.trailerInfo).filter((value): value is PDFObject => value !== undefined && typeof value === 'object'));
  return roots.every((object) => isInert(object, 0));
}

/** Objects nest only as deep as their file allows; this bound keeps a crafted chain from exhausting the stack. */
const MAX_DEPTH = 64;

function isInert(object: PDFObject, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (object instanceof PDFName) return !ACTIVE_NAMES.has(plainName(object));
  if (object instanceof PDFArray) return object.asArray().every((item) => isInert(item, depth + 1));
  if (object instanceof PDFRawStream) return isInertStream(object, depth);
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const name = plainName(key);
      if (ACTIVE_NAMES.has(name)) return false;
      if (name === 'URI' && (value instanceof PDFString || value instanceof PDFHexString) && SCRIPT_URI.test(value.decodeText())) return false;
      // References are walked where they are defined (every indirect object is a root), so each is seen once.
      if (!(value instanceof PDFRef) && !isInert(value, depth + 1)) return false;
    }
  }
  return true;
}

/**
 * The parser unpacks an object stream only when its /Type reads exactly ObjStm; one whose type it did not
 * recognise would keep its objects out of sight, so such a stream is refused rather than trusted.
 */
function isInertStream(stream: PDFRawStream, depth: number): boolean {
  const type = stream.dict.get(PDFName.of('Type'));
  if (type instanceof PDFName && type !== PDFName.of('ObjStm') && plainName(type) === 'ObjStm') return false;
  return isInert(stream.dict, depth + 1);
}

/**
 * A name as a reader sees it: the parser already decodes `#xx` escapes, and decoding again until nothing changes
 * also unmasks names that were escaped twice (`/J#2361vaScript`), which some readers are lenient enough to run.
 */
function plainName(name: PDFName): string {
  let text = name.decodeText();
  for (let round = 0; round < 4; round += 1) {
    const decoded = text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (decoded === text) break;
    text = decoded;
  }
  return text;
}
