import { AdminUser } from './admin-user.entity';
import { AdminProfile } from './admin-auth.type';

/** What an admin may see of an account: never the password hash. */
export function toProfile(user: AdminUser): AdminProfile {
  return { id: user.id, email: user.email, name: user.name, lastLoginAt: user.lastLoginAt };
}
