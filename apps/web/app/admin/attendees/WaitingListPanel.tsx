import { useState } from 'react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { EventLeftWaitingListQuery, EventWaitingListQuery } from '@academy/graphql-client';
import { ADMIN_WAITING_LIST, formatHeldUntil } from '@academy/content';
import { ErrorPanel } from '../list/ErrorPanel';
import { LoadingState } from '../list/LoadingState';
import { useWaitingList } from './use-waiting-list';

/** Moves the entry at `index` one place (-1 up, +1 down) among the waiting ones; ids in the new order. */
export function movedOrder(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const order = [...ids];
  const target = index + step;
  if (target < 0 || target >= order.length) return order;
  [order[index], order[target]] = [order[target], order[index]];
  return order;
}

/** Who waits for a seat of an event, in order: staff move people up or down, or take them off. */
export function WaitingListPanel({ eventId }: { eventId: string }) {
  const { entries, left, loading, error, refetch, reorder, remove } = useWaitingList(eventId);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      refetch();
    } finally {
      setBusy(false);
    }
  };
  if (!entries) {
    return loading ? (
      <LoadingState label={ADMIN_WAITING_LIST.loading} />
    ) : (
      <ErrorPanel summary={ADMIN_WAITING_LIST.failure} error={error} onRetry={refetch} />
    );
  }
  return (
    <WaitingListView
      eventId={eventId}
      entries={entries}
      left={left}
      busy={busy}
      onReorder={(entryIds) => void act(() => reorder(entryIds))}
      onRemove={(id) => void act(() => remove(id))}
    />
  );
}

interface WaitingListViewProps {
  eventId: string;
  /** The line: offered seats first, then the waiting, in order. */
  entries: EventWaitingListQuery['waitingList'];
  /** Who left it without a seat, the latest first. */
  left: EventLeftWaitingListQuery['leftWaitingList'];
  busy: boolean;
  onReorder: (entryIds: string[]) => void;
  onRemove: (id: string) => void;
}

/** The line, each with their number in it, and apart from it those no longer waiting. */
export function WaitingListView({ eventId, entries, left, busy, onReorder, onRemove }: WaitingListViewProps) {
  const waitingIds = entries.filter((entry) => entry.status === 'WAITING').map((entry) => entry.id);
  return (
    <Stack as="section" gap="2" aria-labelledby={`waiting-list-${eventId}`}>
      <Heading as="h2" size="md" color="teal.900" id={`waiting-list-${eventId}`}>
        {ADMIN_WAITING_LIST.title}
      </Heading>
      {entries.length === 0 && <Text color="gray.700">{ADMIN_WAITING_LIST.empty}</Text>}
      <Stack as="ol" gap="2" listStyleType="none">
        {entries.map((entry, line) => {
          const name = `${entry.firstName} ${entry.lastName}`;
          const index = waitingIds.indexOf(entry.id);
          return (
            <Flex as="li" key={entry.id} gap="3" align="center" wrap="wrap">
              <Text fontWeight="semibold" minW="6" fontVariantNumeric="tabular-nums">
                {ADMIN_WAITING_LIST.place(line + 1)}
              </Text>
              <Text fontWeight="medium">{name}</Text>
              <Text color="gray.700">
                {entry.email} · {entry.mobileNo}
              </Text>
              {entry.status === 'OFFERED' && entry.offerExpiresAt && (
                <Text color="teal.800">
                  {ADMIN_WAITING_LIST.offeredUntil(formatHeldUntil(entry.offerExpiresAt))}
                </Text>
              )}
              {index >= 0 && (
                <>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy || index === 0}
                    aria-label={ADMIN_WAITING_LIST.moveUp(name)}
                    onClick={() => onReorder(movedOrder(waitingIds, index, -1))}
                  >
                    {ADMIN_WAITING_LIST.up}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy || index === waitingIds.length - 1}
                    aria-label={ADMIN_WAITING_LIST.moveDown(name)}
                    onClick={() => onReorder(movedOrder(waitingIds, index, 1))}
                  >
                    {ADMIN_WAITING_LIST.down}
                  </Button>
                </>
              )}
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                disabled={busy}
                aria-label={ADMIN_WAITING_LIST.remove(name)}
                onClick={() => onRemove(entry.id)}
              >
                {ADMIN_WAITING_LIST.removeLabel}
              </Button>
            </Flex>
          );
        })}
      </Stack>
      {left.length > 0 && (
        <Stack as="section" gap="2" mt="4" aria-labelledby={`waiting-list-left-${eventId}`}>
          <Heading as="h3" size="sm" color="gray.800" id={`waiting-list-left-${eventId}`}>
            {ADMIN_WAITING_LIST.leftTitle}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none">
            {left.map((entry) => (
              <Flex as="li" key={entry.id} gap="3" wrap="wrap" color="gray.700">
                <Text>
                  {entry.firstName} {entry.lastName}
                </Text>
                <Text>{entry.email}</Text>
                <Text fontStyle="italic">
                  {entry.status === 'LAPSED'
                    ? ADMIN_WAITING_LIST.leftStatus.LAPSED
                    : ADMIN_WAITING_LIST.leftStatus.REMOVED}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
