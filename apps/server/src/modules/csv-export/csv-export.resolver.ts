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
      "A table as CSV, filtered as its screen is (at most 20,000 rows), dates in the provider's time zone, safe to open in a spreadsheet; staff only",
  })
  exportCsv(@Args() { table, ...filters }: CsvExportArgs): Promise<CsvExport> {
    return this.exports.export(table, filters);
  }
}
