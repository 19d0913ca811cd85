import { Global, Module } from '@nestjs/common';
import { StorageSettings } from '../../../config/config.js';
import { FileStorage } from '../../application/ports/file-storage.port.js';
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
  providers: [{ provide: FileStorage, useFactory: createFileStorage, inject: [StorageSettings] }],
  exports: [FileStorage],
})
export class StorageModule {}
