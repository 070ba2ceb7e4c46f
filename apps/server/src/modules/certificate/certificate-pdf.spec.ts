import { pdfActualTexts, pdfText as textOf } from '../../testing/pdf-text';
import {
  arabicHours,
  certificatePdf,
  layoutName,
  layoutRtlLine,
  type CertificateFace,
} from './certificate-pdf';

const face: CertificateFace = {
  number: 'CLA-2027-7KQM-4XPB',
  nameAsCertificate: 'Zoë Łukasiewicz',
  programme: 'DECODE',
  levelName: 'Level 1: Decode Your Mind',
  startDate: '2027-03-12',
  endDate: '2027-03-13',
  hours: 16,
  trainer: 'Samir Haddad',
  issuedAt: new Date('2027-03-14T06:00:00Z'),
  verifyUrl: 'https://academy.test/certificates/CLA-2027-7KQM-4XPB',
};

describe('certificatePdf', () => {
  it('is one A4 landscape page holding the name, programme, level, dates, hours, trainer and number', async () => {
    const pdf = await certificatePdf(face);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const text = await textOf(pdf);
    for (const part of [
      'Zoë Łukasiewicz',
      'Decode: Level 1: Decode Your Mind',
      'Fri, 12 Mar 2027 to Sat, 13 Mar 2027',
      '16 hours',
      'Samir Haddad',
      'CLA-2027-7KQM-4XPB',
      'Issued on 14 March 2027',
    ]) {
      expect(text).toContain(part);
    }
    // Small enough for the outbox and any mailbox.
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('sets an Arabic name shaped, from right to left, so it reads back as written', async () => {
    const name = 'محمد عبد الله';
    const text = await textOf(await certificatePdf({ ...face, nameAsCertificate: name }));
    // Each word is drawn on its own, which pdf-parse joins with a tab; a glyph the shaping adds (no
    // letter of its own) reads back as a control character.
    expect(text.replace(/\t/g, ' ').replace(/[\u0000-\u0008]/g, '')).toContain(name);
  });

  it.each([
    ['Cyrillic', 'Анна Петрова'],
    ['Greek', 'Ελένη Παπαδοπούλου'],
  ])('sets a name in %s in a font that has its letters', async (_script, name) => {
    const text = await textOf(await certificatePdf({ ...face, nameAsCertificate: name }));
    expect(text.replace(/\t/g, ' ')).toContain(name);
  });

  it('sets a Devanagari name shaped, every letter in it', async () => {
    const name = 'प्रिया शर्मा';
    const text = await textOf(await certificatePdf({ ...face, nameAsCertificate: name }));
    // Text extraction gives Devanagari in drawing order (the vowel sign ि before its consonant, the
    // reph after it): the same letters, which only a missing glyph would lose.
    const line = text.split('\n')[3].replace(/\t/g, ' ');
    expect([...line].sort()).toEqual([...name].sort());
  });

  it('lays a name mixing scripts run by run, right to left when it has Arabic', () => {
    const width = (run: { text: string }) => run.text.length;
    expect(layoutName('Zoë Łukasz', width).runs).toEqual([
      { font: 'latin', text: 'Zoë ', x: 0 },
      { font: 'latinExt', text: 'Ł', x: 4 },
      { font: 'latin', text: 'ukasz', x: 5 },
    ]);
    expect(layoutName('علي Ali', width)).toEqual({
      runs: [
        { font: 'arabic', text: 'علي', x: 4 },
        { font: 'latin', text: 'Ali', x: 0 },
      ],
      width: 7,
    });
  });

  describe('for an Arabic registration (issue 30)', () => {
    const arabic: CertificateFace = {
      ...face,
      nameAsCertificate: 'محمد عبد الله',
      verifyUrl: 'https://academy.test/ar/certificates/CLA-2027-7KQM-4XPB',
      locale: 'ar',
    };

    it('sets its words in Arabic, the name shaped, with the figures and Latin names as they are', async () => {
      const pdf = await certificatePdf(arabic);
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
      // What a reader copies: each shaped Arabic run carries its letters.
      const words = pdfActualTexts(pdf).join(' ');
      for (const word of [
        'أكاديمية',
        'الحياة',
        'الواعية',
        'شهادة',
        'إتمام',
        'تُمنح',
        'تقديراً',
        'لإتمام',
        'المستوى',
        'عقلك',
        'مارس',
        'ساعة',
        'المدرّب',
        'رقم',
        'الإصدار',
        'للتحقق',
        'محمد',
        'عبد',
        'الله',
      ]) {
        expect(words).toContain(word);
      }
      const text = (await textOf(pdf)).replace(/\t/g, ' ').replace(/[\u0000-\u0008]/g, '');
      expect(text).toContain('محمد عبد الله');
      for (const part of [
        'Decode',
        '12',
        '2027',
        '16',
        'Samir Haddad',
        'CLA-2027-7KQM-4XPB',
        'https://academy.test/ar/certificates/CLA-2027-7KQM-4XPB',
      ]) {
        expect(text).toContain(part);
      }
      // No English label is left.
      for (const english of [
        'Certificate of Completion',
        'has completed',
        'Trainer',
        'Issued on',
        'Verify at',
      ]) {
        expect(text).not.toContain(english);
      }
    });

    it('lays a line right to left: Latin words together left to right, a label’s colon on its left', () => {
      const widthOf = (run: { text: string }) => run.text.length * 10;
      const { runs, width } = layoutRtlLine('المدرّب: Samir Haddad', widthOf);
      expect(runs.map((run) => [run.text, run.x])).toEqual([
        ['المدرّب', 140],
        [':', 130],
        ['Samir', 0],
        [' Haddad', 50],
      ]);
      expect(width).toBe(210);
    });

    it('counts hours with the Arabic number agreement', () => {
      expect([1, 2, 3, 10, 11, 16, 100].map(arabicHours)).toEqual([
        'ساعة واحدة',
        'ساعتان',
        '3 ساعات',
        '10 ساعات',
        '11 ساعة',
        '16 ساعة',
        '100 ساعة',
      ]);
    });
  });
});
