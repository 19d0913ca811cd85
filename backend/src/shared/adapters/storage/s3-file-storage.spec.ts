import { afterAll, describe, expect, it } from '@jest/globals';
import { attachmentDisposition, S3FileStorage } from './s3-file-storage.js';

// s3rver does not check signatures, so what makes a signed link valid is checked here, on the link itself.
describe('S3 signed download links', () => {
  const storage = new S3FileStorage({
    endpoint: 'https://s3.example.com',
    region: 'eu-north-1',
    bucket: 'tickets',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
    forcePathStyle: true,
  });

  afterAll(() => storage.close());

  it('expire, are signed, and make the browser save the file under its name', async () => {
    const url = new URL(await storage.signedDownloadUrl('user-1/abc.pdf', 300, 'Koncerts "Rīgā".pdf'));
    expect(url.origin + url.pathname).toBe('https://s3.example.com/tickets/user-1/abc.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-north-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-Date')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-disposition')).toBe(attachmentDisposition('Koncerts "Rīgā".pdf'));
  });

  it('sign the file name into the link, so another name needs another signature', async () => {
    const first = new URL(await storage.signedDownloadUrl('user-1/abc.pdf', 300, 'a.pdf'));
    const second = new URL(await storage.signedDownloadUrl('user-1/abc.pdf', 300, 'b.pdf'));
    expect(first.searchParams.get('X-Amz-Signature')).not.toBe(second.searchParams.get('X-Amz-Signature'));
  });
});

describe('attachment disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Koncerts "Rīgā" (ķēža).pdf')).toBe(
      `attachment; filename="Koncerts _Riga_ _keza_.pdf"; filename*=UTF-8''Koncerts%20%22R%C4%ABg%C4%81%22%20%28%C4%B7%C4%93%C5%BEa%29.pdf`,
    );
  });

  it('leaves no quote, backslash or line break in the header', () => {
    const header = attachmentDisposition('a"\\\r\nb.pdf');
    expect(header).toBe(`attachment; filename="a____b.pdf"; filename*=UTF-8''a%22%5C%0D%0Ab.pdf`);
  });
});
