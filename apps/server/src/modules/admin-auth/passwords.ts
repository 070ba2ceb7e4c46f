import { randomBytes, randomInt } from 'node:crypto';
import { onFirstUse } from '../../common/on-first-use';

/**
 * argon2 (a native addon) is loaded with the first password set or checked, not at start: an instance
 * that serves only visitors never needs it.
 */
const argon2 = onFirstUse(() => import('argon2'));

/** argon2id with the library's defaults (64 MiB, 3 passes): about 50 ms per check on this class of machine. */
export async function hashPassword(password: string): Promise<string> {
  const { hash, argon2id } = await argon2();
  return hash(password, { type: argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  // Outside the try, which takes any error for a wrong password: a library that cannot load is not one.
  const { verify } = await argon2();
  try {
    return await verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anybody knows: checked for unknown accounts so they take as long as known ones. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** A password to print once: 20 characters from an alphabet without look-alikes (about 115 bits). */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}
