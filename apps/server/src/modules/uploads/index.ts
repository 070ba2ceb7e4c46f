import { join } from 'node:path';
import { ServerModule } from '../module';
import { FileStorage, LocalFileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/**
 * Where user files live: the `storage` service, a folder in DATA_DIR (uploads/) or, when S3_BUCKET is
 * set, a bucket every instance shares; never a public one.
 */
export const uploadsModule: ServerModule = {
  name: 'uploads',
  entities: [],
  migrations: [],
  resolvers: [],
  setup({ config, services }) {
    if (!config.s3) {
      services.provide('storage', new LocalFileStorage(join(config.dataDir, 'uploads')));
      return {};
    }
    const bucket = new S3FileStorage(config.s3);
    services.provide('storage', bucket satisfies FileStorage);
    return { stop: async () => bucket.close() };
  },
};
