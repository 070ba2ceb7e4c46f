import fc from 'fast-check';
import { eventFee, feeText, offerEndDay, owedFeeText } from './event-fee';

const regular = { currency: 'AED', amount: 1872 };
const earlyBird = { name: 'Early bird', amount: 1500, endsOn: '2026-12-01' };

/** An ISO day between 2020 and 2039 (every month has a 28th). */
const isoDay = fc
  .record({
    year: fc.integer({ min: 2020, max: 2039 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);

describe('eventFee', () => {
  it('charges the offer up to and including its last day, then the regular fee', () => {
    expect(eventFee({ regular, offer: earlyBird }, '2026-11-23')).toEqual({
      fee: { currency: 'AED', amount: 1500 },
      offer: { name: 'Early bird', endsOn: '2026-12-01', regular },
    });
    expect(eventFee({ regular, offer: earlyBird }, '2026-12-01').fee.amount).toBe(1500);
    expect(eventFee({ regular, offer: earlyBird }, '2026-12-02')).toEqual({ fee: regular, offer: null });
    expect(eventFee({ regular, offer: null }, '2026-11-23')).toEqual({ fee: regular, offer: null });
  });

  it('applies an offer on exactly the days up to its end day, in the level’s currency', () => {
    fc.assert(
      fc.property(
        isoDay,
        // Mostly days near today, so the last day of the offer and the day after it come up often.
        fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -800, max: 800 })),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('AED', 'USD', 'EUR'),
        (today, offset, amount, regularAmount, currency) => {
          const endsOn = new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
          const terms = {
            regular: { currency, amount: regularAmount },
            offer: { name: 'Offer', amount, endsOn },
          };
          const { fee, offer } = eventFee(terms, today);
          const applies = today <= endsOn;
          expect(offer !== null).toBe(applies);
          expect(fee).toEqual({ currency, amount: applies ? amount : regularAmount });
          if (offer) expect(offer.regular).toEqual(terms.regular);
        },
      ),
    );
  });
});

describe('feeText', () => {
  it('names the offer, its last day and the fee that follows it', () => {
    expect(feeText(eventFee({ regular, offer: earlyBird }, '2026-11-23'))).toBe(
      'Early bird until 1 Dec: AED 1,500, then AED 1,872',
    );
    expect(feeText(eventFee({ regular, offer: earlyBird }, '2026-12-02'))).toBe('AED 1,872');
    expect(offerEndDay('2027-01-09')).toBe('9 Jan');
  });
});

describe('owedFeeText', () => {
  it('states a recorded fee in whole units, the offer it came from named', () => {
    expect(owedFeeText(150000, 'AED', 'Early bird')).toBe('AED 1,500 (Early bird)');
    expect(owedFeeText(187200, 'aed', null)).toBe('AED 1,872');
    expect(owedFeeText(150050, 'AED', null)).toBe('AED 1,500.50');
  });
});
