import { type ReactNode, type Ref, useId } from 'react';
import { Box, Heading, chakra } from '@chakra-ui/react';

interface DetailsPanelProps {
  title: string;
  /** Lets the page move focus to the panel's heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One titled part of the private page, on a card; the heading names the section. */
export function DetailsPanel({ title, headingRef, children }: DetailsPanelProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      boxShadow="sm"
      p={{ base: '5', md: '7' }}
      minW="0"
    >
      <Heading
        as="h2"
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        size="xl"
        color="teal.900"
        mb="4"
        outline="none"
      >
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Labelled facts as a description list: label beside value on wide screens, above it on phones. */
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: '12rem 1fr' }}
      columnGap="6"
      rowGap={{ base: '1', sm: '3' }}
      m="0"
    >
      {details.map(({ label, value }) => (
        <Box key={label} display="contents">
          <chakra.dt fontWeight="medium" color="gray.600" fontSize="sm" pt={{ sm: '0.5' }}>
            {label}
          </chakra.dt>
          <chakra.dd m="0" mb={{ base: '3', sm: '0' }} color="gray.900" overflowWrap="anywhere">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
