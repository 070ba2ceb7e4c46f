import { INDIVIDUAL_TRAINING } from './individual';

describe('Customized Individual Training', () => {
  it('carries the SPEC title', () => {
    expect(INDIVIDUAL_TRAINING.title).toBe('Customized Individual Training');
  });

  it('fills every section', () => {
    const { intro, audiences, steps, formats, questions, callToAction } = INDIVIDUAL_TRAINING;
    expect(intro.length).toBeGreaterThan(0);
    for (const list of [audiences, steps, formats]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const item of list) {
        expect(item.heading).toMatch(/\S/);
        expect(item.description).toMatch(/\S/);
      }
    }
    expect(questions.length).toBeGreaterThan(0);
    for (const { question, answer } of questions) {
      expect(question).toMatch(/\?$/);
      expect(answer).toMatch(/\S/);
    }
    expect(callToAction.heading).toMatch(/\S/);
    expect(callToAction.text).toMatch(/\S/);
  });
});
