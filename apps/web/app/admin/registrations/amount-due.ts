import { ADMIN_PAYMENT } from '@academy/content';

/** What 'Mark paid' says, with the amount due when the registration records one. */
export function markPaidLabel(fee: { formatted: string } | null | undefined): string {
  return fee ? `${ADMIN_PAYMENT.markPaid}: ${fee.formatted}` : ADMIN_PAYMENT.markPaid;
}

/** The line above the form: the amount due, or that none is recorded. */
export function amountDueLine(fee: { formatted: string } | null | undefined): string {
  return fee ? `${ADMIN_PAYMENT.amountDue}: ${fee.formatted}` : ADMIN_PAYMENT.noAmountDue;
}
