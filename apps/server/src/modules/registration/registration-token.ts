import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { REGISTRATION_TOKEN_PREFIX } from '../admin-auth/request-auth';

/** A new private-link token (256 random bits) and the hash that is all the database keeps of it. */
export function newAccessToken(): { token: string; hash: string } {
  const token = `${REGISTRATION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares in constant time, so response timing tells nothing about how much of a guess was right. */
export function accessTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashAccessToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
