import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError, FileStorage, type StoredFileInfo } from '../../application/ports/file-storage.port.js';

/** Slash-separated segments of letters, digits, `.`, `_` and `-`, each starting with a letter or digit. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const META_SUFFIX = '.meta.json';
const TEMP_SUFFIX = '.tmp';

interface Sidecar {
  contentType: string;
  cacheControl?: string;
}

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
    const sidecar: Sidecar = { contentType: options.contentType, cacheControl: options.cacheControl };
    const temporaryFile = `${path}.${randomUUID()}${TEMP_SUFFIX}`;
    const temporarySidecar = `${path}${META_SUFFIX}.${randomUUID()}${TEMP_SUFFIX}`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporaryFile, body);
      else await pipeline(body, createWriteStream(temporaryFile));
      await writeFile(temporarySidecar, JSON.stringify(sidecar));
      // Sidecar first: a reader never finds the new file described by no sidecar.
      await rename(temporarySidecar, `${path}${META_SUFFIX}`);
      await rename(temporaryFile, path);
    } catch (error) {
      await Promise.all([rm(temporaryFile, { force: true }), rm(temporarySidecar, { force: true })]);
      throw error;
    }
  }

  async read(key: string): Promise<{ body: Readable; info: StoredFileInfo }> {
    const path = this.pathOf(key);
    // Open before reading the sidecar: the stream then serves this file even if it is replaced or removed meanwhile.
    const handle = await open(path, 'r').catch((error: unknown) => {
      throw isNotFound(error) ? new FileNotFoundError(key) : error;
    });
    try {
      const { size } = await handle.stat();
      const { contentType } = await this.sidecarOf(path);
      return { body: handle.createReadStream(), info: { contentType, size } };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const path = this.pathOf(key);
    try {
      return (await stat(path)).isFile();
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}${META_SUFFIX}`, { force: true });
  }

  async ping(): Promise<void> {
    const key = `health-checks/${randomUUID()}.txt`;
    const probe = Buffer.from(`probe ${key}`);
    try {
      await this.put(key, probe, { contentType: 'text/plain' });
      const content = await readFile(this.pathOf(key));
      if (!content.equals(probe)) throw new Error(`Local file storage under ${this.root} returned other bytes than written`);
    } finally {
      await this.remove(key);
    }
  }

  private async sidecarOf(path: string): Promise<Sidecar> {
    try {
      return JSON.parse(await readFile(`${path}${META_SUFFIX}`, 'utf8')) as Sidecar;
    } catch (error) {
      // A file without its sidecar (written by hand, or a crash between the two renames) is still served.
      if (isNotFound(error)) return { contentType: 'application/octet-stream' };
      throw error;
    }
  }

  /** Keys are made by the server, but a key that could leave the root folder or shadow a sidecar is refused all the same. */
  private pathOf(key: string): string {
    const refused = !KEY_PATTERN.test(key) || key.endsWith(META_SUFFIX) || key.endsWith(TEMP_SUFFIX);
    const path = resolve(join(this.root, key));
    if (refused || !path.startsWith(this.root + sep)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    return path;
  }
}

function isNotFound(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === 'ENOENT' || code === 'ENOTDIR';
}
