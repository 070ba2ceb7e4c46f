import { CookieOptions, Request, RequestHandler, Response } from 'express';
import { AppError } from '../../common/app-error';
import { Access } from '../module';
import { AdminSession, AdminSessionService, IssuedSession, SESSION_SECONDS } from './admin-session.service';

/** The HttpOnly cookie an admin's browser carries its session in (the web client never reads it). */
export const SESSION_COOKIE = 'admin_session';

/** Private registration links carry tokens starting with this, so they never pass for an admin session. */
export const PRIVATE_LINK_TOKEN_PREFIX = 'rt_';
export const REGISTRATION_TOKEN_HEADER = 'x-registration-token';

/**
 * Who is asking, worked out once per request and only when something asks: an admin session (from a
 * bearer header or the session cookie) and/or a registration's private-link token.
 */
export class RequestAuth {
  private session: Promise<AdminSession | null> | undefined;

  constructor(
    private readonly sessions: AdminSessionService,
    private readonly req: Request,
  ) {}

  /** The token of an `Authorization: Bearer …` header: an admin session or a private link's. */
  private bearer(): string | undefined {
    return this.req.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  }

  /** The bearer token, or the session cookie; private-link tokens are not admin credentials. */
  private adminToken(): string | undefined {
    const bearer = this.bearer();
    if (bearer && !bearer.startsWith(PRIVATE_LINK_TOKEN_PREFIX)) return bearer;
    const cookie = (this.req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    return cookie || undefined;
  }

  /** The admin session; null when the request carries no admin credential; throws when it is bad. */
  adminSession(): Promise<AdminSession | null> {
    if (!this.session) {
      const token = this.adminToken();
      this.session = token ? this.sessions.authenticate(token) : Promise.resolve(null);
    }
    return this.session;
  }

  /** 401 without a session, 403 with an ended one. */
  async requireAdmin(): Promise<AdminSession> {
    const session = await this.adminSession();
    if (!session) throw AppError.unauthenticated();
    return session;
  }

  /** A registration's private-link token, from `Authorization: Bearer rt_…` or the X-Registration-Token header. */
  registrationToken(): string | undefined {
    const bearer = this.bearer();
    if (bearer?.startsWith(PRIVATE_LINK_TOKEN_PREFIX)) return bearer;
    const token = this.req.get(REGISTRATION_TOKEN_HEADER)?.trim();
    return token || undefined;
  }

  /** Where the request comes from, for throttling (the proxy's client address when TRUST_PROXY says so). */
  get clientAddress(): string {
    return this.req.ip ?? this.req.socket.remoteAddress ?? 'unknown';
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    auth: RequestAuth;
  }
}

export function attachRequestAuth(sessions: AdminSessionService): RequestHandler {
  return (req, _res, next) => {
    req.auth = new RequestAuth(sessions, req);
    next();
  };
}

/** The guard in front of every REST route, by the access its declaration names. */
export function guard(access: Access): RequestHandler {
  return async (req, _res, next) => {
    try {
      if (access === 'admin') await req.auth.requireAdmin();
      if (access === 'registrant') {
        const session = await req.auth.adminSession();
        // Whether the token opens *this* registration is the service's check (404 if it does not).
        if (!session && !req.auth.registrationToken()) throw AppError.unauthenticated();
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

const cookieOptions = (maxAgeMs?: number): CookieOptions => ({
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/',
  ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}),
});

/**
 * Puts the session in the cookie. Remember me keeps it for the session's day across browser restarts;
 * without it the cookie ends with the browser (the token itself still expires after a day).
 */
export function setSessionCookie(res: Response, session: IssuedSession): void {
  const maxAge = session.remember ? SESSION_SECONDS * 1000 : undefined;
  res.cookie(SESSION_COOKIE, session.token, cookieOptions(maxAge));
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions());
}
