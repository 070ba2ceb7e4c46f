import { RequestHandler } from 'express';
import { RouteSpec } from '../module';
import { CertificateLookup } from './certificate-lookup';
import { CertificateLookupThrottle } from './lookup-throttle';

/** Verification answers are for people and systems checking a certificate, never for search engines. */
const NOINDEX = { 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * A certificate's check for a professional body's system: GET /api/certificates/:number as JSON (the
 * verification page's fields), also at the page's own address for a client asking for JSON; and the
 * PDF of a certificate that stands, which the private page and the mail link to. Throttled per address.
 */
export function certificateRoutes(
  certificates: CertificateLookup,
  throttle: CertificateLookupThrottle,
): RouteSpec[] {
  const json: RequestHandler = async (req, res) => {
    await throttle.admit(req.auth.clientAddress);
    const certificate = await certificates.verify(String(req.params.number));
    res.set(NOINDEX).json({ success: true, data: certificate });
  };
  const pdf: RequestHandler = async (req, res) => {
    await throttle.admit(req.auth.clientAddress);
    const found = await certificates.pdf(String(req.params.number));
    res.set(NOINDEX).type('application/pdf').attachment(`certificate-${found.number}.pdf`).send(found.pdf);
  };
  // The page's address: JSON when that is what the client prefers, the web app's page otherwise.
  const negotiated: RequestHandler = (req, res, next) => {
    res.set(NOINDEX);
    if (req.accepts(['html', 'json']) === 'json') return next();
    next('route');
  };
  return [
    { method: 'get', paths: ['/api/certificates/:number'], access: 'public', handlers: [json] },
    {
      method: 'get',
      paths: ['/api/certificates/:number/certificate.pdf'],
      access: 'public',
      handlers: [pdf],
    },
    { method: 'get', paths: ['/certificates/:number'], access: 'public', handlers: [negotiated, json] },
  ];
}
