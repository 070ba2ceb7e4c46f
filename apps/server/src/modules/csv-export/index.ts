import { ServerModule } from '../module';
import { CsvExportResolver } from './csv-export.resolver';
import { csvExportRoutes } from './csv-export.routes';
import { CsvExportService } from './csv-export.service';

/**
 * CSV exports of the admin tables (registrations, enquiries, family bookings) over a date range, and
 * the original backend's registrations download.
 */
export const csvExportModule: ServerModule = {
  name: 'csv-export',
  entities: [],
  migrations: [],
  resolvers: [CsvExportResolver],
  setup({ db }) {
    const exports = new CsvExportService(db);
    return { resolvers: [new CsvExportResolver(exports)], routes: csvExportRoutes(exports) };
  },
};
