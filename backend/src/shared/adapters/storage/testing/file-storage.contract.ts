import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FileNotFoundError, type FileStorage } from '../../../application/ports/file-storage.port.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** What every FileStorage adapter must do, run against each real one. */
export function describeFileStorageContract(name: string, make: () => Promise<{ storage: FileStorage; close(): Promise<void> }>) {
  describe(`${name} file storage`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ storage, close } = await make());
    }, 30_000);

    afterAll(async () => {
      await close();
    });

    it('keeps the bytes and the content type of what it stores', async () => {
      const pdf = Buffer.from('%PDF-1.4 ticket ✓ ķēža');
      await storage.put('user-1/ticket.pdf', pdf, { contentType: 'application/pdf', cacheControl: 'private, max-age=3600' });
      const { body, info } = await storage.read('user-1/ticket.pdf');
      expect(await bytesOf(body)).toEqual(pdf);
      expect(info).toEqual({ contentType: 'application/pdf', size: pdf.length });
    });

    it('stores a stream as well as a buffer', async () => {
      const parts = ['email,language\n', 'a@b.lv,lv\n'];
      await storage.put('exports/subscribers.csv', Readable.from(parts.map((part) => Buffer.from(part))), { contentType: 'text/csv' });
      expect((await bytesOf((await storage.read('exports/subscribers.csv')).body)).toString()).toBe(parts.join(''));
    });

    it('says whether a key exists, and removes it', async () => {
      await storage.put('user-2/a.png', Buffer.from('png'), { contentType: 'image/png' });
      expect(await storage.exists('user-2/a.png')).toBe(true);
      await storage.remove('user-2/a.png');
      expect(await storage.exists('user-2/a.png')).toBe(false);
      await expect(storage.read('user-2/a.png')).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(storage.remove('user-2/a.png')).resolves.toBeUndefined();
    });

    it('answers its health check', async () => {
      await expect(storage.ping()).resolves.toBeUndefined();
    });
  });
}
