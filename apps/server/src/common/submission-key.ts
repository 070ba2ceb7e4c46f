import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from './app-error';

/** Read by integrators (it names the header) and by a visitor whose form was sent before (reload). */
export const SUBMISSION_KEY_REUSED =
  'This form was already sent with other details under the same Idempotency-Key (submission key): reload the page, or send a new key, to submit new details';

/**
 * What a submission key is bound to: the SHA-256 of the submission as the rules read it (trimmed, with
 * its fallbacks), in one canonical JSON whatever the order of its fields, so a retry of the same form
 * matches and any other content does not.
 */
export function submissionHash(content: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/**
 * A submission under a key seen before: a retry of the same content (same hash) may have its first
 * reply back; anything else is refused, so a key never reads back what another submitted under it.
 * A row stored before keys were bound to content has no hash and matches nothing.
 */
export function requireSameSubmission(storedHash: string | null, hash: string): void {
  const same =
    storedHash !== null &&
    storedHash.length === hash.length &&
    timingSafeEqual(Buffer.from(storedHash), Buffer.from(hash));
  if (!same) throw AppError.conflict(SUBMISSION_KEY_REUSED);
}

/** JSON with every object's keys sorted; undefined members are left out, as JSON.stringify does. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
