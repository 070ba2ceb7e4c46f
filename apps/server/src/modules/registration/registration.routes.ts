import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { PROGRAMME_KEYS, isProgrammeKey } from '@academy/content';
import { PHOTO_MAX_BYTES, isPhotoField, photoSizeMessage, tickBoxesFromForm } from '@academy/validation';
import { AppError, FieldError } from '../../common/app-error';
import { onFirstUse } from '../../common/on-first-use';
import { readRestChoice, readRestListFilters } from '../../http/rest-list-filters';
import { requireJson } from '../../http/require-json';
import { RouteSpec } from '../module';
import { StagedFile, removeTemporaryFiles, stageFromDisk } from '../uploads/staged-file';
import { UploadSlots } from '../uploads/upload-slots';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, readRestPage, toPaged } from '../../graphql/paging';
import { PaymentStatus } from './payment-status.enum';
import { RegistrationStatus } from './registration-status.enum';
import { PHOTO_FIELDS, PhotoField, Registration } from './registration.entity';
import { RegistrantService } from './private-link/registrant.service';
import { RegistrationAdminService } from './staff/registration-admin.service';
import { RegistrationService, thankYouFor } from './registration.service';
import { REGISTRATION_PATH, RegistrationViews, toRestView } from './registration.view';
import {
  RegistrantEmailChange,
  emailChangeSentMessage,
  emailConfirmedMessage,
} from './private-link/registrant-email';
import { RegistrationQuery } from './registration-search';

/** SPEC.md 7's registration paths live under /api/awakenLimitlessHuman and, for old clients, at the root. */
const paths = (suffix = '') => [`/api${REGISTRATION_PATH}${suffix}`, `${REGISTRATION_PATH}${suffix}`];

/**
 * The photos of a PUT: at most one of each field, 5 MB each, streamed to temporary files (never held in
 * memory) until checked and stored. multer is loaded on the first upload, not at start: most visitors
 * never send a photo.
 */
const photoUpload = onFirstUse(async () => {
  const { default: multer, MulterError } = await import('multer');
  const upload = multer({
    storage: multer.diskStorage({}),
    limits: { fileSize: PHOTO_MAX_BYTES, files: PHOTO_FIELDS.length, fields: 50, fieldSize: 10_000 },
  }).fields(PHOTO_FIELDS.map((name) => ({ name, maxCount: 1 })));
  return { upload, MulterError };
});

/** Multer's refusals in the terms of the AppError table, naming the field. */
async function readPhotos(req: Request, res: Response, next: NextFunction): Promise<void> {
  const { upload, MulterError } = await photoUpload();
  upload(req, res, (error: unknown) => {
    if (!error) return next();
    // The client went away mid-upload: there is nobody to reply to, and nothing went wrong here.
    if (req.readableAborted) return;
    if (error instanceof MulterError) {
      // A part may carry a blank name; the reply still names something the form can point at.
      const named = Boolean(error.field?.trim());
      const field = named ? (error.field as string) : 'file';
      if (error.code === 'LIMIT_FILE_SIZE') {
        return next(
          new AppError('PAYLOAD_TOO_LARGE', photoSizeMessage(field as PhotoField), {
            fieldErrors: [{ field, message: photoSizeMessage(field as PhotoField) }],
          }),
        );
      }
      if (error.code === 'LIMIT_UNEXPECTED_FILE') {
        const which = named ? `Unexpected file ${field}` : 'A file came without a field name';
        const message = `${which}: send idPhotofront, idphotoback or profileImage`;
        return next(AppError.badInput([{ field, message }]));
      }
      return next(AppError.badInput([{ field, message: `The upload could not be read (${error.message})` }]));
    }
    // The multipart parser's own refusals (a body cut short, no boundary, a malformed part header).
    const message = `The upload could not be read (${(error as Error).message})`;
    next(AppError.badInput([{ field: 'body', message }], message));
  });
}

