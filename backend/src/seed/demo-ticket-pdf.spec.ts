import { describe, expect, it } from '@jest/globals';
import { ContentFileInspector } from '../shared/adapters/files/content-file-inspector.js';
import { PdfLibPages } from '../shared/adapters/files/pdf-pages.js';
import { demoTicketPdf } from './demo-ticket-pdf.js';

describe('the demo’s ticket files', () => {
  it('are one-page PDFs that the upload checks accept, each with a fingerprint of its own', async () => {
    const first = demoTicketPdf(['Gulbju ezers', 'Latvijas Nacionālā opera, Rīga', 'VIP - row 4, seat (12)', 'Demo ticket 1']);
    const second = demoTicketPdf(['Gulbju ezers', 'Latvijas Nacionālā opera, Rīga', 'VIP - row 4, seat (13)', 'Demo ticket 2']);
    expect(first.length).toBeLessThan(2_000);
    expect(first.toString('latin1')).toContain('(Latvijas Nacionala opera, Riga)');
    expect(await new ContentFileInspector().safeType(first)).toBe('application/pdf');
    const pages = new PdfLibPages();
    const [one, two] = [await pages.fingerprints(first), await pages.fingerprints(second)];
    expect(one).toHaveLength(1);
    expect(two).toHaveLength(1);
    expect(one![0]).not.toBe(two![0]);
  });
});
