import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { ExportCsvQueryVariables } from '@academy/graphql-client';
import { downloadCsv } from './csv-download';

const ExportCsvDocument = graphql(`
  query ExportCsv(
    $table: ExportTable!
    $from: DateTimeISO
    $to: DateTimeISO
    $search: String
    $programmes: [Programme!]
    $eventId: ID
    $sessionId: ID
    $status: String
    $paymentStatus: PaymentStatus
    $unmatchedPayment: Boolean
    $ids: [ID!]
  ) {
    exportCsv(
      table: $table
      from: $from
      to: $to
      search: $search
      programmes: $programmes
      eventId: $eventId
      sessionId: $sessionId
      status: $status
      paymentStatus: $paymentStatus
      unmatchedPayment: $unmatchedPayment
      ids: $ids
    ) {
      filename
      rows
      content
    }
  }
`);

export type ExportCsvFilters = Omit<ExportCsvQueryVariables, 'table'>;

/** Exports a table as the screen filters it and downloads it; resolves with the file. */
export function useExportCsv(table: ExportCsvQueryVariables['table']) {
  // Never cached: the file must hold the rows as they are now, and it can be large.
  const [run, { loading }] = useLazyQuery(ExportCsvDocument, { fetchPolicy: 'no-cache' });
  const exportRows = async (filters: ExportCsvFilters) => {
    const { data } = await run({ variables: { table, ...filters } });
    if (!data) throw new Error('The export returned no file');
    downloadCsv(data.exportCsv.content, data.exportCsv.filename);
    return { filename: data.exportCsv.filename, rows: data.exportCsv.rows };
  };
  return { exportRows, exporting: loading };
}
