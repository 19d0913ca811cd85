import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FileNotFoundError, type FileStorage } from '../../../application/ports/file-storage.port.js';

export interface FileStorageUnderTest {
  storage: FileStorage;
  close(): Promise<void>;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** What every FileStorage adapter must do, run against each real one. */
export function describeFileStorageContract(name: string, makeStorage: () => Promise<FileStorageUnderTest>): void {
  describe(`${name} file storage`, () => {
    let storage: FileStorage;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ storage, close } = await makeStorage());
    }, 30_000);

    afterAll(async () => {
      await close?.();
    });

    it('keeps the bytes and the content type of what it stores', async () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4 ticket ✓ ķēža '), randomBytes(1024)]);
      await storage.put('user-1/ticket.pdf', pdf, { contentType: 'application/pdf', cacheControl: 'private, max-age=3600' });
      const { body, info } = await storage.read('user-1/ticket.pdf');
      expect(await bytesOf(body)).toEqual(pdf);
      expect(info).toEqual({ contentType: 'application/pdf', size: pdf.length });
    });

    it('stores a stream as well as a buffer', async () => {
      const parts = Array.from({ length: 200 }, (_, row) => Buffer.from(`subscriber-${row}@example.lv,lv\n`.repeat(20)));
      await storage.put('exports/subscribers.csv', Readable.from(parts), { contentType: 'text/csv; charset=utf-8' });
      const { body, info } = await storage.read('exports/subscribers.csv');
      // Compared as text: a deep equality over 100 kB of bytes is slow.
      expect((await bytesOf(body)).toString()).toBe(Buffer.concat(parts).toString());
      expect(info.contentType).toBe('text/csv; charset=utf-8');
    });

    it('stores a stream larger than one upload part, byte for byte', async () => {
      const block = randomBytes(1024 * 1024);
      const blocks = Array.from({ length: 17 }, (_, index) => Buffer.concat([Buffer.from(`block ${index}`), block]));
      await storage.put('exports/large.csv', Readable.from(blocks), { contentType: 'text/csv; charset=utf-8' });
      const { body, info } = await storage.read('exports/large.csv');
      const stored = await bytesOf(body);
      expect(info).toEqual({ contentType: 'text/csv; charset=utf-8', size: blocks.reduce((sum, part) => sum + part.length, 0) });
      expect(stored.equals(Buffer.concat(blocks))).toBe(true);
    }, 30_000);

    it('replaces what is stored under a key that is written again', async () => {
      await storage.put('user-1/avatar.png', Buffer.from('old'), { contentType: 'image/png' });
      await storage.put('user-1/avatar.png', Buffer.from('newer'), { contentType: 'image/webp' });
      const { body, info } = await storage.read('user-1/avatar.png');
      expect((await bytesOf(body)).toString()).toBe('newer');
      expect(info).toEqual({ contentType: 'image/webp', size: 5 });
    });

    it('says whether a key exists', async () => {
      await storage.put('user-2/a.png', Buffer.from('png'), { contentType: 'image/png' });
      expect(await storage.exists('user-2/a.png')).toBe(true);
      expect(await storage.exists('user-2/never-stored.png')).toBe(false);
      expect(await storage.exists('nobody/never-stored.png')).toBe(false);
    });

    it('reports a missing key as FileNotFoundError', async () => {
      const error = await storage.read('user-2/never-stored.pdf').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FileNotFoundError);
      expect((error as FileNotFoundError).key).toBe('user-2/never-stored.pdf');
    });

    it('removes a key, and removing a missing key is fine', async () => {
      await storage.put('user-3/gone.pdf', Buffer.from('pdf'), { contentType: 'application/pdf' });
      await storage.remove('user-3/gone.pdf');
      expect(await storage.exists('user-3/gone.pdf')).toBe(false);
      await expect(storage.read('user-3/gone.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(storage.remove('user-3/gone.pdf')).resolves.toBeUndefined();
      await expect(storage.remove('nobody/never-stored.pdf')).resolves.toBeUndefined();
    });

    it('answers its health check', async () => {
      await expect(storage.ping()).resolves.toBeUndefined();
    });
  });
}
