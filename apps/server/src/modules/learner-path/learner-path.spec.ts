import { nextLevels } from './learner-path.service';

const DECODE_1 = 'Level 1: Decode Your Mind';
const DECODE_2 = 'Level 2: Decode Your Behaviour';
const DECODE_3 = 'Level 3: Decode Your Relationships';

describe('nextLevels', () => {
  it('offers the level after the highest completed, per programme', () => {
    expect(
      nextLevels(
        [
          { programme: 'DECODE', level: DECODE_1 },
          { programme: 'DECODE', level: DECODE_2 },
          { programme: 'AWAKEN', level: 'Level 1: Foundations of Consciousness' },
        ],
        [],
      ),
    ).toEqual([
      { programme: 'DECODE', level: DECODE_3 },
      { programme: 'AWAKEN', level: 'Level 2: Clinical Hypnotherapy Practitioner' },
    ]);
  });

  it('leaves out a programme whose next level is booked, or that has no level after', () => {
    expect(
      nextLevels([{ programme: 'DECODE', level: DECODE_1 }], [{ programme: 'DECODE', level: DECODE_2 }]),
    ).toEqual([]);
    expect(nextLevels([{ programme: 'DECODE', level: 'Level 4: Decode Your Blueprint' }], [])).toEqual([]);
  });
});
