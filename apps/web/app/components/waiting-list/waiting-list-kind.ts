import type { WaitingListSubject } from '@academy/content';
import type { WaitingListKind } from '@academy/graphql-client';

/** The content's name of a waiting list's kind, for the sentences that say what is full. */
export const WAITING_LIST_SUBJECT: Record<WaitingListKind, WaitingListSubject> = {
  EVENT: 'event',
  FAMILY_SESSION: 'family-session',
};
