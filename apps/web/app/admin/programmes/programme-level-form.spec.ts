import { programmeLevelFormToVariables, programmeLevelToForm } from './programme-level-form';

const LEVEL = {
  __typename: 'ProgrammeLevel' as const,
  id: 'AWAKEN-1',
  programme: 'AWAKEN' as const,
  level: 'Level 1: Foundations of Consciousness',
  fee: { __typename: 'Fee' as const, amount: 1872, currency: 'AED', formatted: 'AED 1,872' },
  durationDays: 2,
  hours: 50,
  history: [],
};

describe('the programme level form', () => {
  it('opens on the level’s terms and sends them back as typed', () => {
    const values = programmeLevelToForm(LEVEL);
    expect(values).toEqual({ feeAmount: '1872', currency: 'AED', durationDays: '2', hours: '50' });
    expect(
      programmeLevelFormToVariables(LEVEL, { ...values, feeAmount: ' 1950 ', currency: 'aed ' }),
    ).toEqual({
      programme: 'AWAKEN',
      level: 'Level 1: Foundations of Consciousness',
      feeAmount: 1950,
      currency: 'AED',
      durationDays: 2,
      hours: 50,
    });
  });

  it('sends empty hours as none, and what is no whole number as -1 for the server to name', () => {
    const values = { ...programmeLevelToForm(LEVEL), hours: ' ', feeAmount: '1,950', durationDays: '2.5' };
    expect(programmeLevelFormToVariables(LEVEL, values)).toMatchObject({
      feeAmount: -1,
      durationDays: -1,
      hours: null,
    });
  });
});
