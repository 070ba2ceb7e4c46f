import { RequestHandler } from 'express';
import { AppError } from '../common/app-error';

/**
 * Content types a page of any site may send with a plain form or fetch without the browser asking this
 * server first (no CORS preflight); a request without a body has none. The list Apollo Server's CSRF
 * prevention keeps for /graphql.
 */
const SIMPLE_CONTENT_TYPES = new Set([
  '',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);

/**
 * Headers that make the browser ask first: the bearer token of API clients, and Apollo's CSRF headers.
 * No admin path answers a preflight (cross-origin.ts opens only public forms), so another site's page
 * can never send them here.
 */
const PREFLIGHTED_HEADERS = ['authorization', 'apollo-require-preflight', 'x-apollo-operation-name'];

export const CROSS_SITE_WRITE_MESSAGE =
  'Content-Type must be application/json (or send an Authorization or Apollo-Require-Preflight header): a form from another site may not change anything here';

/**
 * Refuses a write another site's page could send with the admin's cookie (a form post to logout, say)
 * before it runs: the same rule /graphql keeps. JSON, or a preflighted header, passes.
 */
export const requirePreflight: RequestHandler = (req, _res, next) => {
  const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (SIMPLE_CONTENT_TYPES.has(type) && !PREFLIGHTED_HEADERS.some((header) => req.get(header))) {
    next(new AppError('UNSUPPORTED_MEDIA_TYPE', CROSS_SITE_WRITE_MESSAGE));
    return;
  }
  next();
};
