import { ServerModule } from '../module';
import { CsvExportResolver } from './csv-export.resolver';
import { CsvExportService } from './csv-export.service';

/** CSV exports of the admin tables (registrations, enquiries, family bookings) over a date range. */
export const csvExportModule: ServerModule = {
  name: 'csv-export',
  entities: [],
  migrations: [],
  resolvers: [CsvExportResolver],
  setup({ db }) {
    return { resolvers: [new CsvExportResolver(new CsvExportService(db))] };
  },
};
