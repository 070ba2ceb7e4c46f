import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { SIGN_IN_FIELDS, validateSignIn } from '@academy/validation';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { onFirstUse } from '../../common/on-first-use';
import { Database } from '../../database/database';
import { SharedStore } from '../shared-store/shared-store';
import { normalizeEmail } from './admin-email';
import { AdminUser } from './admin-user.entity';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { SignInThrottle } from './sign-in-throttle';

/** A session lasts one day (SPEC.md 9: the token cookie expires in 1 day). */
export const SESSION_SECONDS = 24 * 60 * 60;

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/**
 * jsonwebtoken (some 70 modules) is loaded with the first admin session, not at start: an instance
 * that serves only visitors never needs it.
 */
const jsonWebTokens = onFirstUse(() => import('jsonwebtoken'));

/** Why a sign-in with credentials was refused. */
export type SignInRefusal = 'invalid' | 'throttled';

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
  /** The account's session version at issue (AdminUser.sessionVersion); absent in older tokens: 0. */
  ver?: number;
}

/**
 * Admin sessions: sign-in (throttled), the check every guard makes, and sign-out. A session is a signed
 * JWT (HS256, one day) naming the account and a session id; signing out revokes the id in the shared
 * store, and changing the password (AdminAccountService) raises the account's session version, ending
 * every session issued before, so both take effect on every instance at once.
 */
export class AdminSessionService {
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly db: Database,
    private readonly store: SharedStore,
    private readonly secret: string,
    private readonly clock: Clock,
    /** Told of every refused sign-in (the failed sign-ins metric). */
    private readonly onRefused: (reason: SignInRefusal) => void = () => {},
  ) {
    this.throttle = new SignInThrottle(store, clock);
  }

  private get users(): Repository<AdminUser> {
    return this.db.dataSource.getRepository(AdminUser);
  }

  /** Checks the credentials (throttled: see LOGIN_THROTTLE) and opens a session. */
  async login(
    emailInput: unknown,
    passwordInput: unknown,
    clientAddress: string,
    remember = false,
  ): Promise<IssuedSession> {
    // The sign-in form's own rules (SPEC.md 5.4), from @academy/validation.
    const errors = validateSignIn({ email: emailInput, password: passwordInput });
    const fieldErrors = SIGN_IN_FIELDS.flatMap((field) => {
      const message = errors[field];
      return message ? [{ field, message }] : [];
    });
    if (fieldErrors.length > 0) throw AppError.badInput(fieldErrors, fieldErrors[0].message);
    const email = normalizeEmail(emailInput as string);
    const password = passwordInput as string;

    // Read only for an attempt the limits let through.
    const found: { user?: AdminUser | null } = {};
    let valid: boolean;
    try {
      valid = await this.throttle.check(email, clientAddress, async () => {
        found.user = await this.users.findOneBy({ email });
        // An unknown account's check takes as long as a known one's.
        return verifyPassword(found.user?.passwordHash ?? (await decoyPasswordHash()), password);
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') this.onRefused('throttled');
      throw error;
    }
    const { user } = found;
    if (!user || !valid) {
      this.onRefused('invalid');
      throw AppError.unauthenticated(INVALID_LOGIN_MESSAGE);
    }
    const now = this.clock.now();
    await this.db.transaction((manager) => manager.update(AdminUser, user.id, { lastLoginAt: now }));
    return this.issue(user, remember);
  }

  /**
   * Whether `password` is the account's, checked within the sign-in limits (RATE_LIMITED past them):
   * the current password a password change asks for is guessed like a sign-in, and counts with them.
   */
  checkPassword(user: AdminUser, password: string, clientAddress: string): Promise<boolean> {
    return this.throttle.check(user.email, clientAddress, () => verifyPassword(user.passwordHash, password));
  }

  /** A new session for the account (after a sign-in, or for the one that changed the password). */
  async issue(user: AdminUser, remember: boolean): Promise<IssuedSession> {
    const { sign } = await jsonWebTokens();
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const claims: SessionClaims = {
      sub: user.id,
      sid: randomUUID(),
      iat: issuedAt,
      exp: issuedAt + SESSION_SECONDS,
      rem: remember,
      ver: user.sessionVersion,
    };
    const token = sign(claims, this.secret, { algorithm: 'HS256' });
    return { token, expiresAt: new Date(claims.exp * 1000), admin: user, remember };
  }

  /**
   * The session a token opens. 401 for a token that is malformed, forged or expired; 403 for one that
   * was valid but has been ended (signed out, password changed, account removed).
   */
  async authenticate(token: string): Promise<AdminSession> {
    // Outside the try, which takes any error for a bad token: a library that cannot load is not one.
    const { verify } = await jsonWebTokens();
    let claims: SessionClaims;
    try {
      claims = verify(token, this.secret, {
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
    if ((claims.ver ?? 0) !== user.sessionVersion) throw AppError.forbidden();
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
