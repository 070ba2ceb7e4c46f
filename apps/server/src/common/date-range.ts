import { AppError } from './app-error';

/** A list's or an export's created-at range; either end may be left open. `to` is exclusive. */
export interface DateRange {
  from?: Date;
  to?: Date;
}

/** Refuses a range whose end is not after its start, naming the field staff set last. */
export function checkDateRange({ from, to }: DateRange): void {
  if (from && to && !(from < to)) {
    throw AppError.badInput([{ field: 'to', message: 'To must not be before From' }]);
  }
}
