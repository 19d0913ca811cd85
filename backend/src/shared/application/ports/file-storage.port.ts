import type { Readable } from 'node:stream';

export interface StoredFileInfo {
  contentType: string;
  size: number;
}

/** Where uploaded and generated files live: local disk by default, S3 in production. Keys are server-made. */
export abstract class FileStorage {
  abstract put(key: string, body: Buffer | Readable, options: { contentType: string; cacheControl?: string }): Promise<void>;
  /** Throws FileNotFoundError when there is no such key. */
  abstract read(key: string): Promise<{ body: Readable; info: StoredFileInfo }>;
  abstract exists(key: string): Promise<boolean>;
  /** Removing a key that does not exist is not an error. */
  abstract remove(key: string): Promise<void>;
  /** Resolves when the store can be written and read; rejects with the reason otherwise. */
  abstract ping(): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
    this.name = 'FileNotFoundError';
  }
}
