import { constants, inflateSync } from 'node:zlib';
import type { PDFDocument, PDFName, PDFObject, PDFRawStream } from '@cantoo/pdf-lib';

type PdfLib = typeof import('@cantoo/pdf-lib');
let pdfLib: Promise<PdfLib> | undefined;

/** Loaded with the first PDF, not at start-up: the library is large and takes seconds to load on a busy machine. */
export function loadPdfLib(): Promise<PdfLib> {
  pdfLib ??= import('@cantoo/pdf-lib');
  return pdfLib;
}

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
  if (!packedStreamsFitBudget(bytes)) return false;
  const lib = await loadPdfLib();
  let document: PDFDocument;
  try {
    // Encrypted files are refused by the load itself: their strings and streams cannot be read to be vetted.
    document = await lib.PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    if (!(document.context.lookup(document.context.trailerInfo.Root) instanceof lib.PDFDict)) return false;
  } catch {
    return false;
  }
  const roots: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  roots.push(...Object.values(document.context.trailerInfo).filter((value): value is PDFObject => value !== undefined && typeof value === 'object'));
  const walker = new ActiveContentWalker(lib);
  return roots.every((object) => walker.isInert(object, 0));
}

/** Objects nest only as deep as their file allows; this bound keeps a crafted chain from exhausting the stack. */
const MAX_DEPTH = 64;

/** Walks one parsed document's objects with the library's classes. */
class ActiveContentWalker {
  constructor(private readonly lib: PdfLib) {}

  isInert(object: PDFObject, depth: number): boolean {
    const { PDFArray, PDFDict, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFString } = this.lib;
    if (depth > MAX_DEPTH) return false;
    if (object instanceof PDFName) return !ACTIVE_NAMES.has(plainName(object));
    if (object instanceof PDFArray) return object.asArray().every((item) => this.isInert(item, depth + 1));
    if (object instanceof PDFRawStream) return this.isInertStream(object, depth);
    if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const name = plainName(key);
        if (ACTIVE_NAMES.has(name)) return false;
        if (name === 'URI' && (value instanceof PDFString || value instanceof PDFHexString) && SCRIPT_URI.test(value.decodeText())) return false;
        // References are walked where they are defined (every indirect object is a root), so each is seen once.
        if (!(value instanceof PDFRef) && !this.isInert(value, depth + 1)) return false;
      }
    }
    return true;
  }

  /**
   * The parser unpacks an object stream only when its /Type reads exactly ObjStm; one whose type it did not
   * recognise would keep its objects out of sight, so such a stream is refused rather than trusted.
   */
  private isInertStream(stream: PDFRawStream, depth: number): boolean {
    const { PDFName } = this.lib;
    const type = stream.dict.get(PDFName.of('Type'));
    if (type instanceof PDFName && type !== PDFName.of('ObjStm') && plainName(type) === 'ObjStm') return false;
    return this.isInert(stream.dict, depth + 1);
  }
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

/**
 * The parser inflates object streams and cross-reference streams in memory while it loads, with no limit of its
 * own: a few kilobytes of Flate data can inflate to gigabytes. Those streams are inflated here first, within a
 * budget for the whole file, and a file that needs more is refused before the parser sees it.
 */
const INFLATE_BUDGET_BYTES = 64 * 1024 * 1024;
const PACKED_STREAM_TYPE = /\/Type\s*\/(?:ObjStm|XRef)\b/;

export function packedStreamsFitBudget(bytes: Buffer, budget = INFLATE_BUDGET_BYTES): boolean {
  let remaining = budget;
  for (let keyword = bytes.indexOf('stream'); keyword >= 0; keyword = bytes.indexOf('stream', keyword + 6)) {
    if (keyword >= 3 && bytes.toString('latin1', keyword - 3, keyword) === 'end') continue;
    const objectStart = Math.max(bytes.lastIndexOf(' obj', keyword), keyword - 4096, 0);
    if (!PACKED_STREAM_TYPE.test(bytes.toString('latin1', objectStart, keyword))) continue;
    let dataStart = keyword + 6;
    if (bytes[dataStart] === 0x0d) dataStart += 1;
    if (bytes[dataStart] === 0x0a) dataStart += 1;
    const dataEnd = bytes.indexOf('endstream', dataStart);
    try {
      const inflated = inflateSync(bytes.subarray(dataStart, dataEnd < 0 ? bytes.length : dataEnd), { maxOutputLength: remaining, finishFlush: constants.Z_SYNC_FLUSH });
      remaining -= inflated.length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false;
      // Not Flate data, or damaged: the parser decides what that means.
    }
  }
  return true;
}
