import { describe, expect, it } from '@jest/globals';
import { hostileFiles, jpeg, pdf, pdfWithObjectStream, png, ticketPdf } from '../../../testing/hostile-files.js';
import { ContentFileInspector, imageSize } from './content-file-inspector.js';
import { packedStreamsFitBudget } from './pdf-active-content.js';

describe('content file inspector', () => {
  const inspector = new ContentFileInspector();

  it('takes plain PDFs, PNGs and JPEGs by their bytes', async () => {
    expect(await inspector.safeType(pdf())).toBe('application/pdf');
    expect(await inspector.safeType(png(1200, 800))).toBe('image/png');
    expect(await inspector.safeType(jpeg(1920, 1080))).toBe('image/jpeg');
  });

  it('takes a real ticket PDF: text, a picture and a link, objects in compressed object streams', async () => {
    expect(await inspector.safeType(await ticketPdf())).toBe('application/pdf');
  });

  it('vets a 2 MB ticket PDF and prints how long it took', async () => {
    const bytes = await ticketPdf(2 * 1024 * 1024);
    const started = performance.now();
    expect(await inspector.safeType(bytes)).toBe('application/pdf');
    const elapsed = performance.now() - started;
    process.stdout.write(`vetting a ${(bytes.length / 1048576).toFixed(1)} MB ticket PDF took ${elapsed.toFixed(0)} ms\n`);
  });

  it('refuses an object stream that would inflate past the budget, before the parser inflates it', async () => {
    const bomb = pdfWithObjectStream('<</Type/Catalog>>', `(${'a'.repeat(80 * 1024 * 1024)})`);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(packedStreamsFitBudget(bomb)).toBe(false);
    expect(await inspector.safeType(bomb)).toBeNull();
    expect(packedStreamsFitBudget(pdfWithObjectStream('<</Type/Catalog>>', `(${'a'.repeat(1024 * 1024)})`))).toBe(true);
  });

  it.each(hostileFiles().map((file) => [file.label, file.bytes] as const))('refuses %s', async (_label, bytes) => {
    expect(await inspector.safeType(bytes)).toBeNull();
  });

  it('reads image sizes from the headers without decoding', () => {
    expect(imageSize('image/png', png(4000, 3000))).toEqual({ width: 4000, height: 3000 });
    expect(imageSize('image/jpeg', jpeg(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSize('application/pdf', pdf())).toBeUndefined();
    expect(imageSize('image/png', Buffer.from('\x89PNG'))).toBe('unreadable');
  });

  it('draws the line for pixel bombs at 50 megapixels', async () => {
    expect(await inspector.safeType(png(10_000, 5_000))).toBe('image/png');
    expect(await inspector.safeType(png(10_000, 5_001))).toBeNull();
  });
});
