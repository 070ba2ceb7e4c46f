import type { ReactNode } from 'react';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { ADMIN_LIST } from '@academy/content';
import { CheckboxField } from '../../components/form/FormField';
import { type Outcome, OutcomeBanner } from '../list/OutcomeBanner';

interface ManagerSectionProps {
  id: string;
  title: string;
  /** h1 for the screen's first section, h2 after it. */
  level: 'h1' | 'h2';
  addLabel: string;
  onAdd: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  includePastLabel: string;
  includePast: boolean;
  onIncludePastChange: (includePast: boolean) => void;
  outcome?: Outcome;
  /** Filters beside the past toggle. */
  filters?: ReactNode;
  children: ReactNode;
}

/** One list of the event manager: its heading, Add and Refresh, the past toggle, the outcome, the rows. */
export function ManagerSection(props: ManagerSectionProps) {
  return (
    <Stack as="section" gap="4" aria-labelledby={`${props.id}-heading`}>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading
          as={props.level}
          id={`${props.id}-heading`}
          size={props.level === 'h1' ? '2xl' : 'xl'}
          color="teal.900"
        >
          {props.title}
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Button colorPalette="teal" onClick={props.onAdd}>
            {props.addLabel}
          </Button>
          <Button variant="outline" colorPalette="teal" onClick={props.onRefresh} disabled={props.refreshing}>
            {ADMIN_LIST.refresh}
          </Button>
        </Flex>
      </Flex>
      <Flex gap="4" wrap="wrap" align="flex-end">
        {props.filters}
        <CheckboxField
          id={`${props.id}-past`}
          name="includePast"
          checked={props.includePast}
          onChange={props.onIncludePastChange}
        >
          {props.includePastLabel}
        </CheckboxField>
      </Flex>
      <OutcomeBanner outcome={props.outcome} />
      {props.children}
    </Stack>
  );
}
