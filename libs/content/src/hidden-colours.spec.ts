import { HIDDEN_COLOURS } from './hidden-colours';

describe('Hidden Colours workshop', () => {
  it('is the Specialized Workshop of the side menu', () => {
    expect(HIDDEN_COLOURS.title).toBe('Hidden Colours');
    expect(HIDDEN_COLOURS.menuLabel).toBe('Specialized Workshop');
  });

  it('describes the workshop, its format, audience and outcomes', () => {
    expect(HIDDEN_COLOURS.intro.length).toBeGreaterThan(0);
    expect(HIDDEN_COLOURS.themes.length).toBeGreaterThanOrEqual(3);
    expect(HIDDEN_COLOURS.audience.length).toBeGreaterThanOrEqual(3);
    expect(HIDDEN_COLOURS.outcomes.length).toBeGreaterThanOrEqual(3);
    const facts = Object.fromEntries(HIDDEN_COLOURS.facts.map((fact) => [fact.label, fact.value]));
    expect(facts['Duration']).toBe('2 days');
    expect(facts['Fee']).toMatch(/^AED 1,800/);
  });

  it("says what to do when no date is scheduled (the dates are the calendar's)", () => {
    expect(HIDDEN_COLOURS.noDates).toMatch(/write to us/i);
  });
});
