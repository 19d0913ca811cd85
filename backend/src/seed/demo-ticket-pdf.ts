/**
 * A small, valid one-page PDF that reads like a ticket: the demo's listings carry one per ticket, uploaded through
 * the same checks as a seller's file (type from the bytes, page fingerprints, no duplicate of a file already listed,
 * so every file names its own ticket). Text in the standard Helvetica font, so letters outside ASCII are spelt plainly.
 */
export function demoTicketPdf(lines: string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 18 : 11} Tf 40 ${260 - index * 26} Td (${pdfString(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 300] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const SPELT: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', ß: 'ss', '–': '-', '—': '-', '€': 'EUR' };

/** ASCII only (Helvetica's standard encoding), with PDF's string delimiters escaped. */
function pdfString(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (character) => SPELT[character] ?? '?')
    .replace(/[\\()]/g, (character) => `\\${character}`);
}
