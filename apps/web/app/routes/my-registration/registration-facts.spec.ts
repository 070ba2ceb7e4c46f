import { cancelledOn, eventDates, formatBirthDate, payableLink, statusWords } from './registration-facts';

describe('registration facts', () => {
  it('names each status in words', () => {
    expect(statusWords('PENDING')).toBe('Pending — awaiting payment');
    expect(statusWords('CONFIRMED')).toBe('Confirmed');
    expect(statusWords('CANCELLED')).toBe('Cancelled');
  });

  it("prints an event's first and last day, or its one day", () => {
    expect(eventDates({ date: '2026-03-07', endDate: '2026-03-08' })).toBe(
      'Sat, 7 Mar 2026 – Sun, 8 Mar 2026',
    );
    expect(eventDates({ date: '2026-03-07', endDate: null })).toBe('Sat, 7 Mar 2026');
    expect(eventDates({ date: '2026-03-07', endDate: '2026-03-07' })).toBe('Sat, 7 Mar 2026');
  });

  it('offers the payment link only while payment is awaited, and only a web address', () => {
    const link = 'https://pay.example.com/e2e';
    expect(payableLink({ status: 'PENDING', paymentLink: link })).toBe(link);
    expect(payableLink({ status: 'CONFIRMED', paymentLink: link })).toBeUndefined();
    expect(payableLink({ status: 'CANCELLED', paymentLink: link })).toBeUndefined();
    expect(payableLink({ status: 'PENDING', paymentLink: null })).toBeUndefined();
    expect(payableLink({ status: 'PENDING', paymentLink: 'javascript:alert(1)' })).toBeUndefined();
  });

  it("dates a cancellation in the provider's time zone", () => {
    // 22:30 in London on 31 January is already 1 February in Dubai.
    expect(cancelledOn('2026-01-31T22:30:00.000Z')).toBe('Sun, 1 Feb 2026');
  });

  it('prints a date of birth in words, and leaves anything else as typed', () => {
    expect(formatBirthDate('1990-04-12')).toBe('12 April 1990');
    expect(formatBirthDate('12/04/1990')).toBe('12/04/1990');
  });
});
