import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { ExportTable } from '@academy/graphql-client';
import { csvFileName, downloadCsv, exportRange } from './csv-download';

const ExportCsvDocument = graphql(`
  query ExportCsv($table: ExportTable!, $from: DateTimeISO!, $to: DateTimeISO!) {
    exportCsv(table: $table, from: $from, to: $to) {
      rows
      content
    }
  }
`);

/** Exports a table over the days chosen (both included) and downloads it; resolves with the file. */
export function useExportCsv(table: ExportTable) {
  // Never cached: the file must hold the rows as they are now, and it can be large.
  const [run, { loading }] = useLazyQuery(ExportCsvDocument, { fetchPolicy: 'no-cache' });
  const exportDays = async (from: string, to: string) => {
    const { data } = await run({ variables: { table, ...exportRange(from, to) } });
    if (!data) throw new Error('The export returned no file');
    const filename = csvFileName(table, from, to);
    downloadCsv(data.exportCsv.content, filename);
    return { filename, rows: data.exportCsv.rows };
  };
  return { exportDays, exporting: loading };
}
