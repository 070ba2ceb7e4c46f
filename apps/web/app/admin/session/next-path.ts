import { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH } from '@academy/content';

/**
 * Where to go after signing in: the admin page asked for (?next=), or the dashboard. Only a path of this
 * site counts: '//host' and absolute addresses would send a fresh session somewhere else.
 */
export function nextPathAfterLogin(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return ADMIN_DASHBOARD_PATH;
  }
  if (next === ADMIN_LOGIN_PATH || next.startsWith(`${ADMIN_LOGIN_PATH}?`) || next === '/admin') {
    return ADMIN_DASHBOARD_PATH;
  }
  return next;
}

/** The sign-in page that brings the person back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(path)}`;
}
