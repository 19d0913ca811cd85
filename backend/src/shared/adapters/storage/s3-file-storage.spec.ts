import { describe, expect, it } from '@jest/globals';
import { S3FileStorage } from './s3-file-storage.js';

describe('S3 signed download links', () => {
  it('expire, are signed, and make the browser save the file under a safe name', async () => {
    const storage = new S3FileStorage({
      endpoint: 'https://s3.example.com',
      region: 'eu-north-1',
      bucket: 'tickets',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const url = new URL(await storage.signedDownloadUrl('user-1/abc.pdf', 300, 'Koncerts "Rīga".pdf'));
    expect(url.pathname).toBe('/tickets/user-1/abc.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="Koncerts__R_ga_.pdf"');
    storage.close();
  });
});
