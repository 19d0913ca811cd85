import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';
import { describeFileStorageContract } from './testing/file-storage.contract.js';

describeFileStorageContract('local disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'bte-files-'));
  return { storage: new LocalDiskFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

describeFileStorageContract('S3 (s3rver)', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'bte-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const storage = new S3FileStorage({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-north-1',
    bucket: 'tickets',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  await storage.ensureBucket();
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

describe('local disk keys', () => {
  it('refuses keys that would leave its folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'bte-files-'));
    const storage = new LocalDiskFileStorage(root);
    for (const key of ['../escape.txt', 'a/../../escape.txt', '/etc/passwd', 'a\\b', 'a/./b', '', 'x\0y']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/Refused storage key/);
    }
    expect(await readdir(root)).toEqual([]);
    await rm(root, { recursive: true, force: true });
  });
});
