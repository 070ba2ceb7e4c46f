import { Args, Authorized, Query, Resolver } from 'type-graphql';
import { CsvExportService } from './csv-export.service';
import { CsvExport, CsvExportArgs } from './csv-export.type';

@Resolver()
export class CsvExportResolver {
  constructor(private readonly exports: CsvExportService) {}

  @Authorized()
  @Query(() => CsvExport, {
    complexity: 50,
    description:
      'A table as CSV over a date range (at most 20,000 rows), safe to open in a spreadsheet; staff only',
  })
  exportCsv(@Args() { table, from, to }: CsvExportArgs): Promise<CsvExport> {
    return this.exports.export(table, from, to);
  }
}
