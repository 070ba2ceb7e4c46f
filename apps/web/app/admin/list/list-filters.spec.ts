import {
  dayRange,
  isDay,
  paymentFilter,
  rangeInOrder,
  readListFilters,
  writeListFilter,
} from './list-filters';

describe('readListFilters', () => {
  const statuses = ['NEW', 'RESOLVED'];

  it('reads the status and the days the address holds', () => {
    const params = new URLSearchParams('status=RESOLVED&payment=PAID&from=2026-11-03&to=2026-11-19');
    expect(readListFilters(params, statuses, ['UNPAID', 'PAID'])).toEqual({
      status: 'RESOLVED',
      payment: 'PAID',
      from: '2026-11-03',
      to: '2026-11-19',
    });
  });

  it('leaves out a status the screen does not have and days that are none', () => {
    const params = new URLSearchParams('status=BOOKED&payment=OWING&from=2026-02-30&to=soon');
    expect(readListFilters(params, statuses, ['PAID'])).toEqual({
      status: '',
      payment: '',
      from: '',
      to: '',
    });
  });

  it('leaves out a payment status on a list without payments', () => {
    const params = new URLSearchParams('payment=PAID');
    expect(readListFilters(params, statuses).payment).toBe('');
  });
});

describe('paymentFilter', () => {
  it('sends a payment status as one, and a payment that matches no fee as its own filter', () => {
    expect(paymentFilter('REFUNDED')).toEqual({ paymentStatus: 'REFUNDED', unmatchedPayment: null });
    expect(paymentFilter('UNMATCHED')).toEqual({ paymentStatus: null, unmatchedPayment: true });
    expect(paymentFilter('')).toEqual({ paymentStatus: null, unmatchedPayment: null });
  });
});

describe('writeListFilter', () => {
  it('sets a filter, drops an empty one and starts again at page 1', () => {
    const params = new URLSearchParams('q=anna&page=3&status=NEW');
    expect(writeListFilter(params, 'from', '2026-11-03', 'page').toString()).toBe(
      'q=anna&status=NEW&from=2026-11-03',
    );
    expect(writeListFilter(params, 'status', '', 'page').toString()).toBe('q=anna');
  });
});

describe('dayRange', () => {
  it("sends the provider's midnights, To's day included", () => {
    expect(dayRange({ from: '2026-11-03', to: '2026-11-19' }, 'Asia/Dubai')).toEqual({
      from: '2026-11-02T20:00:00.000Z',
      to: '2026-11-19T20:00:00.000Z',
    });
  });

  it('leaves either end open', () => {
    expect(dayRange({ from: '', to: '2026-11-30' }, 'Asia/Dubai')).toEqual({
      from: null,
      to: '2026-11-30T20:00:00.000Z',
    });
  });

  it('sends no dates while To is before From', () => {
    expect(rangeInOrder({ from: '2026-11-19', to: '2026-11-03' })).toBe(false);
    expect(dayRange({ from: '2026-11-19', to: '2026-11-03' })).toEqual({ from: null, to: null });
  });
});

describe('isDay', () => {
  it.each([
    ['2026-11-03', true],
    ['2026-02-29', false],
    ['3/11/2026', false],
  ])('%p is a day: %p', (value, expected) => {
    expect(isDay(value)).toBe(expected);
  });
});
