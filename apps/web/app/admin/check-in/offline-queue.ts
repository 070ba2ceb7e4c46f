import { createStore, del, set, values } from 'idb-keyval';
import type { QueuedCheckIn } from './door';

/** The phone's own store of check-ins not yet sent: it outlives a reload while the venue is offline. */
const store = () => createStore('academy-check-in', 'queued');

export async function queuedCheckIns(eventId: string): Promise<QueuedCheckIn[]> {
  const all = await values<QueuedCheckIn>(store());
  return all
    .filter((entry) => entry.eventId === eventId)
    .sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

export const keepCheckIn = (entry: QueuedCheckIn) => set(entry.key, entry, store());

export const forgetCheckIn = (key: string) => del(key, store());
