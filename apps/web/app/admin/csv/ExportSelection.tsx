import { Button } from '@chakra-ui/react';
import { ADMIN_BULK, ADMIN_CSV_EXPORT } from '@academy/content';
import type { ExportTable } from '@academy/graphql-client';
import { describeActionFailure } from '../list/describe-failure';
import { adminToaster } from '../shell/AdminToaster';
import { useExportCsv } from './use-export-csv';

/** 'Export the selection': the selected rows of a list as a CSV download, its outcome in a toast. */
export function ExportSelection({ table, ids }: { table: ExportTable; ids: string[] }) {
  const { exportRows, exporting } = useExportCsv(table);
  const download = async () => {
    try {
      const file = await exportRows({ ids });
      adminToaster.create({ type: 'success', title: ADMIN_CSV_EXPORT.done(file.rows, file.filename) });
    } catch (error) {
      adminToaster.create({ type: 'error', title: describeActionFailure(error).message });
    }
  };
  return (
    <Button size="sm" variant="outline" colorPalette="teal" disabled={exporting} onClick={download}>
      {ADMIN_BULK.exportSelection}
    </Button>
  );
}
