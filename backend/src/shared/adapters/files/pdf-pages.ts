import { createHash, type Hash } from 'node:crypto';
import type { PDFDocument, PDFObject } from '@cantoo/pdf-lib';
import { PdfPages } from '../../application/ports/pdf-pages.port.js';
import { loadPdfLib } from './pdf-active-content.js';

type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;

/** Objects nest only as deep as their file allows; the bound keeps a crafted chain from exhausting the stack. */
const MAX_DEPTH = 64;

/** Page cutting and page fingerprints with @cantoo/pdf-lib, the parser that vets uploads (ADR 0012, ADR 0026). */
export class PdfLibPages extends PdfPages {
  async split(bytes: Buffer): Promise<Buffer[] | null> {
    const lib = await loadPdfLib();
    const source = await load(lib, bytes);
    if (!source) return null;
    const pages: Buffer[] = [];
    for (let index = 0; index < source.getPageCount(); index += 1) {
      // No dates or producer written: the same page cut twice gives the same bytes.
      const single = await lib.PDFDocument.create({ updateMetadata: false });
      const [page] = await single.copyPages(source, [index]);
      single.addPage(page);
      pages.push(Buffer.from(await single.save({ useObjectStreams: false, updateFieldAppearances: false })));
    }
    return pages;
  }

  async fingerprints(bytes: Buffer): Promise<string[] | null> {
    const lib = await loadPdfLib();
    const document = await load(lib, bytes);
    if (!document) return null;
    try {
      return document.getPages().map((page) => {
        const hash = createHash('sha256');
        new PageHasher(lib, document, hash).visit(page.node, 0);
        return hash.digest('hex');
      });
    } catch {
      return null;
    }
  }
}

async function load(lib: PdfLib, bytes: Buffer): Promise<PDFDocument | null> {
  try {
    return await lib.PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    return null;
  }
}

/**
 * Hashes a page as a tree: dictionaries by sorted key, references followed (numbered in the order first met, so a
 * cycle ends and object numbers do not matter), streams by their dictionary and raw bytes. /Parent is left out: it
 * is the document around the page, not the page.
 */
class PageHasher {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly lib: PdfLib,
    private readonly document: PDFDocument,
    private readonly hash: Hash,
  ) {}

  visit(object: PDFObject | undefined, depth: number): void {
    const { PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, PDFStream } = this.lib;
    if (depth > MAX_DEPTH) throw new Error('too deep');
    if (object === undefined) return void this.hash.update('~');
    if (object instanceof PDFRef) {
      const known = this.seen.get(object.toString());
      if (known !== undefined) return void this.hash.update(`@${known}`);
      this.seen.set(object.toString(), this.seen.size);
      this.hash.update('R(');
      this.visit(this.document.context.lookup(object), depth + 1);
      return void this.hash.update(')');
    }
    if (object instanceof PDFArray) {
      this.hash.update('[');
      for (const item of object.asArray()) this.visit(item, depth + 1);
      return void this.hash.update(']');
    }
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      this.hash.update('<<');
      const entries = dict.entries().filter(([key]) => key !== PDFName.of('Parent')).sort(([a], [b]) => (a.asString() < b.asString() ? -1 : 1));
      for (const [key, value] of entries) {
        this.hash.update(key.asString());
        this.visit(value, depth + 1);
      }
      this.hash.update('>>');
      if (object instanceof PDFRawStream) this.hash.update(object.contents);
      else if (object instanceof PDFStream) this.hash.update(object.getContents());
      return;
    }
    this.hash.update(` ${object.toString()}`);
  }
}
