import { checkoutClosesAt } from './payment.service';

describe('checkoutClosesAt', () => {
  const now = new Date('2026-11-27T08:00:00Z');
  const seconds = (date: Date) => date.getTime() / 1000;
  const after = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('closes the page when the seat hold ends', () => {
    expect(checkoutClosesAt(after(90), now)).toBe(seconds(after(90)));
  });

  it('keeps within what Stripe allows: at least 31 minutes, at most 24 hours', () => {
    expect(checkoutClosesAt(after(5), now)).toBe(seconds(after(31)));
    expect(checkoutClosesAt(after(48 * 60), now)).toBe(seconds(after(24 * 60)));
  });

  it('leaves Stripe’s own default without a hold', () => {
    expect(checkoutClosesAt(null, now)).toBeUndefined();
  });
});
