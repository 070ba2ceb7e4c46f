import { join } from 'node:path';
import { ServerModule } from '../module';
import { LocalFileStorage } from './file-storage';

/** Where user files live: the `storage` service, a folder in DATA_DIR (uploads/), never a public one. */
export const uploadsModule: ServerModule = {
  name: 'uploads',
  entities: [],
  migrations: [],
  resolvers: [],
  setup({ config, services }) {
    services.provide('storage', new LocalFileStorage(join(config.dataDir, 'uploads')));
    return {};
  },
};
