import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/database';
import { SiteVersion } from './shared-store.entities';

/** The one count the public pages follow: events, family sessions and fees. */
const CONTENT = 'content';

/**
 * What the public pages show changes with staff's edits (an event, a family session, a fee): the
 * service that makes such a change counts it with `changed`, inside its own transaction, and every
 * instance's page cache (modules/public-pages) reads the count to know its pages are out of date. The
 * count lives in the database even when REDIS_URL is set: only there does it commit with the change, so
 * no instance can see the new count and still read the old data.
 */
export class SiteChanges {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Database) {}

  /**
   * Counts one change, in the transaction that makes it. Once it has committed, this instance's
   * listeners are told at once (other instances read the count on their own schedule).
   */
  async changed(manager: EntityManager): Promise<void> {
    await manager.increment(SiteVersion, { name: CONTENT }, 'version', 1);
    this.db.afterCommit(manager, () => {
      for (const listener of this.listeners) listener();
    });
  }

  /** Calls `listener` after each change made through this instance has committed; returns its removal. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The count of changes so far. */
  async version(): Promise<number> {
    const row = await this.db.manager.findOneBy(SiteVersion, { name: CONTENT });
    return row?.version ?? 0;
  }
}
