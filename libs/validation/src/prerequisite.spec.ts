import { PREREQUISITE_NOTE_REQUIRED, readPrerequisiteAnswer } from './prerequisite';

describe('readPrerequisiteAnswer', () => {
  it('reads an unticked box as no answer, whatever the note', () => {
    expect(readPrerequisiteAnswer({ prerequisiteNote: 'ignored' })).toEqual({
      answer: { elsewhere: false, note: '' },
      problems: [],
    });
  });

  it('asks for a note with a ticked box', () => {
    expect(readPrerequisiteAnswer({ prerequisiteElsewhere: true }).problems).toEqual([
      { field: 'prerequisiteNote', message: PREREQUISITE_NOTE_REQUIRED },
    ]);
    expect(
      readPrerequisiteAnswer({ prerequisiteElsewhere: true, prerequisiteNote: ' Level 1, Mumbai 2024 ' }),
    ).toEqual({ answer: { elsewhere: true, note: 'Level 1, Mumbai 2024' }, problems: [] });
  });

  it('refuses a box that is no boolean and a note too long', () => {
    const { problems } = readPrerequisiteAnswer({
      prerequisiteElsewhere: 'yes',
      prerequisiteNote: 'x'.repeat(501),
    });
    expect(problems.map((p) => p.field)).toEqual(['prerequisiteElsewhere', 'prerequisiteNote']);
  });
});
