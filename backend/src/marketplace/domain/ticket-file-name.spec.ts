import { describe, expect, it } from '@jest/globals';
import { attachmentDisposition, ticketFileName, uploadedFileName } from './ticket-file-name.js';

describe('the name a ticket file is saved under', () => {
  it('is the title and the event day, with an ASCII twin', () => {
    expect(ticketFileName('Prāta Vētra: Rīga', '2026-12-31', 'pdf')).toEqual({ utf8: 'Prāta Vētra Rīga 2026-12-31.pdf', ascii: 'Prata-Vetra-Riga-2026-12-31.pdf' });
  });

  it('drops what no file system takes, and never leaves the name empty', () => {
    expect(ticketFileName('a/b\\c"d', '2026-01-02', 'png').utf8).toBe('a b c d 2026-01-02.png');
    expect(ticketFileName('Рок / концерт', '2026-01-02', 'pdf')).toEqual({ utf8: 'Рок концерт 2026-01-02.pdf', ascii: 'ticket-2026-01-02.pdf' });
    expect(ticketFileName('x'.repeat(300), '2026-01-02', 'pdf').utf8).toHaveLength(80 + ' 2026-01-02.pdf'.length);
  });

  it('goes into the header as a quoted ASCII name and an encoded UTF-8 one', () => {
    expect(attachmentDisposition(ticketFileName('Ēnu teātris', '2026-03-04', 'pdf'))).toBe(
      `attachment; filename="Enu-teatris-2026-03-04.pdf"; filename*=UTF-8''%C4%92nu%20te%C4%81tris%202026-03-04.pdf`,
    );
  });
});

describe('the name of an uploaded file', () => {
  it('keeps the sender name without folders or reserved characters, with the extension of what the bytes are', () => {
    expect(uploadedFileName('C:\\Users\\anna\\IMG 0042 "seat".JPG', 'jpg')).toEqual({ utf8: 'IMG 0042 seat.jpg', ascii: 'IMG-0042-seat.jpg' });
    expect(uploadedFileName('../../etc/kvīts.pdf', 'pdf')).toEqual({ utf8: 'kvīts.pdf', ascii: 'kvits.pdf' });
    expect(uploadedFileName('photo.png.exe', 'png').utf8).toBe('photo.png.png');
    expect(uploadedFileName('...', 'webp', 'evidence-2')).toEqual({ utf8: 'evidence-2.webp', ascii: 'evidence-2.webp' });
    expect(uploadedFileName('x'.repeat(300), 'pdf').utf8).toHaveLength(84);
  });
});
