import { hasTypedEnrolment, restoredEnrolment } from './enrolment-draft';
import { initialEnrolmentState } from './enrolment-form-state';

const LEVEL_1 = 'Level 1: Foundations of Consciousness';
const LEVEL_2 = 'Level 2: Awakening';

describe('enrolment draft', () => {
  it('counts typed fields, not the preselected level or workshop', () => {
    const opened = initialEnrolmentState(LEVEL_2, 'event-7');
    expect(hasTypedEnrolment(opened)).toBe(false);
    expect(hasTypedEnrolment({ values: { ...opened.values, firstName: 'L' } })).toBe(true);
    expect(hasTypedEnrolment({ values: { ...opened.values, termsandcondition: true } })).toBe(true);
  });

  it('restores what was typed with the level of the button that opened the form', () => {
    const typed = initialEnrolmentState(LEVEL_1, 'event-1');
    const draft = { values: { ...typed.values, firstName: 'Layla' }, workshopKey: 'event-1' };
    expect(restoredEnrolment(draft, LEVEL_1, undefined)).toEqual({
      values: { ...draft.values, levelName: LEVEL_1 },
      workshopKey: 'event-1',
    });
    // Another level: the draft's workshop belongs to its own level and is not kept.
    expect(restoredEnrolment(draft, LEVEL_2, undefined)).toMatchObject({
      values: { firstName: 'Layla', levelName: LEVEL_2 },
      workshopKey: '',
    });
    // A calendar row names its event: that one is chosen.
    expect(restoredEnrolment(draft, LEVEL_1, 'event-9').workshopKey).toBe('event-9');
  });
});
