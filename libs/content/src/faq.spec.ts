import { DECODE_FAQ, HOME_FAQ, type FaqEntry } from './faq';
import { PROVIDER } from './provider';

const expectWellFormed = (entries: readonly FaqEntry[]) => {
  expect(new Set(entries.map((entry) => entry.question)).size).toBe(entries.length);
  for (const entry of entries) {
    expect(entry.question).toMatch(/\?$/);
    expect(entry.answer.length).toBeGreaterThan(60);
  }
};

describe('FAQs', () => {
  it('has 6 to 8 home entries about choosing, certification, format, payment and refunds', () => {
    expect(HOME_FAQ.length).toBeGreaterThanOrEqual(6);
    expect(HOME_FAQ.length).toBeLessThanOrEqual(8);
    expectWellFormed(HOME_FAQ);
    const questions = HOME_FAQ.map((entry) => entry.question).join(' ');
    for (const topic of [/certificate/i, /online/i, /pay/i, /refund/i, /experience/i]) {
      expect(questions).toMatch(topic);
    }
  });

  it('has 5 to 6 Decode entries', () => {
    expect(DECODE_FAQ.length).toBeGreaterThanOrEqual(5);
    expect(DECODE_FAQ.length).toBeLessThanOrEqual(6);
    expectWellFormed(DECODE_FAQ);
    expect(DECODE_FAQ.map((entry) => entry.answer).join(' ')).toContain('Decode Your Blueprint');
  });

  it("names the provider's own address for other questions", () => {
    expect(HOME_FAQ.some((entry) => entry.answer.includes(PROVIDER.email))).toBe(true);
  });
});
