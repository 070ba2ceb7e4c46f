import { createHash, randomBytes } from 'node:crypto';

/** Claim links carry tokens starting with this, never taken for a private link's. */
const CLAIM_TOKEN_PREFIX = 'wl_';

/** The links that confirm a place in line carry tokens starting with this, never taken for a claim's. */
const JOIN_TOKEN_PREFIX = 'wc_';

function newToken(prefix: string): { token: string; hash: string } {
  const token = `${prefix}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashClaimToken(token) };
}

/** A new claim token (256 random bits) and the hash that is all the database keeps of it. */
export const newClaimToken = () => newToken(CLAIM_TOKEN_PREFIX);

/** A new token for the link that confirms a place in line, and its hash. */
export const newJoinToken = () => newToken(JOIN_TOKEN_PREFIX);

export const hashClaimToken = (token: string) => createHash('sha256').update(token).digest('hex');
