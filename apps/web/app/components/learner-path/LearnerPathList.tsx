import type { ReactNode } from 'react';
import { Badge, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { LEARNER_PATH, PROGRAMMES, PROVIDER, type ProgrammeKey, certificatePath } from '@academy/content';
import { Link as RouterLink } from 'react-router-dom';
import type { DocumentType } from '@academy/graphql-client';
import type { LearnerPathFieldsFragment } from './learner-path-fields';

/** A learner's path as both the private page and the admin ask for it (learner-path-fields.ts). */
export type LearnerPathData = DocumentType<typeof LearnerPathFieldsFragment>;

const COMPLETED_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: PROVIDER.timeZone,
});

const named = (programme: ProgrammeKey, level: string) => `${PROGRAMMES[programme].name}, ${level}`;

/** Completed levels (each done here linking its certificate), booked and next, each under its own heading. */
export function LearnerPathList({
  path,
  headingLevel = 'h3',
}: {
  path: LearnerPathData;
  headingLevel?: 'h3' | 'h4';
}) {
  const part = (title: string, items: ReactNode[]) => (
    <Stack gap="2">
      <Heading as={headingLevel} size="sm" color="gray.800">
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text color="gray.600">{LEARNER_PATH.none}</Text>
      ) : (
        <List.Root gap="1.5" ps="5">
          {items}
        </List.Root>
      )}
    </Stack>
  );
  return (
    <Stack gap="4">
      {part(
        LEARNER_PATH.completed,
        path.completed.map((done, index) => (
          <List.Item key={`${done.programme}-${done.level}-${index}`}>
            {named(done.programme, done.level)}{' '}
            <Text as="span" color="gray.600" fontSize="sm">
              (
              {done.external
                ? LEARNER_PATH.external
                : LEARNER_PATH.completedOn(COMPLETED_DAY.format(new Date(done.completedAt)))}
              )
            </Text>
            {done.certificateNumber && (
              <>
                {' '}
                <Link asChild color="teal.800" textDecoration="underline">
                  <RouterLink to={certificatePath(done.certificateNumber)}>
                    {LEARNER_PATH.certificate(done.certificateNumber)}
                  </RouterLink>
                </Link>
              </>
            )}
          </List.Item>
        )),
      )}
      {part(
        LEARNER_PATH.booked,
        path.booked.map((booked, index) => (
          <List.Item key={`${booked.programme}-${booked.level}-${index}`}>
            {named(booked.programme, booked.level)}
            {booked.date ? `, ${booked.date}` : ''}{' '}
            {booked.status === 'PENDING_APPROVAL' && (
              <Badge colorPalette="purple" variant="subtle">
                {LEARNER_PATH.awaitingApproval}
              </Badge>
            )}
          </List.Item>
        )),
      )}
      {part(
        LEARNER_PATH.next,
        path.next.map((next) => (
          <List.Item key={`${next.programme}-${next.level}`}>{named(next.programme, next.level)}</List.Item>
        )),
      )}
    </Stack>
  );
}
