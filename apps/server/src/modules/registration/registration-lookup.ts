import { Repository } from 'typeorm';
import { Registration } from './registration.entity';

export const REGISTRATION_NOT_FOUND = 'Registration not found';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The registration of an id; null for an id that is not one (never a database error). */
export function findRegistration(
  registrations: Repository<Registration>,
  id: string,
): Promise<Registration | null> {
  return UUID_PATTERN.test(id) ? registrations.findOneBy({ id }) : Promise.resolve(null);
}
