import { paymentOutcome, paymentReturnToken, rememberPaymentToken } from './payment-return';

describe('the return from the payment page', () => {
  it('reads the outcome Stripe sends the registrant back with, and nothing else', () => {
    expect(paymentOutcome('?payment=done')).toBe('done');
    expect(paymentOutcome('?payment=cancelled')).toBe('cancelled');
    expect(paymentOutcome('?payment=paid')).toBeUndefined();
    expect(paymentOutcome('')).toBeUndefined();
  });

  it("keeps the private link's token per registration for this tab, and copes without storage", () => {
    const stored = new Map<string, string>();
    Object.assign(globalThis, {
      sessionStorage: {
        setItem: (key: string, value: string) => stored.set(key, value),
        getItem: (key: string) => stored.get(key) ?? null,
      },
    });
    rememberPaymentToken('r1', 'rt_one');
    expect(paymentReturnToken('r1')).toBe('rt_one');
    expect(paymentReturnToken('r2')).toBeUndefined();
    Object.assign(globalThis, {
      sessionStorage: {
        setItem: () => {
          throw new Error('denied');
        },
        getItem: () => {
          throw new Error('denied');
        },
      },
    });
    expect(() => rememberPaymentToken('r1', 'rt_one')).not.toThrow();
    expect(paymentReturnToken('r1')).toBeUndefined();
  });
});