/** Reads ?page&limit and the filters (as query parameters or a `filters` JSON object). */
function readRegistrationQuery(query: Request['query'], defaultLimit = DEFAULT_PAGE_SIZE): RegistrationQuery {
  let filters: Record<string, unknown> = {};
  if (typeof query.filters === 'string' && query.filters.trim()) {
    try {
      const parsed: unknown = JSON.parse(query.filters);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        filters = parsed as Record<string, unknown>;
      else throw new Error();
    } catch {
      throw AppError.badInput([{ field: 'filters', message: 'filters must be a JSON object' }]);
    }
  }
  // A parameter of the address wins over the same one in `filters`.
  const params = { ...filters, ...query } as Request['query'];
  const { page, limit } = readRestPage(query, defaultLimit);
  const programme = typeof params.programme === 'string' ? params.programme.trim() : '';
  const problems: FieldError[] =
    programme && !isProgrammeKey(programme)
      ? [{ field: 'programme', message: `programme must be one of ${PROGRAMME_KEYS.join(', ')}` }]
      : [];
  const paymentStatus = readRestChoice(params, 'paymentStatus', Object.values(PaymentStatus), problems);
  const { status, from, to } = readRestListFilters(params, Object.values(RegistrationStatus), problems);
  const search = typeof params.search === 'string' ? params.search.trim() : '';
  return {
    page,
    limit,
    search: search || undefined,
    programmes: isProgrammeKey(programme) ? [programme] : undefined,
    status,
    paymentStatus,
    from,
    to,
  };
}

/**
 * The registration paths of SPEC.md section 7 for clients that predate the GraphQL API. Replies carry
 * `success`, `message` and `data`. Reading or changing a registration needs staff's session or the
 * registration's private-link token (`Authorization: Bearer rt_…` or `X-Registration-Token`).
 */
