import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Repository } from 'typeorm';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE, isEmail } from '@academy/validation';
import { AppError } from '../../common/app-error';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../config';
import { Database, isDuplicateKeyError } from '../../database/database';
import { Clock } from '../../common/clock';
import { SharedStore, WindowCount } from '../shared-store/shared-store';
import { AdminUser } from './admin-user.entity';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';

/** A session lasts one day (SPEC.md 9: the token cookie expires in 1 day). */
export const SESSION_SECONDS = 24 * 60 * 60;

/**
 * Failed logins allowed per account and per client address in one window; the next attempt within the
 * window is refused with 429 before any password is checked.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
} as const;

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/** A signed-in admin, as every guarded field and path sees it. */
export interface AdminSession {
  adminId: string;
  email: string;
  name: string;
  sessionId: string;
  expiresAt: Date;
  /** Remember me was ticked: the browser keeps the cookie across restarts. */
  remember: boolean;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  admin: AdminUser;
  remember: boolean;
}

interface SessionClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
  rem: boolean;
}

const EMAIL_TAKEN_MESSAGE = 'Another account uses this email address';

/** Accounts are found by e-mail without regard to case or surrounding spaces. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Admin accounts and their sessions. A session is a signed JWT (HS256, one day) naming the account and
 * a session id; signing out revokes the id in the shared store, and changing the password ends every
 * older session, so both take effect on every instance at once.
 */
export class AdminAuth {
  constructor(
    private readonly db: Database,
    private readonly store: SharedStore,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  private get users(): Repository<AdminUser> {
    return this.db.dataSource.getRepository(AdminUser);
  }

  /** Checks the credentials (throttled per account and per address) and opens a session. */
  async login(
    emailInput: unknown,
    passwordInput: unknown,
    clientAddress: string,
    remember = false,
  ): Promise<IssuedSession> {
    const email = typeof emailInput === 'string' ? normalizeEmail(emailInput) : '';
    const password = typeof passwordInput === 'string' ? passwordInput : '';
    const fieldErrors = [
      ...(email ? [] : [{ field: 'email', message: 'Email is required' }]),
      ...(password ? [] : [{ field: 'password', message: 'Password is required' }]),
    ];
    if (fieldErrors.length > 0) throw AppError.badInput(fieldErrors, fieldErrors[0].message);

    const accountKey = `login:account:${email}`;
    const addressKey = `login:address:${clientAddress}`;
    const [accountWindow, addressWindow] = await Promise.all([
      this.store.peek(accountKey),
      this.store.peek(addressKey),
    ]);
    this.refuseWhileThrottled(accountWindow, LOGIN_THROTTLE.perAccount);
    this.refuseWhileThrottled(addressWindow, LOGIN_THROTTLE.perAddress);

    const user = await this.users.findOneBy({ email });
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!user || !valid) {
      await Promise.all([
        this.store.hit(accountKey, LOGIN_THROTTLE.windowMs),
        this.store.hit(addressKey, LOGIN_THROTTLE.windowMs),
      ]);
      throw AppError.unauthenticated(INVALID_LOGIN_MESSAGE);
    }
    await this.store.reset(accountKey);
    const now = this.clock.now();
    await this.db.transaction((manager) => manager.update(AdminUser, user.id, { lastLoginAt: now }));
    return this.issue(user, remember);
  }

  private refuseWhileThrottled(window: WindowCount | undefined, limit: number): void {
    if (!window || window.count < limit) return;
    const seconds = Math.max(1, Math.ceil((window.resetAt.getTime() - this.clock.now().getTime()) / 1000));
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
      { retryAfterSeconds: seconds },
    );
  }

  private issue(user: AdminUser, remember: boolean): IssuedSession {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const claims: SessionClaims = {
      sub: user.id,
      sid: randomUUID(),
      iat: issuedAt,
      exp: issuedAt + SESSION_SECONDS,
      rem: remember,
    };
    const token = jwt.sign(claims, this.secret, { algorithm: 'HS256' });
    return { token, expiresAt: new Date(claims.exp * 1000), admin: user, remember };
  }

  /**
   * The session a token opens. 401 for a token that is malformed, forged or expired; 403 for one that
   * was valid but has been ended (signed out, password changed, account removed).
   */
  async authenticate(token: string): Promise<AdminSession> {
    let claims: SessionClaims;
    try {
      claims = jwt.verify(token, this.secret, {
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      }) as SessionClaims;
    } catch {
      throw AppError.unauthenticated('Your session is not valid or has expired. Please sign in again.');
    }
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') {
      throw AppError.unauthenticated('Your session is not valid or has expired. Please sign in again.');
    }
    const [revoked, user] = await Promise.all([
      this.store.isRevoked(claims.sid),
      this.users.findOneBy({ id: claims.sub }),
    ]);
    if (revoked || !user) throw AppError.forbidden();
    if (user.sessionsValidAfter && claims.iat * 1000 < user.sessionsValidAfter.getTime()) {
      throw AppError.forbidden();
    }
    return {
      adminId: user.id,
      email: user.email,
      name: user.name,
      sessionId: claims.sid,
      expiresAt: new Date(claims.exp * 1000),
      remember: claims.rem === true,
    };
  }

  /** Ends the session now, on every instance. */
  async logout(session: AdminSession): Promise<void> {
    await this.store.revoke(session.sessionId, session.expiresAt);
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
    }
    if (changes.email !== undefined) {
      email = typeof changes.email === 'string' ? normalizeEmail(changes.email) : '';
      if (!isEmail(email) || email.length > EMAIL_MAX_LENGTH) {
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
   * Changes the password after checking the current one, ends every other session of the account and
   * returns a fresh session for the one that asked.
   */
  async changePassword(
    session: AdminSession,
    currentPassword: unknown,
    newPassword: unknown,
  ): Promise<IssuedSession> {
    const user = await this.profile(session);
    const fieldErrors = [];
    if (typeof currentPassword !== 'string' || !(await verifyPassword(user.passwordHash, currentPassword))) {
      fieldErrors.push({ field: 'currentPassword', message: 'The current password is not correct' });
    }
    const problem = passwordProblem(newPassword);
    if (problem) fieldErrors.push({ field: 'newPassword', message: problem });
    if (fieldErrors.length > 0) throw AppError.badInput(fieldErrors, fieldErrors[0].message);
    await this.setPassword(user, newPassword as string);
    const issued = this.issue(user, session.remember);
    await this.store.revoke(session.sessionId, session.expiresAt);
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
      sessionsValidAfter: null,
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

  async hasAccount(email?: string): Promise<boolean> {
    return email ? this.users.existsBy({ email: normalizeEmail(email) }) : (await this.users.count()) > 0;
  }

  private async setPassword(user: AdminUser, password: string): Promise<void> {
    const now = this.clock.now();
    // Whole seconds: a session's issue time has second precision, and one issued in this very second
    // for the new password must stay valid while every older one ends.
    const sessionsValidAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const passwordHash = await hashPassword(password);
    await this.db.transaction((manager) =>
      manager.update(AdminUser, user.id, { passwordHash, sessionsValidAfter, updatedAt: now }),
    );
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
