/** Where a tab keeps a private link's token while its registrant is on the payment page. */
const key = (id: string) => `academy:payment-return:${id}`;

/** Keeps the token for the tab's return from the payment page (sessionStorage: this tab only). */
export function rememberPaymentToken(id: string, token: string): void {
  try {
    sessionStorage.setItem(key(id), token);
  } catch {
    // Storage refused (private mode): the registrant opens their link from the mail again.
  }
}

/** The token kept for this registration's return from the payment page, if any. */
export function paymentReturnToken(id: string): string | undefined {
  try {
    return sessionStorage.getItem(key(id)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Back from the payment page: 'done' (paid, or being confirmed) or 'cancelled'; undefined otherwise. */
export function paymentOutcome(search: string): 'done' | 'cancelled' | undefined {
  const outcome = new URLSearchParams(search).get('payment');
  return outcome === 'done' || outcome === 'cancelled' ? outcome : undefined;
}