export function registrationRoutes({
  registrations,
  registrants,
  emailChange,
  admin,
  views,
  uploadSlots,
}: {
  registrations: RegistrationService;
  registrants: RegistrantService;
  emailChange: RegistrantEmailChange;
  admin: RegistrationAdminService;
  views: RegistrationViews;
  uploadSlots: UploadSlots;
}): RouteSpec[] {
  const credentials = async (req: Request) => ({
    adminSession: await req.auth.adminSession(),
    registrationToken: req.auth.registrationToken(),
  });
  const restViews = async (rows: Registration[]) => {
    const shown = await views.many(rows);
    return rows.map((row, index) => toRestView(row, shown[index]));
  };
  const restView = async (row: Registration) => toRestView(row, await views.one(row));
  /** A page in the REST shape, with the figures both list paths reply with. */
  const restPage = async (query: RegistrationQuery) => {
    const { rows, total } = await admin.list(query);
    return toPaged(await restViews(rows), total, query.page, query.limit);
  };

  const create: RequestHandler = async (req, res) => {
    const { registration, created } = await registrations.register(req.body, {
      clientAddress: req.auth.clientAddress,
      submissionKey: req.get('idempotency-key') || undefined,
      deduplicateWithoutKey: true,
    });
    res.status(created ? 201 : 200).json({
      success: true,
      message: thankYouFor(registration.status, registration.locale),
      data: await restView(registration),
    });
  };

  const read: RequestHandler = async (req, res) => {
    const { registration } = await registrants.authorize(String(req.params.id), await credentials(req));
    res.json({
      success: true,
      message: 'Registration retrieved successfully',
      data: await restView(registration),
    });
  };

  // A PUT's body is read only for someone allowed to change the registration: anyone else gets the
  // refusal without it, and the connection closes rather than draining what they send.
  const authorizeFirst: RequestHandler = async (req, res, next) => {
    try {
      await registrants.authorize(String(req.params.id), await credentials(req));
    } catch (error) {
      res.set('Connection', 'close');
      throw error;
    }
    next();
  };

  const update: RequestHandler = async (req, res) => {
    const files = (req.files ?? {}) as Partial<Record<PhotoField, Express.Multer.File[]>>;
    try {
      // Read again after the upload: the row may have changed while the photos arrived.
      const { registration, actor } = await registrants.authorize(
        String(req.params.id),
        await credentials(req),
      );
      const photos: Partial<Record<PhotoField, StagedFile>> = {};
      for (const field of PHOTO_FIELDS) {
        const file = files[field]?.[0];
        if (file) photos[field] = await stageFromDisk(file.path, file.size);
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const updated = await registrants.update(
        registration,
        // A multipart form carries only text; a JSON body's tick boxes must be booleans.
        req.is('multipart/form-data') ? tickBoxesFromForm(body) : body,
        photos,
        actor,
        req.auth.clientAddress,
      );
      res.json({
        success: true,
        message: updated.emailChangeSentTo
          ? emailChangeSentMessage(updated.emailChangeSentTo)
          : 'Registration updated successfully',
        data: await restView(updated.registration),
      });
    } finally {
      await removeTemporaryFiles(Object.values(files).flatMap((list) => list.map((file) => file.path)));
    }
  };

  // The link sent to a new address: its token is the credential, so the path is public.
  const confirmEmail: RequestHandler = async (req, res) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token.trim()) {
      throw AppError.badInput([
        { field: 'token', message: 'token is required: the end of the confirmation link' },
      ]);
    }
    const { email } = await emailChange.confirm(String(req.params.id), token.trim());
    res.json({ success: true, message: emailConfirmedMessage(email), data: { email } });
  };

  const cancel: RequestHandler = async (req, res) => {
    const { registration, actor } = await registrants.authorize(
      String(req.params.id),
      await credentials(req),
    );
    const cancelled = await registrants.cancel(registration, actor);
    res.json({
      success: true,
      message: 'Registration cancelled successfully',
      data: await restView(cancelled),
    });
  };

  const status: RequestHandler = async (req, res) => {
    const { registration } = await registrants.authorize(String(req.params.id), await credentials(req));
    res.json({
      success: true,
      message: 'Registration status retrieved successfully',
      data: {
        _id: registration.id,
        id: registration.id,
        status: registration.status,
        updatedAt: registration.updatedAt,
      },
    });
  };

  const byUser: RequestHandler = async (req, res) => {
    const rows = await registrants.listByEmail(String(req.params.userId), await credentials(req));
    res.json({
      success: true,
      message: 'Registrations retrieved successfully',
      data: await restViews(rows),
    });
  };

  // The original dashboard reads the rows at body.data and the figures at body.pagination.
  const list: RequestHandler = async (req, res) => {
    const page = await restPage(readRegistrationQuery(req.query));
    res.json({
      success: true,
      message: 'Registrations retrieved successfully',
      data: page.items,
      pagination: {
        currentPage: page.page,
        page: page.page,
        limit: page.limit,
        totalPages: page.totalPages,
        totalRegistrations: page.total,
      },
    });
  };

  const photo: RequestHandler = async (req, res) => {
    const field = String(req.params.field);
    if (!isPhotoField(field)) throw AppError.notFound('No such photo');
    const { registration } = await registrants.authorize(String(req.params.id), await credentials(req));
    const found = await registrants.photo(registration, field);
    if (!found) throw AppError.notFound('Image not found');
    res.status(200).set({
      'Content-Type': found.mime,
      'Content-Length': String(found.file.size),
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'inline',
    });
    found.file.stream().pipe(res);
  };

  // SPEC.md 7's admin list (GET /registration, no parameters needed): the newest page, with its totals.
  const adminList: RequestHandler = async (req, res) => {
    const page = await restPage(readRegistrationQuery(req.query, MAX_PAGE_SIZE));
    res.json({
      success: true,
      message: 'Registrations retrieved successfully',
      data: page.items,
      pagination: { page: page.page, limit: page.limit, totalPages: page.totalPages, total: page.total },
    });
  };

  // After authorizeFirst, so the id a slot is counted under is one the caller may change.
  const uploadSlot = uploadSlots.guard((req) => String(req.params.id));

  const json = [express.json({ limit: '100kb' }), requireJson];
  return [
    { method: 'get', paths: ['/api/registration'], access: 'admin', handlers: [adminList] },
    { method: 'post', paths: paths(), access: 'public', crossOrigin: true, handlers: [...json, create] },
    { method: 'get', paths: paths(), access: 'admin', handlers: [list] },
    { method: 'get', paths: paths('/user/:userId'), access: 'registrant', handlers: [byUser] },
    { method: 'get', paths: paths('/:id/status'), access: 'registrant', handlers: [status] },
    { method: 'get', paths: paths('/:id/photos/:field'), access: 'registrant', handlers: [photo] },
    {
      method: 'post',
      paths: paths('/:id/confirm-email'),
      access: 'public',
      handlers: [express.json({ limit: '10kb' }), requireJson, confirmEmail],
    },
    {
      method: 'patch',
      paths: paths('/:id/cancel'),
      access: 'registrant',
      handlers: [express.json({ limit: '10kb' }), cancel],
    },
    { method: 'get', paths: paths('/:id'), access: 'registrant', handlers: [read] },
    {
      method: 'put',
      paths: paths('/:id'),
      access: 'registrant',
      handlers: [authorizeFirst, uploadSlot, express.json({ limit: '100kb' }), readPhotos, update],
    },
  ];
}
