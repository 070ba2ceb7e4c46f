import { EntityManager, In } from 'typeorm';
import { Database } from '../../../database/database';
import { PrivateLink } from './private-link.entity';
import { ReplacedPrivateLink } from './replaced-private-link.entity';
import { Registration } from '../registration.entity';
import { linkTokenMatches, hashLinkToken, newLinkToken } from './link-token';

/**
 * "Lost your link?" links waiting to be used, per registration: asking again and again keeps the
 * newest; the oldest unused ones end (the mails are throttled per recipient anyway).
 */
const MAX_UNUSED_NEW_LINKS = 5;

/**
 * Whether `token` opens `registration`: the registration's own link, or a further one mailed since.
 * A "Lost your link?" link that opens it becomes its own link now, ending the others.
 */
export async function opensRegistration(
  db: Database,
  registration: Registration,
  token: string,
): Promise<boolean> {
  if (linkTokenMatches(token, registration.accessTokenHash)) return true;
  const link = await db.manager.findOneBy(PrivateLink, {
    tokenHash: hashLinkToken(token),
    registrationId: registration.id,
  });
  if (!link) return false;
  return link.replacesOthers ? takeOver(db, link) : true;
}

/** The registration a token opens, if any (a "Lost your link?" link takes over as above). */
export async function registrationOpenedBy(db: Database, token: string): Promise<Registration | null> {
  const tokenHash = hashLinkToken(token);
  const own = await db.manager.findOneBy(Registration, { accessTokenHash: tokenHash });
  if (own) return own;
  const link = await db.manager.findOneBy(PrivateLink, { tokenHash });
  if (!link || (link.replacesOthers && !(await takeOver(db, link)))) return null;
  return db.manager.findOneBy(Registration, { id: link.registrationId });
}

/**
 * The first use of a "Lost your link?" link: it becomes the registration's own link and every other
 * one ends (the earlier own link, reminders', and other new links not yet used). One transaction, and
 * the link's own row is the claim: of two new links used at once, one wins and the other then opens
 * nothing. False when the link ended meanwhile.
 */
async function takeOver(db: Database, link: PrivateLink): Promise<boolean> {
  return db.transaction(async (manager) => {
    const claimed = await manager.delete(PrivateLink, {
      tokenHash: link.tokenHash,
      registrationId: link.registrationId,
      replacesOthers: true,
    });
    if (claimed.affected !== 1) {
      // The same link used twice at once: the other use made it the registration's own already.
      const registration = await manager.findOneBy(Registration, { id: link.registrationId });
      return registration?.accessTokenHash === link.tokenHash;
    }
    const registration = await manager.findOneBy(Registration, { id: link.registrationId });
    const others = await manager.findBy(PrivateLink, { registrationId: link.registrationId });
    const replaced = [registration?.accessTokenHash, ...others.map((other) => other.tokenHash)].flatMap(
      (tokenHash) =>
        tokenHash ? [{ tokenHash, registrationId: link.registrationId, replacedAt: link.createdAt }] : [],
    );
    if (replaced.length > 0) await manager.insert(ReplacedPrivateLink, replaced);
    await manager.update(Registration, { id: link.registrationId }, { accessTokenHash: link.tokenHash });
    await endPrivateLinks(manager, link.registrationId);
    return true;
  });
}

/** A further private link's token for a registration (a reminder's), leaving its other links working. */
export async function addPrivateLink(
  manager: EntityManager,
  registrationId: string,
  now: Date,
): Promise<string> {
  return insertLink(manager, registrationId, now, false);
}

/** Stores a new link's hash (never the token) and returns its token. */
async function insertLink(
  manager: EntityManager,
  registrationId: string,
  now: Date,
  replacesOthers: boolean,
): Promise<string> {
  const { token, hash } = newLinkToken();
  await manager.insert(PrivateLink, { tokenHash: hash, registrationId, createdAt: now, replacesOthers });
  return token;
}

/**
 * A "Lost your link?" link's token: it opens the registration beside the others, which keep working
 * until it is first used (then it replaces them). Only the newest few unused ones are kept.
 */
export async function addReplacingPrivateLink(
  manager: EntityManager,
  registrationId: string,
  now: Date,
): Promise<string> {
  const token = await insertLink(manager, registrationId, now, true);
  const unused = await manager.find(PrivateLink, {
    where: { registrationId, replacesOthers: true },
    order: { createdAt: 'DESC', tokenHash: 'ASC' },
  });
  const ended = unused.slice(MAX_UNUSED_NEW_LINKS).map((row) => row.tokenHash);
  if (ended.length > 0) await manager.delete(PrivateLink, { tokenHash: In(ended) });
  return token;
}

/** Ends a registration's further links: a new link of its own replaces every earlier one. */
export async function endPrivateLinks(manager: EntityManager, registrationId: string): Promise<void> {
  await manager.delete(PrivateLink, { registrationId });
}

/**
 * When the newer link that replaced `token` was mailed, if a "Lost your link?" link replaced it (a
 * link that never opened this registration gets null, as any other wrong one).
 */
export async function privateLinkReplacedAt(
  db: Database,
  registrationId: string,
  token: string,
): Promise<Date | null> {
  const replaced = await db.manager.findOneBy(ReplacedPrivateLink, {
    tokenHash: hashLinkToken(token),
    registrationId,
  });
  return replaced?.replacedAt ?? null;
}
