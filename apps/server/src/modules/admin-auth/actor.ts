import { Actor } from '../audit/audit.service';
import { AdminSession } from './admin-session.service';

/** The admin a change is recorded against. */
export const actorOf = (session: AdminSession): Actor => ({ id: session.adminId, label: session.email });
