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
      mobileNoE164: '+971501234567',
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
      mobileNoE164: null,
    });
    expect(terms).toEqual(expect.arrayContaining(['khan', '1990', 'mail', '2', '0559876543']));
    expect(terms).not.toContain('khan1990');
    expect(searchWords('khan1990@mail')).toEqual(['khan', '1990', 'mail']);
  });
});

describe('the mobile number as terms', () => {
  const base = {
    firstName: 'Layla',
    middleName: '',
    lastName: 'Hassan',
    email: 'l@example.ae',
    levelName: '1',
    city: 'Online',
  };

  it('finds a number typed with +971 and spaces by its digits however staff write it', () => {
    const terms = registrationSearchTerms({
      ...base,
      mobileNo: '+971 50 123 4567',
      mobileNoE164: '+971501234567',
    });
    expect(terms).toEqual(expect.arrayContaining(['971501234567', '0501234567']));
    expect(terms).not.toContain('+971 50 123 4567');
    for (const query of ['0501234567', '+971501234567', '050123', '+9715']) {
      expect(terms.some((term) => term.startsWith(searchWords(query)[0]))).toBe(true);
    }
  });

  it("keeps an older client's ten digits as they were typed", () => {
    const terms = registrationSearchTerms({ ...base, mobileNo: '(555) 123-4567', mobileNoE164: null });
    expect(terms).toContain('5551234567');
  });

  // Issue 30: a number typed on an Arabic keyboard is found by its digits, in either script.
  it('finds a number typed in Arabic-Indic or Persian digits by its western digits', () => {
    for (const mobileNo of ['(٥٥٥) ١٢٣-٤٥٦٧', '(۵۵۵) ۱۲۳-۴۵۶۷']) {
      const terms = registrationSearchTerms({ ...base, mobileNo, mobileNoE164: null });
      expect(terms).toContain('5551234567');
      expect(terms.join(' ')).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    }
    const typed = registrationSearchTerms({ ...base, mobileNo: '٠٥٠١٢٣٤٥٦٧', mobileNoE164: '+971501234567' });
    expect(typed).toEqual(expect.arrayContaining(['0501234567', '971501234567']));
  });

  it('finds a number stored in western digits by a search in Arabic-Indic digits', () => {
    const terms = registrationSearchTerms({
      ...base,
      mobileNo: '+971501234567',
      mobileNoE164: '+971501234567',
    });
    for (const query of ['٠٥٠١٢٣٤٥٦٧', '+٩٧١٥٠١٢٣', '۰۵۰۱۲۳']) {
      const [word] = searchWords(query);
      expect(terms.some((term) => term.startsWith(word))).toBe(true);
    }
  });
});

describe('searchWords', () => {
  it('splits like the terms, longest word first, at most five words', () => {
    expect(searchWords('  Zoë  DUBAI ')).toEqual(['dubai', 'zoe']);
    expect(searchWords('layla.h@')).toEqual(['layla', 'h']);
    expect(searchWords(' %_ ')).toEqual([]);
    expect(searchWords('a b c d e f g')).toHaveLength(5);
  });

  it('reads the digits staff type in Arabic-Indic or Persian as 0-9, and the words beside them', () => {
    expect(searchWords('٠٥٠١٢٣')).toEqual(['050123']);
    expect(searchWords('۰۵۰ ۱۲۳')).toEqual(['050', '123']);
    expect(searchWords('ليلى٢٠٢٦')).toEqual(['ليلى', '2026']);
    expect(searchWords('Level ٢')).toEqual(['level', '2']);
  });

  it('indexes Arabic-Indic digits in names, e-mail and workshop as 0-9', () => {
    const terms = registrationSearchTerms({
      firstName: 'ليلى',
      middleName: '',
      lastName: 'حسن',
      email: 'layla١٩٩٠@example.ae',
      levelName: 'Level 1',
      city: 'دبي | ٢٠٢٦-١٢-٠٥',
      mobileNo: '0501234567',
      mobileNoE164: '+971501234567',
    });
    expect(terms).toEqual(
      expect.arrayContaining(['ليلى', 'حسن', 'layla', '1990', 'دبي', '2026', '12', '05']),
    );
    expect(terms.join(' ')).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('makes prefix patterns that take % and _ literally', () => {
    expect(prefixPattern('50%_off!')).toBe('50!%!_off!!%');
  });
});
