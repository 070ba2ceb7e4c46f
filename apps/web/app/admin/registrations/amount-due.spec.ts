import { amountDueLine, markPaidLabel } from './amount-due';

describe('Mark paid', () => {
  it('names the amount due on its button and above the form', () => {
    const fee = { formatted: 'AED 1,500 (Early bird)' };
    expect(markPaidLabel(fee)).toBe('Mark paid: AED 1,500 (Early bird)');
    expect(amountDueLine(fee)).toBe('Amount due: AED 1,500 (Early bird)');
  });

  it('says when no fee is recorded', () => {
    expect(markPaidLabel(null)).toBe('Mark paid');
    expect(amountDueLine(null)).toBe('No fee is recorded for this registration.');
  });
});
