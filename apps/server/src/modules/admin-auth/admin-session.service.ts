import { createHash, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Repository } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { SharedStore, WindowCount } from '../shared-store/shared-store';
import { normalizeEmail } from './admin-email';
import { AdminUser } from './admin-user.entity';
import { decoyPasswordHash, verifyPassword } from './passwords';

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

/**
 * Admin sessions: sign-in (throttled), the check every guard makes, and sign-out. A session is a signed
 * JWT (HS256, one day) naming the account and a session id; signing out revokes the id in the shared
 * store, and changing the password (AdminAccountService) ends every older session, so both take effect
 * on every instance at once.
 */
export class AdminSessionService {
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

    // A digest, not the address itself: any e-mail a client sends must fit the store's 200-character key.
    const accountKey = `login:account:${createHash('sha256').update(email).digest('hex')}`;
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

  /** A new session for the account (after a sign-in, or for the one that changed the password). */
  issue(user: AdminUser, remember: boolean): IssuedSession {
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
}
