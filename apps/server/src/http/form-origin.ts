import { Request, RequestHandler } from 'express';
import { AppError } from '../common/app-error';

export const CROSS_SITE_FORM = 'This form can only be sent from the pages of our website';

/** The origin of an address, or undefined when it is none (a Referer that is not a URL). */
function originOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { origin } = new URL(url);
  // Opaque origins (data:, file:, sandboxed pages) serialize as 'null'.
  return origin === 'null' ? undefined : origin;
}

/**
 * The page a browser says posted the request: Origin, or without one the Referer's origin. null when
 * the request names none (not a browser); undefined when it names one that is no origin ('null').
 */
function postingPage(req: Request): string | null | undefined {
  const origin = req.get('origin');
  if (origin !== undefined) return origin === 'null' ? undefined : originOf(origin);
  const referer = req.get('referer');
  return referer === undefined ? null : originOf(referer);
}

/**
 * For a form a page posts without its script (application/x-www-form-urlencoded, which any site's
 * page may post to us without asking): refused with 403 unless the posting page is one of ours
 * (PUBLIC_URL's origin) or of a site CORS_ORIGINS lists, the same pages whose scripts may post the
 * JSON paths. Otherwise any web page could make its visitors send our forms, and our mails, for it.
 *
 * A browser names the page of every cross-site POST in Origin (as 'null' when the page hides it, which
 * is refused); the site's own pages send theirs (app.ts sets Referrer-Policy: same-origin, since
 * no-referrer would make it 'null' too). A request naming no page at all is no browser's: it is taken,
 * as the JSON paths take clients without Origin, and the form limits count it like any other.
 */
export function siteFormsOnly(publicUrl: string, corsOrigins: readonly string[]): RequestHandler {
  const allowed = new Set([new URL(publicUrl).origin, ...corsOrigins]);
  return (req, _res, next) => {
    const page = postingPage(req);
    if (page === null || (page !== undefined && allowed.has(page))) next();
    else next(new AppError('FORBIDDEN', CROSS_SITE_FORM));
  };
}
