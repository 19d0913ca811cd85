import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { FileNotFoundError, FileStorage, type StoredFileInfo } from '../../application/ports/file-storage.port.js';

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Files under one folder on this machine (the default of `npm start`). Metadata sits beside each file. */
export class LocalDiskFileStorage extends FileStorage {
  private readonly root: string;

  constructor(rootDir: string) {
    super();
    this.root = resolve(rootDir);
  }

  async put(key: string, body: Buffer | Readable, options: { contentType: string; cacheControl?: string }): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body);
      else await pipeline(body, createWriteStream(temporary));
      const { size } = await stat(temporary);
      await writeFile(`${path}.meta.json`, JSON.stringify({ contentType: options.contentType, cacheControl: options.cacheControl, size }));
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<{ body: Readable; info: StoredFileInfo }> {
    const path = this.pathOf(key);
    let info: StoredFileInfo;
    try {
      const meta = JSON.parse(await readFile(`${path}.meta.json`, 'utf8')) as { contentType: string };
      info = { contentType: meta.contentType, size: (await stat(path)).size };
    } catch {
      throw new FileNotFoundError(key);
    }
    return { body: createReadStream(path), info };
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.meta.json`, { force: true });
  }

  async ping(): Promise<void> {
    const key = `health-checks/${randomUUID()}`;
    await this.put(key, Buffer.from('ok'), { contentType: 'text/plain' });
    await this.remove(key);
  }

  /** Keys are made by the server, but a key that could leave the root folder is refused all the same. */
  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
      throw new Error(`Refused storage key "${key}"`);
    }
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Refused storage key "${key}"`);
    return path;
  }
}
