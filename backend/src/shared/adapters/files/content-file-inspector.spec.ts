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

  it("takes photos whose compressed pixels happen to spell a PDF name or a tag's letters, and refuses real payloads", async () => {
    const photo = (...inside: string[]) => Buffer.concat([jpeg(4000, 3000), ...inside.map((text) => Buffer.from(`\x93\x11${text}\x00\xa7`, 'latin1'))]);
    expect(await inspector.safeType(photo('/JS\x00', '/Launch\x02', '<svg\xc3', '<Body\x7f', '< script\x01'))).toBe('image/jpeg');
    expect(await inspector.safeType(photo('<svg onload=alert(1)>'))).toBeNull();
    expect(await inspector.safeType(photo('<script>alert(1)</script>'))).toBeNull();
    expect(await inspector.safeType(photo('<iframe/src=x>'))).toBeNull();
    expect(await inspector.safeType(photo('javascript:alert(1)'))).toBeNull();
    // A JPEG that is also a PDF with an action is refused.
    expect(await inspector.safeType(photo('%PDF-1.7 1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>'))).toBeNull();
  });

  it('draws the line for pixel bombs at 50 megapixels', async () => {
    expect(await inspector.safeType(png(10_000, 5_000))).toBe('image/png');
    expect(await inspector.safeType(png(10_000, 5_001))).toBeNull();
  });
});
