import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Request, RequestHandler } from 'express';
import { AppError, FieldError } from '../../common/app-error';
import { readRestChoice } from '../../http/rest-list-filters';
import { RouteSpec } from '../module';
import { PaymentStatus } from '../registration/payment-status.enum';
import { REGISTRATION_PATH } from '../registration/registration.view';
import { CsvExportService, ExportFilters } from './csv-export.service';
import { ExportTable } from './csv-export.type';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * ?startDate&endDate as the original backend read them, both included: a day (2026-11-01) is the whole
 * UTC day, an ISO instant (2026-11-01T08:00:00Z) that very instant. Either may be left out (or empty),
 * leaving that end of the range open; one that is given must be readable. ?paymentStatus (unpaid, paid,
 * refunded) keeps only the registrations of that payment status, as the list's Payment filter does.
 */
function readFilters(query: Request['query']): ExportFilters {
  const errors: FieldError[] = [];
  const bound = (field: 'startDate' | 'endDate'): Date | undefined => {
    const raw = query[field];
    if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
    const value = typeof raw === 'string' ? raw.trim() : '';
    const isDay = DAY.test(value);
    const date = new Date(isDay ? `${value}T00:00:00.000Z` : value);
    const valid = !Number.isNaN(date.getTime());
    // new Date rolls 2026-02-30 over to March: such a day is no day.
    if (!valid || (isDay && date.toISOString().slice(0, 10) !== value)) {
      errors.push({
        field,
        message: `${field} must be a day such as 2026-11-01${value ? ` (got "${value}")` : ''}`,
      });
      return undefined;
    }
    if (field === 'startDate') return date;
    return new Date(date.getTime() + (isDay ? DAY_MS : 1));
  };
  const from = bound('startDate');
  const to = bound('endDate');
  if (from && to && !(from < to))
    errors.push({ field: 'endDate', message: 'endDate must not be before startDate' });
  const paymentStatus = readRestChoice(query, 'paymentStatus', Object.values(PaymentStatus), errors);
  if (errors.length > 0) throw AppError.badInput(errors);
  return { from, to, paymentStatus };
}

/** The original backend's registrations download, for staff: a CSV file streamed as it is read. */
export function csvExportRoutes(exports: CsvExportService): RouteSpec[] {
  const download: RequestHandler = async (req, res) => {
    const file = exports.open(ExportTable.REGISTRATIONS, readFilters(req.query));
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    });
    try {
      await pipeline(Readable.from(file.chunks), res);
    } catch (error) {
      // Staff closed the download: reading stopped with it, and there is nobody left to answer.
      if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      throw error;
    }
  };

  const paths = [`/api${REGISTRATION_PATH}/download`, `${REGISTRATION_PATH}/download`];
  return [{ method: 'get', paths, access: 'admin', handlers: [download] }];
}
