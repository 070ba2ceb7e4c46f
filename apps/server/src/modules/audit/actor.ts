import { Actor } from './audit.service';

/** The admin a change is recorded against, from their session (audit knows no more of sign-in than this). */
export const actorOf = (session: { adminId: string; email: string }): Actor => ({
  id: session.adminId,
  label: session.email,
});
