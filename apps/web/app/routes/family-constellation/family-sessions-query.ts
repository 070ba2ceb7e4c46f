import { type FamilySessionsQuery, graphql } from '@academy/graphql-client';
import { fetchGraphql } from '../../graphql/fetch-graphql';

const FamilySessionsDocument = graphql(`
  query FamilySessions {
    familySessions(upcoming: true) {
      ...FamilySessionFields
    }
  }
`);

/** A family session as the section lists it and the booking modal shows it. */
export type FamilySessionView = FamilySessionsQuery['familySessions'][number];

/**
 * The family sessions still to come, with their seats left, asked afresh each time (seats change
 * between visits; a cached list could offer a full session). Without React, so that the island of a
 * page that ships none (islands/family-sessions.ts) can ask too.
 */
export async function fetchFamilySessions(): Promise<readonly FamilySessionView[]> {
  return (await fetchGraphql(FamilySessionsDocument)).familySessions;
}

/** The lists on the page, each reloading its sessions. */
export const familySessionLists = new Set<() => void>();

/** Seats changed through another part of the page (a claim link's booking): every list asks again. */
export function refreshFamilySessions(): void {
  for (const reload of familySessionLists) reload();
}

/** Marks the prerendered words the island (islands/family-sessions.ts) shows when no session is scheduled. */
export const NO_SESSIONS_TEMPLATE = 'data-no-family-sessions';
