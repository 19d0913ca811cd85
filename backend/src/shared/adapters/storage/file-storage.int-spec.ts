import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';
import { describeFileStorageContract } from './testing/file-storage.contract.js';

/** An S3-compatible server in this process, with the bucket `test`. */
async function startS3rver(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'bte-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'test' }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function s3Storage(endpoint: string, bucket: string): S3FileStorage {
  return new S3FileStorage({ endpoint, region: 'eu-north-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
}

describeFileStorageContract('local disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'bte-files-'));
  return { storage: new LocalDiskFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

describeFileStorageContract('S3 (s3rver)', async () => {
  const server = await startS3rver();
  const storage = s3Storage(server.endpoint, 'test');
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
    },
  };
});

describe('local disk file storage, on disk', () => {
  let root: string;
  let storage: LocalDiskFileStorage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'bte-files-'));
    storage = new LocalDiskFileStorage(join(root, 'files'));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('refuses keys that could leave its folder, whatever the operation', async () => {
    const refused = ['../escape.txt', 'a/../../escape.txt', '/etc/passwd', 'a\\b', '..\\escape', 'a/./b', 'a//b', 'a/', '', 'x\0y', '.hidden', 'a.pdf.meta.json'];
    for (const key of refused) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/Refused storage key/);
      await expect(storage.read(key)).rejects.toThrow(/Refused storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/Refused storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Refused storage key/);
    }
    expect(await readdir(root)).toEqual([]);
  });

  it('writes through a temporary file and keeps the metadata in a sidecar', async () => {
    await storage.put('user-1/0b8f6c1e-3f57-4a4b-9d55-7a2d7b1f0c11.pdf', Buffer.from('%PDF'), {
      contentType: 'application/pdf',
      cacheControl: 'private, max-age=3600',
    });
    const folder = join(root, 'files', 'user-1');
    expect((await readdir(folder)).sort()).toEqual(['0b8f6c1e-3f57-4a4b-9d55-7a2d7b1f0c11.pdf', '0b8f6c1e-3f57-4a4b-9d55-7a2d7b1f0c11.pdf.meta.json']);
    const sidecar = JSON.parse(await readFile(join(folder, '0b8f6c1e-3f57-4a4b-9d55-7a2d7b1f0c11.pdf.meta.json'), 'utf8')) as unknown;
    expect(sidecar).toEqual({ contentType: 'application/pdf', cacheControl: 'private, max-age=3600' });
  });

  it('leaves nothing behind when the incoming stream fails', async () => {
    async function* brokenUpload() {
      yield Buffer.from('first part');
      throw new Error('client went away');
    }
    await expect(storage.put('user-2/broken.pdf', Readable.from(brokenUpload()), { contentType: 'application/pdf' })).rejects.toThrow('client went away');
    expect(await readdir(join(root, 'files', 'user-2'))).toEqual([]);
    expect(await storage.exists('user-2/broken.pdf')).toBe(false);
  });
});

describe('S3 file storage, bucket handling', () => {
  let server: Awaited<ReturnType<typeof startS3rver>>;

  beforeAll(async () => {
    server = await startS3rver();
  });

  afterAll(async () => {
    await server.close();
  });

  it('creates a missing bucket at boot, and only once', async () => {
    const storage = s3Storage(server.endpoint, 'created-at-boot');
    try {
      await expect(storage.ping()).rejects.toThrow();
      await storage.ensureBucket();
      await storage.ensureBucket();
      await expect(storage.ping()).resolves.toBeUndefined();
    } finally {
      storage.close();
    }
  });

  it('reports a missing bucket as a fault, not as a missing file', async () => {
    const storage = s3Storage(server.endpoint, 'never-created');
    try {
      const error = await storage.read('user-1/a.pdf').catch((caught: unknown) => caught);
      expect((error as Error).name).toBe('NoSuchBucket');
    } finally {
      storage.close();
    }
  });
});
