import { describe, expect, it } from '@jest/globals';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { pdf } from '../../../testing/hostile-files.js';
import { PdfLibPages } from './pdf-pages.js';

/** A PDF with one page per label, each page a different width so it can be told apart once cut out. */
async function ticketsPdf(labels: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  labels.forEach((label, index) => document.addPage([301 + index, 200]).drawText(label, { x: 20, y: 100, size: 14, font }));
  return Buffer.from(await document.save());
}

describe('cutting a PDF into pages and fingerprinting them (ADR 0026)', () => {
  const pages = new PdfLibPages();

  it('cuts one document per page, in order, and the same page cut twice gives the same bytes', async () => {
    const source = await ticketsPdf(['A', 'B', 'C']);
    const cut = (await pages.split(source))!;
    expect(await Promise.all(cut.map(async (page) => (await PDFDocument.load(page)).getPages().map((one) => one.getWidth())))).toEqual([[301], [302], [303]]);
    expect((await pages.split(source))!.map((page) => page.toString('base64'))).toEqual(cut.map((page) => page.toString('base64')));
  });

  it('recognises a page wherever it comes back: cut out, or copied with others into a new document', async () => {
    const source = await ticketsPdf(['A', 'B', 'C']);
    const [a, b, c] = (await pages.fingerprints(source))!;
    expect(new Set([a, b, c]).size).toBe(3);
    const [cutB] = (await pages.fingerprints((await pages.split(source))![1]))!;
    expect(cutB).toBe(b);
    const other = await PDFDocument.create();
    for (const page of await other.copyPages(await PDFDocument.load(source), [2, 0])) other.addPage(page);
    expect(await pages.fingerprints(Buffer.from(await other.save()))).toEqual([c, a]);
    // The same page drawn anew is the same page; other words on it (another seat, another barcode) another ticket.
    expect((await pages.fingerprints(await ticketsPdf(['X', 'B'])))![1]).toBe(b);
    expect((await pages.fingerprints(await ticketsPdf(['A', 'B2'])))![1]).not.toBe(b);
  });

  it('answers null for what it cannot read as pages', async () => {
    expect(await pages.split(Buffer.from('not a pdf'))).toBeNull();
    expect(await pages.fingerprints(pdf())).toBeNull();
  });
});
