import express, { RequestHandler } from 'express';
import { requireJson } from '../../http/require-json';
import { RouteSpec } from '../module';
import { AdminAccountService } from './admin-account.service';
import { AdminSessionService } from './admin-session.service';
import { toProfile } from './admin-profile';
import { clearSessionCookie, setSessionCookie } from './request-auth';

/** Route handlers are async; Express 5 passes their rejections to the error handler. */
type Handler = RequestHandler;

/**
 * The admin paths of SPEC.md section 7 under /api/admin, for clients that predate the GraphQL API.
 * Replies carry `success`, `message` and `data`; a failure carries `error` (the login page reads it).
 */
export function adminAuthRoutes(sessions: AdminSessionService, accounts: AdminAccountService): RouteSpec[] {
  const json = [express.json({ limit: '10kb' }), requireJson];

  const login: Handler = async (req, res) => {
    const { email, password, rememberMe } = (req.body ?? {}) as Record<string, unknown>;
    const session = await sessions.login(email, password, req.auth.clientAddress, rememberMe === true);
    setSessionCookie(res, session);
    // The original client reads the token at the top of the body; later clients read data.token.
    res.json({
      success: true,
      message: 'Login successful',
      token: session.token,
      data: {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        admin: toProfile(session.admin),
      },
    });
  };

  const profile: Handler = async (req, res) => {
    const user = await accounts.profile(await req.auth.requireAdmin());
    res.json({ success: true, message: 'Profile retrieved successfully', data: toProfile(user) });
  };

  const updateProfile: Handler = async (req, res) => {
    const { name, email } = (req.body ?? {}) as Record<string, unknown>;
    const user = await accounts.updateProfile(await req.auth.requireAdmin(), { name, email });
    res.json({ success: true, message: 'Profile updated successfully', data: toProfile(user) });
  };

  const changePassword: Handler = async (req, res) => {
    const { currentPassword, newPassword } = (req.body ?? {}) as Record<string, unknown>;
    const session = await accounts.changePassword(
      await req.auth.requireAdmin(),
      currentPassword,
      newPassword,
      req.auth.clientAddress,
    );
    setSessionCookie(res, session);
    res.json({
      success: true,
      message: 'Password changed successfully',
      data: { token: session.token, expiresAt: session.expiresAt.toISOString() },
    });
  };

  const logout: Handler = async (req, res) => {
    await sessions.logout(await req.auth.requireAdmin());
    clearSessionCookie(res);
    res.json({ success: true, message: 'Logout successful' });
  };

  const verifyToken: Handler = async (req, res) => {
    const session = await req.auth.requireAdmin();
    const user = await accounts.profile(session);
    res.json({
      success: true,
      message: 'Token is valid',
      data: { admin: toProfile(user), expiresAt: session.expiresAt.toISOString() },
    });
  };

  return [
    { method: 'post', paths: ['/api/admin/login'], access: 'public', handlers: [...json, login] },
    { method: 'get', paths: ['/api/admin/profile'], access: 'admin', handlers: [profile] },
    { method: 'put', paths: ['/api/admin/profile'], access: 'admin', handlers: [...json, updateProfile] },
    {
      method: 'put',
      paths: ['/api/admin/change-password'],
      access: 'admin',
      handlers: [...json, changePassword],
    },
    { method: 'post', paths: ['/api/admin/logout'], access: 'admin', handlers: [logout] },
    { method: 'get', paths: ['/api/admin/verify-token'], access: 'admin', handlers: [verifyToken] },
  ];
}
