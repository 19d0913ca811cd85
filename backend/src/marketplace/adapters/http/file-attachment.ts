import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { attachmentDisposition } from '../../domain/ticket-file-name.js';

/** A stored file a person downloads: ticket files and claim evidence. */
export interface DownloadableFile {
  body: Readable;
  contentType: string;
  size: number;
  name: { utf8: string; ascii: string };
}

/** The OpenAPI content of a download that is one of these types. */
export function binaryContent(types: readonly string[]) {
  return Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
}

/** The types a ticket file is served as (seller's and buyer's download, staff's). */
export const TICKET_FILE_CONTENT = binaryContent(['application/pdf', 'image/png', 'image/jpeg']);

/** A file as an attachment under its cleaned name, never rendered by the browser nor kept by a shared cache. */
export function privateAttachment(file: DownloadableFile, response: Response): StreamableFile {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(file.body, { type: file.contentType, length: file.size, disposition: attachmentDisposition(file.name) });
}
