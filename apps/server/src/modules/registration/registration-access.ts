import { EntityManager } from 'typeorm';
import { RegistrationLink } from './registration-link.entity';
import { Registration } from './registration.entity';
import { accessTokenMatches, hashAccessToken, newAccessToken } from './registration-token';

/** Whether `token` opens `registration`: the registration's own link, or a further one mailed since. */
export async function opensRegistration(
  manager: EntityManager,
  registration: Registration,
  token: string,
): Promise<boolean> {
  if (accessTokenMatches(token, registration.accessTokenHash)) return true;
  const links = await manager.countBy(RegistrationLink, {
    tokenHash: hashAccessToken(token),
    registrationId: registration.id,
  });
  return links === 1;
}

/** The registration a token opens, if any. */
export async function registrationOpenedBy(
  manager: EntityManager,
  token: string,
): Promise<Registration | null> {
  const tokenHash = hashAccessToken(token);
  const own = await manager.findOneBy(Registration, { accessTokenHash: tokenHash });
  if (own) return own;
  const link = await manager.findOneBy(RegistrationLink, { tokenHash });
  return link ? manager.findOneBy(Registration, { id: link.registrationId }) : null;
}

/** A further private link's token for a registration (a reminder's), leaving its other links working. */
export async function addRegistrationLink(
  manager: EntityManager,
  registrationId: string,
  now: Date,
): Promise<string> {
  const { token, hash } = newAccessToken();
  await manager.insert(RegistrationLink, { tokenHash: hash, registrationId, createdAt: now });
  return token;
}

/** Ends a registration's further links: a new link of its own replaces every earlier one. */
export async function endRegistrationLinks(manager: EntityManager, registrationId: string): Promise<void> {
  await manager.delete(RegistrationLink, { registrationId });
}
