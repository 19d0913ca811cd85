import { Global, Module } from '@nestjs/common';
import { StorageSettings } from '../../../config/config.js';
import { FileInspector } from '../../application/ports/file-inspector.port.js';
import { FileStorage } from '../../application/ports/file-storage.port.js';
import { ImageProcessor } from '../../application/ports/image-processor.port.js';
import { PdfPages } from '../../application/ports/pdf-pages.port.js';
import { ContentFileInspector } from '../files/content-file-inspector.js';
import { PdfLibPages } from '../files/pdf-pages.js';
import { SharpImageProcessor } from '../images/sharp-image-processor.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

async function createFileStorage({ storage }: StorageSettings): Promise<FileStorage> {
  if (storage.kind === 'local') return new LocalDiskFileStorage(storage.rootDir);
  const s3 = new S3FileStorage(storage);
  await s3.ensureBucket();
  return s3;
}

@Global()
@Module({
  providers: [
    { provide: FileStorage, useFactory: createFileStorage, inject: [StorageSettings] },
    { provide: FileInspector, useClass: ContentFileInspector },
    { provide: PdfPages, useClass: PdfLibPages },
    { provide: ImageProcessor, useClass: SharpImageProcessor },
  ],
  exports: [FileStorage, FileInspector, PdfPages, ImageProcessor],
})
export class StorageModule {}
