import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import {
  INVALID_EMAIL_MESSAGE,
  disallowedCharactersMessage,
  hasDisallowedNameCharacters,
  isEmail,
} from '@academy/validation';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../config';
import { Database, isDuplicateKeyError } from '../../database/database';
import { normalizeEmail } from './admin-email';
import { AdminSession, AdminSessionService, IssuedSession } from './admin-session.service';
import { AdminUser } from './admin-user.entity';
import { hashPassword } from './passwords';

const EMAIL_TAKEN_MESSAGE = 'Another account uses this email address';

/**
 * Admin accounts: the signed-in admin's profile and password, and the accounts the start-up and the
 * command line create. A password change ends every older session (through AdminSessionService).
 */
export class AdminAccountService {
  constructor(
    private readonly db: Database,
    private readonly sessions: AdminSessionService,
    private readonly clock: Clock,
  ) {}

  private get users(): Repository<AdminUser> {
    return this.db.dataSource.getRepository(AdminUser);
  }

  async profile(session: AdminSession): Promise<AdminUser> {
    const user = await this.users.findOneBy({ id: session.adminId });
    if (!user) throw AppError.forbidden();
    return user;
  }

  async updateProfile(
    session: AdminSession,
    changes: { name?: unknown; email?: unknown },
  ): Promise<AdminUser> {
    const user = await this.profile(session);
    const fieldErrors = [];
    let name = user.name;
    let email = user.email;
    if (changes.name !== undefined) {
      name = typeof changes.name === 'string' ? changes.name.trim() : '';
      if (name.length < 2 || name.length > 100)
        fieldErrors.push({ field: 'name', message: 'Name must be 2 to 100 characters' });
      else if (hasDisallowedNameCharacters(name))
        fieldErrors.push({ field: 'name', message: disallowedCharactersMessage('Name') });
    }
    if (changes.email !== undefined) {
      email = typeof changes.email === 'string' ? normalizeEmail(changes.email) : '';
      if (!isEmail(email)) {
        fieldErrors.push({ field: 'email', message: INVALID_EMAIL_MESSAGE });
      } else if (email !== user.email && (await this.users.existsBy({ email }))) {
        fieldErrors.push({ field: 'email', message: EMAIL_TAKEN_MESSAGE });
      }
    }
    if (fieldErrors.length > 0) throw AppError.badInput(fieldErrors, fieldErrors[0].message);
    const updatedAt = this.clock.now();
    try {
      await this.db.transaction((manager) => manager.update(AdminUser, user.id, { name, email, updatedAt }));
    } catch (error) {
      // Another account took the address between the check above and this update.
      if (isDuplicateKeyError(error)) {
        throw AppError.badInput([{ field: 'email', message: EMAIL_TAKEN_MESSAGE }], EMAIL_TAKEN_MESSAGE);
      }
      throw error;
    }
    return { ...user, name, email, updatedAt };
  }

  /**
   * Changes the password after checking the current one (within the sign-in limits, counted with the
   * sign-ins of the account from `clientAddress`), ends every other session of the account and returns
   * a fresh session for the one that asked.
   */
  async changePassword(
    session: AdminSession,
    currentPassword: unknown,
    newPassword: unknown,
    clientAddress: string,
  ): Promise<IssuedSession> {
    const user = await this.profile(session);
    const fieldErrors = [];
    if (
      typeof currentPassword !== 'string' ||
      !(await this.sessions.checkPassword(user, currentPassword, clientAddress))
    ) {
      fieldErrors.push({ field: 'currentPassword', message: 'The current password is not correct' });
    }
    const problem = passwordProblem(newPassword);
    if (problem) fieldErrors.push({ field: 'newPassword', message: problem });
    if (fieldErrors.length > 0) throw AppError.badInput(fieldErrors, fieldErrors[0].message);
    const sessionVersion = await this.setPassword(user, newPassword as string);
    const issued = await this.sessions.issue({ ...user, sessionVersion }, session.remember);
    await this.sessions.logout(session);
    return issued;
  }

  /** Creates an account; refuses an e-mail already in use. */
  async createAccount(emailInput: string, password: string, name = 'Admin'): Promise<AdminUser> {
    const email = normalizeEmail(emailInput);
    if (!isEmail(email)) throw AppError.badInput([{ field: 'email', message: INVALID_EMAIL_MESSAGE }]);
    const problem = passwordProblem(password);
    if (problem) throw AppError.badInput([{ field: 'password', message: problem }]);
    const taken = () => AppError.conflict(`An admin account for ${email} already exists`);
    if (await this.users.existsBy({ email })) throw taken();
    const now = this.clock.now();
    const user: AdminUser = {
      id: randomUUID(),
      email,
      name,
      passwordHash: await hashPassword(password),
      sessionVersion: 0,
      lastLoginAt: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.db.transaction((manager) => manager.insert(AdminUser, user));
    } catch (error) {
      // Another instance or request created it between the check above and this insert.
      if (isDuplicateKeyError(error)) throw taken();
      throw error;
    }
    return user;
  }

  /** Sets a new password for an account by e-mail (the command line's reset-password). */
  async resetPassword(emailInput: string, password: string): Promise<AdminUser> {
    const user = await this.users.findOneBy({ email: normalizeEmail(emailInput) });
    if (!user) throw AppError.notFound(`No admin account for ${emailInput}`);
    const problem = passwordProblem(password);
    if (problem) throw AppError.badInput([{ field: 'password', message: problem }]);
    await this.setPassword(user, password);
    return user;
  }

  /** Sets a password already checked (a reset link's), ending every session of the account. */
  async replacePassword(user: AdminUser, password: string): Promise<void> {
    await this.setPassword(user, password);
  }

  async hasAccount(email?: string): Promise<boolean> {
    return email ? this.users.existsBy({ email: normalizeEmail(email) }) : (await this.users.count()) > 0;
  }

  /** Sets the password and ends every session of the account; answers the new session version. */
  private async setPassword(user: AdminUser, password: string): Promise<number> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (manager) => {
      // Raised in the database, so two changes at once both count.
      await manager.update(AdminUser, user.id, {
        passwordHash,
        sessionVersion: () => 'sessionVersion + 1',
        updatedAt: this.clock.now(),
      });
      return (await manager.findOneByOrFail(AdminUser, { id: user.id })).sessionVersion;
    });
  }
}

/** What is wrong with a proposed password, or undefined. */
export function passwordProblem(password: unknown): string | undefined {
  if (typeof password !== 'string' || password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`;
  }
  if (password.length > 200) return 'Password must be at most 200 characters long';
  return undefined;
}
