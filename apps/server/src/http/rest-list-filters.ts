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
 * The parameter `name` of a REST query if it is one of `values`; undefined when left out or empty. A
 * value that is none of them is pushed on `errors`, naming the parameter and what it may be.
 */
export function readRestChoice<Value extends string>(
  query: Request['query'],
  name: string,
  values: readonly Value[],
  errors: FieldError[],
): Value | undefined {
  const value = typeof query[name] === 'string' ? query[name].trim() : '';
  if (!value) return undefined;
  if ((values as readonly string[]).includes(value)) return value as Value;
  errors.push({ field: name, message: `${name} must be one of ${values.join(', ')}` });
  return undefined;
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
  const status = readRestChoice(query, 'status', statuses, errors);
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
  return { status, from, to };
}
