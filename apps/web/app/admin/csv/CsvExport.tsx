import { type FormEvent, useId, useState } from 'react';
import { Button, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { ADMIN_CSV_EXPORT } from '@academy/content';
import type { ExportTable } from '@academy/graphql-client';
import { type Outcome, OutcomeBanner } from '../list/OutcomeBanner';
import { describeActionFailure } from '../list/describe-failure';
import { dayRange, rangeInOrder } from '../list/list-filters';
import { type ExportCsvFilters, useExportCsv } from './use-export-csv';

interface CsvExportProps {
  table: ExportTable;
  /** The screen's search and filters but its dates: the file holds what the list shows. */
  filters: Omit<ExportCsvFilters, 'from' | 'to'>;
  /** The screen's From and To days (YYYY-MM-DD or ''), which the export's own start as. */
  days: { from: string; to: string };
}

/**
 * Downloads what the list shows as CSV: its search and filters, between From and To (each optional,
 * both days included, in the provider's time zone), which start as the list's own.
 */
export function CsvExport({ table, filters, days }: CsvExportProps) {
  const id = useId();
  const [from, setFrom] = useState(days.from);
  const [to, setTo] = useState(days.to);
  const [outcome, setOutcome] = useState<Outcome>();
  const { exportRows, exporting } = useExportCsv(table);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rangeInOrder({ from, to })) {
      setOutcome({ tone: 'error', text: ADMIN_CSV_EXPORT.rangeOrder });
      return;
    }
    try {
      const file = await exportRows({ ...filters, ...dayRange({ from, to }) });
      setOutcome({ tone: 'success', text: ADMIN_CSV_EXPORT.done(file.rows, file.filename) });
    } catch (error) {
      setOutcome({ tone: 'error', text: describeActionFailure(error).message });
    }
  };
  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      bg="white"
      p="4"
      rounded="lg"
      borderWidth="1px"
      borderColor="gray.200"
    >
      <chakra.fieldset border="none" p="0" m="0">
        <chakra.legend fontWeight="bold" color="teal.900" mb="2">
          {ADMIN_CSV_EXPORT.legend}
        </chakra.legend>
        <Text fontSize="sm" color="gray.700" mb="2">
          {ADMIN_CSV_EXPORT.hint}
        </Text>
        <Flex gap="3" wrap="wrap" align="flex-end">
          <DateInput id={`${id}-from`} label={ADMIN_CSV_EXPORT.from} value={from} onChange={setFrom} />
          <DateInput id={`${id}-to`} label={ADMIN_CSV_EXPORT.to} value={to} onChange={setTo} />
          <Button type="submit" colorPalette="teal" disabled={exporting}>
            {exporting ? ADMIN_CSV_EXPORT.exporting : ADMIN_CSV_EXPORT.submit}
          </Button>
        </Flex>
      </chakra.fieldset>
      <OutcomeBanner outcome={outcome} mt="3" />
    </chakra.form>
  );
}

function DateInput(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Stack gap="1">
      <chakra.label htmlFor={props.id} fontSize="sm" fontWeight="medium">
        {props.label}
      </chakra.label>
      <Input
        id={props.id}
        type="date"
        w="44"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Stack>
  );
}
