import { prefixPattern } from '../../database/like';
import { registrationSearchTerms, searchWords } from './search-terms';

describe('registrationSearchTerms', () => {
  it('holds the words of the names, e-mail, level and workshop, and the mobile number', () => {
    const terms = registrationSearchTerms({
      firstName: 'Zoë',
      middleName: '',
      lastName: 'Al-Hassan',
      email: 'Zoe.Hassan@Example.ae',
      levelName: 'Level 2: Decode Your Behaviour',
      city: 'Dubai, Business Bay | Decode Your Mind | 2026-12-05',
      mobileNo: '0501234567',
    });
    expect(terms).toEqual(
      expect.arrayContaining([
        'zoe',
        'al',
        'hassan',
        'example',
        'ae',
        'level',
        '2',
        'decode',
        'behaviour',
        'dubai',
        'business',
        'bay',
        'mind',
        '2026',
        '0501234567',
      ]),
    );
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('splits letters from digits, but keeps the mobile number whole', () => {
    const terms = registrationSearchTerms({
      firstName: 'Omar',
      middleName: '',
      lastName: 'Khan',
      email: 'omar.khan1990@mail2.example',
      levelName: 'Level 1',
      city: 'Online',
      mobileNo: '0559876543',
    });
    expect(terms).toEqual(expect.arrayContaining(['khan', '1990', 'mail', '2', '0559876543']));
    expect(terms).not.toContain('khan1990');
    expect(searchWords('khan1990@mail')).toEqual(['khan', '1990', 'mail']);
  });
});

describe('searchWords', () => {
  it('splits like the terms, longest word first, at most five words', () => {
    expect(searchWords('  Zoë  DUBAI ')).toEqual(['dubai', 'zoe']);
    expect(searchWords('layla.h@')).toEqual(['layla', 'h']);
    expect(searchWords(' %_ ')).toEqual([]);
    expect(searchWords('a b c d e f g')).toHaveLength(5);
  });

  it('makes prefix patterns that take % and _ literally', () => {
    expect(prefixPattern('50%_off!')).toBe('50!%!_off!!%');
  });
});
