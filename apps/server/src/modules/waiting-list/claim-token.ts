import { createHash, randomBytes } from 'node:crypto';

/** Claim links carry tokens starting with this, never taken for a private link's. */
const CLAIM_TOKEN_PREFIX = 'wl_';

/** A new claim token (256 random bits) and the hash that is all the database keeps of it. */
export function newClaimToken(): { token: string; hash: string } {
  const token = `${CLAIM_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashClaimToken(token) };
}

export const hashClaimToken = (token: string) => createHash('sha256').update(token).digest('hex');
