import { graphql } from '@academy/graphql-client';

/** What a details view shows of each change to a record (HistoryList); every history selection spreads it. */
export const AuditHistoryFields = graphql(`
  fragment AuditHistoryFields on AuditEntry {
    id
    at
    actor
    action
    summary
  }
`);
