import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FileNotFoundError, FileStorage, type StoredFileInfo } from '../../application/ports/file-storage.port.js';

export interface S3Options {
  /** Absent: AWS itself. Set for Versity Gateway, s3rver and other S3-compatible servers. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible store (AWS S3, Versity Gateway, …): the production home of uploaded and generated files. */
export class S3FileStorage extends FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3Options) {
    super();
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Many S3-compatible servers reject the CRC checksums the SDK adds by default since 3.729.
      ...(options.endpoint ? ({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const) : {}),
    });
  }

  async put(key: string, body: Buffer | Readable, options: { contentType: string; cacheControl?: string }): Promise<void> {
    if (Buffer.isBuffer(body)) return this.putObject(key, body, options);
    // A stream goes up in parts, so that a large generated file (an export) is never held in memory whole.
    const parts = partsOf(body, MULTIPART_PART_BYTES);
    const first = await parts.next();
    if (first.done) return this.putObject(key, Buffer.alloc(0), options);
    const second = await parts.next();
    if (second.done) return this.putObject(key, first.value, options);

    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: options.contentType, CacheControl: options.cacheControl }),
    );
    const uploaded: { ETag: string | undefined; PartNumber: number }[] = [];
    const upload = async (part: Buffer) => {
      const PartNumber = uploaded.length + 1;
      const { ETag } = await this.client.send(new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId, PartNumber, Body: part }));
      uploaded.push({ ETag, PartNumber });
    };
    try {
      await upload(first.value);
      await upload(second.value);
      for await (const part of parts) await upload(part);
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId, MultipartUpload: { Parts: uploaded } }));
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  private async putObject(key: string, bytes: Buffer, options: { contentType: string; cacheControl?: string }): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: options.contentType, CacheControl: options.cacheControl }),
    );
  }

  async read(key: string): Promise<{ body: Readable; info: StoredFileInfo }> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        // In Node the SDK answers with the HTTP response stream itself.
        body: object.Body as Readable,
        info: { contentType: object.ContentType ?? 'application/octet-stream', size: object.ContentLength ?? 0 },
      };
    } catch (error) {
      if (isMissingObject(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Reachable, credentials accepted, bucket present: a write probe on every health check would cost requests. */
  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Creates the bucket when it is missing (development and tests; production buckets are provisioned). */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (httpStatusOf(error) !== 404) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  /** A link that lets a browser download the file directly for `seconds`, saved under `fileName`. */
  signedDownloadUrl(key: string, seconds: number, fileName: string): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentDisposition: attachmentDisposition(fileName) });
    return getSignedUrl(this.client, command, { expiresIn: seconds });
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266), so "Koncerts Rīgā.pdf" is saved as
 * such by browsers and as "Koncerts Riga.pdf" by older clients.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w. -]/g, '_');
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** A missing key; a missing bucket (NoSuchBucket) is a configuration fault and stays an error. */
function isMissingObject(error: unknown): boolean {
  const { name } = (error ?? {}) as { name?: string };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || httpStatusOf(error) === 404;
}

function httpStatusOf(error: unknown): number | undefined {
  return ((error ?? {}) as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** S3 wants parts of at least 5 MB (all but the last); 8 MB keeps the number of requests low. */
const MULTIPART_PART_BYTES = 8 * 1024 * 1024;

/** The stream cut into parts of `size` bytes (the last one shorter), one part in memory at a time. */
async function* partsOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let part = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const raw of stream as AsyncIterable<Buffer | Uint8Array | string>) {
    let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    while (chunk.length > 0) {
      const taken = Math.min(size - filled, chunk.length);
      chunk.copy(part, filled, 0, taken);
      filled += taken;
      chunk = chunk.subarray(taken);
      if (filled === size) {
        yield part;
        part = Buffer.allocUnsafe(size);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield part.subarray(0, filled);
}
