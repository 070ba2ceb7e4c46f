import { join } from 'node:path';
import { ServerModule } from '../module';
import { FileStorage, LocalFileStorage } from './file-storage';
import { UploadSlots } from './upload-slots';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    storage: FileStorage;
    uploadSlots: UploadSlots;
  }
}

/**
 * Where user files live: the `storage` service, a folder in DATA_DIR (uploads/) or, when S3_BUCKET is
 * set, a bucket every instance shares; never a public one. `uploadSlots` bounds the uploads the
 * process reads at once.
 */
export const uploadsModule: ServerModule = {
  name: 'uploads',
  provides: ['storage', 'uploadSlots'],
  entities: [],
  migrations: [],
  resolvers: [],
  async setup({ config, services }) {
    services.provide('uploadSlots', new UploadSlots(config.uploads));
    if (!config.s3) {
      services.provide('storage', new LocalFileStorage(join(config.dataDir, 'uploads')));
      return {};
    }
    // Loaded only when configured: the AWS SDK costs a site without a bucket some 20 MB and a quarter
    // of a second at every start.
    const { S3FileStorage } = await import('./s3-file-storage');
    const bucket = new S3FileStorage(config.s3);
    services.provide('storage', bucket satisfies FileStorage);
    return { stop: async () => bucket.close() };
  },
};
