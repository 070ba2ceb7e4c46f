import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueuedCheckIn } from './door';
import { forgetCheckIn, keepCheckIn, queuedCheckIns } from './offline-queue';

const RETRY_MS = 15_000;

/** Whether the browser believes it is online, kept current. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** What sending one kept check-in did: sent (whatever the answer), or still no connection. */
export type SendOutcome = 'sent' | 'offline';

/**
 * The check-ins kept on this phone for an event while offline: shown as waiting to send, and sent
 * one by one, oldest first, as soon as the connection returns.
 */
export function useOfflineCheckIns(eventId: string, send: (entry: QueuedCheckIn) => Promise<SendOutcome>) {
  const online = useOnline();
  const [queued, setQueued] = useState<QueuedCheckIn[]>([]);
  const sending = useRef(false);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const reload = useCallback(async () => setQueued(await queuedCheckIns(eventId)), [eventId]);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (const entry of await queuedCheckIns(eventId)) {
        if ((await sendRef.current(entry)) === 'offline') break;
        await forgetCheckIn(entry.key);
      }
    } finally {
      sending.current = false;
      await reload();
    }
  }, [eventId, reload]);

  useEffect(() => {
    let current = true;
    void queuedCheckIns(eventId).then((entries) => current && setQueued(entries));
    return () => {
      current = false;
    };
  }, [eventId]);

  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  // A venue's Wi-Fi can be up with nothing behind it: the browser still says online, so try again now and then.
  const waiting = queued.length > 0;
  useEffect(() => {
    if (!online || !waiting) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, waiting, flush]);

  const keep = async (entry: Omit<QueuedCheckIn, 'key' | 'scannedAt'>) => {
    await keepCheckIn({ ...entry, key: crypto.randomUUID(), scannedAt: new Date().toISOString() });
    await reload();
  };
  return { online, queued, keep, flush };
}
