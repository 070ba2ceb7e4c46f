import { type FormEvent, useId, useState } from 'react';
import { Button, Flex, Input, Stack, chakra } from '@chakra-ui/react';
import { ADMIN_CSV_EXPORT } from '@academy/content';
import type { ExportTable } from '@academy/graphql-client';
import { type Outcome, OutcomeBanner } from '../list/OutcomeBanner';
import { describeActionFailure } from '../list/describe-failure';
import { exportRangeProblem } from './csv-download';
import { useExportCsv } from './use-export-csv';

/** From and to dates, and a button that downloads the table's rows created in between as CSV. */
export function CsvExport({ table }: { table: ExportTable }) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const { exportDays, exporting } = useExportCsv(table);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = exportRangeProblem(from, to);
    if (problem) {
      setOutcome({ tone: 'error', text: problem });
      return;
    }
    try {
      const file = await exportDays(from, to);
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
