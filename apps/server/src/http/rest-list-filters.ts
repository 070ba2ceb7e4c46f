import { Request } from 'express';
import { AppError, FieldError } from '../common/app-error';
import { checkDateRange } from '../common/date-range';

/** A REST list's status and created-at range, each optional. */
export interface RestListFilters<Status extends string> {
  status?: Status;
  from?: Date;
  to?: Date;
}

/**
 * ?status, ?from and ?to of a REST list, as its GraphQL list takes them (`to` exclusive); a bad one is
 * refused naming its parameter, together with the `problems` the route found in its own parameters.
 */
export function readRestListFilters<Status extends string>(
  query: Request['query'],
  statuses: readonly Status[],
  problems: readonly FieldError[] = [],
): RestListFilters<Status> {
  const errors: FieldError[] = [...problems];
  const text = (name: string) => (typeof query[name] === 'string' ? query[name].trim() : '');
  const status = text('status');
  if (status && !(statuses as readonly string[]).includes(status))
    errors.push({ field: 'status', message: `status must be one of ${statuses.join(', ')}` });
  const date = (name: 'from' | 'to') => {
    const value = text(name);
    if (!value) return undefined;
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime()))
      errors.push({ field: name, message: `${name} must be a date such as 2026-01-31` });
    return parsed;
  };
  const from = date('from');
  const to = date('to');
  if (errors.length > 0) throw AppError.badInput(errors);
  checkDateRange({ from, to });
  return { status: (status || undefined) as Status | undefined, from, to };
}
