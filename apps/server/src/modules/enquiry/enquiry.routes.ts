import express, { RequestHandler } from 'express';
import { AppError } from '../../common/app-error';
import { requireJson } from '../../http/require-json';
import { readRestListFilters } from '../../http/rest-list-filters';
import { escapeHtml } from '../mail/mail-template';
import { RouteSpec } from '../module';
import { MAX_PAGE_SIZE, readRestPage, toPaged } from '../../graphql/paging';
import { EnquiryAdminService, toEnquiryView } from './enquiry-admin.service';
import { EnquiryStatus } from './enquiry-status.enum';
import { EnquiryService } from './enquiry.service';

/** POST /api/contact: the SPEC.md section 7 payload, for clients that predate the GraphQL API. */
export function enquiryRoutes(enquiries: EnquiryService, admin: EnquiryAdminService): RouteSpec[] {
  const submit: RequestHandler = async (req, res) => {
    const stored = await enquiries.submit(req.body, req.auth.clientAddress);
    res.status(201).json({
      success: true,
      message: 'Message sent successfully!',
      data: { id: stored.id, createdAt: stored.createdAt.toISOString() },
    });
  };
  // The page's own form posts here only when its script never ran (scripts off or failed to load):
  // the enquiry is still stored, and the visitor gets a plain page saying so, or what to correct.
  const submitWithoutScript: RequestHandler = async (req, res) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    try {
      await enquiries.submit(
        { ...form, acceptPrivacyPolicy: form.acceptPrivacyPolicy === 'on' },
        req.auth.clientAddress,
      );
      res
        .status(200)
        .type('html')
        .send(plainPage('Message sent successfully!', ['Thank you. We will reply within one working day.']));
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        res
          .status(429)
          .set('Retry-After', String(error.details.retryAfterSeconds))
          .type('html')
          .send(plainPage('Please try again later', [error.message]));
        return;
      }
      if (!(error instanceof AppError) || error.code !== 'BAD_INPUT') throw error;
      const problems = (error.details.fieldErrors ?? []).map((problem) => problem.message);
      res
        .status(400)
        .type('html')
        .send(
          plainPage('Please fix the errors below before submitting', [
            ...problems,
            'Use your browser’s Back button to return to the form: what you typed is still there.',
          ]),
        );
    }
  };
  // SPEC.md 7's admin contact list (the original backend's /api/contacts too): success, data and
  // pagination (with the total).
  const list: RequestHandler = async (req, res) => {
    const { page, limit } = readRestPage(req.query, MAX_PAGE_SIZE);
    const search = typeof req.query.search === 'string' ? req.query.search : undefined;
    const filters = readRestListFilters(req.query, Object.values(EnquiryStatus));
    const { rows, total } = await admin.list({ page, limit, search, ...filters });
    const { items, ...pagination } = toPaged(
      rows.map((row) => ({ _id: row.id, ...toEnquiryView(row), contactNo: row.phoneNumber })),
      total,
      page,
      limit,
    );
    res.json({ success: true, message: 'Contacts retrieved successfully', data: items, pagination });
  };

  return [
    { method: 'get', paths: ['/api/contact', '/api/contacts'], access: 'admin', handlers: [list] },
    {
      method: 'post',
      paths: ['/api/contact'],
      access: 'public',
      crossOrigin: true,
      handlers: [express.json({ limit: '100kb' }), requireJson, submit],
    },
    {
      method: 'post',
      paths: ['/contact-us'],
      access: 'public',
      pageForm: true,
      handlers: [express.urlencoded({ extended: false, limit: '100kb' }), submitWithoutScript],
    },
  ];
}

/** A page that needs no script and no style, for visitors whose browser ran none. */
function plainPage(heading: string, lines: string[]): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(heading)}</title></head><body><main><h1>${escapeHtml(heading)}</h1>` +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    '<p><a href="/contact-us">Back to Contact Us</a></p></main></body></html>'
  );
}
