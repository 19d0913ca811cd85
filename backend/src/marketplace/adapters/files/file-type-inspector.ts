import { fileTypeFromBuffer } from 'file-type';
import { FileInspector } from '../../application/ports/file-fingerprint.js';

/** Magic bytes, via file-type: a renamed executable or a PDF called .png is seen for what it is. */
export class FileTypeInspector extends FileInspector {
  async detectType(bytes: Buffer): Promise<string | null> {
    return (await fileTypeFromBuffer(bytes))?.mime ?? null;
  }
}
