import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PRIVATE_LINK_TOKEN_PREFIX } from '../../admin-auth/request-auth';

/** Links that confirm a new e-mail address carry tokens starting with this, never taken for a private link's. */
export const EMAIL_CHANGE_TOKEN_PREFIX = 'ec_';

/** A new token (256 random bits) and the hash that is all the database keeps of it. */
function newToken(prefix: string): { token: string; hash: string } {
  const token = `${prefix}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashLinkToken(token) };
}

/** The private link's token. */
export const newLinkToken = () => newToken(PRIVATE_LINK_TOKEN_PREFIX);

/** The token of the link that confirms a new e-mail address. */
export const newEmailChangeToken = () => newToken(EMAIL_CHANGE_TOKEN_PREFIX);

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares in constant time, so response timing tells nothing about how much of a guess was right. */
export function linkTokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashLinkToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
