import { useState } from 'react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
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
  const { entries, loading, error, refetch, reorder, remove } = useWaitingList(eventId);
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
  const waitingIds = entries.filter((entry) => entry.status === 'WAITING').map((entry) => entry.id);
  return (
    <Stack as="section" gap="2" aria-labelledby={`waiting-list-${eventId}`}>
      <Heading as="h2" size="md" color="teal.900" id={`waiting-list-${eventId}`}>
        {ADMIN_WAITING_LIST.title}
      </Heading>
      {entries.length === 0 && <Text color="gray.700">{ADMIN_WAITING_LIST.empty}</Text>}
      <Stack as="ol" gap="2" ps="5">
        {entries.map((entry) => {
          const name = `${entry.firstName} ${entry.lastName}`;
          const index = waitingIds.indexOf(entry.id);
          return (
            <Flex as="li" key={entry.id} gap="3" align="center" wrap="wrap">
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
                    onClick={() => void act(() => reorder(movedOrder(waitingIds, index, -1)))}
                  >
                    {ADMIN_WAITING_LIST.up}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy || index === waitingIds.length - 1}
                    aria-label={ADMIN_WAITING_LIST.moveDown(name)}
                    onClick={() => void act(() => reorder(movedOrder(waitingIds, index, 1)))}
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
                onClick={() => void act(() => remove(entry.id))}
              >
                {ADMIN_WAITING_LIST.removeLabel}
              </Button>
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}
