import { CALENDAR_EVENTS } from './calendar-events';
import { PROVIDER } from './provider';
import {
  FAMILY_CONSTELLATION_ABOUT,
  FAMILY_CONSTELLATION_PROGRAMS,
  FAMILY_SESSIONS,
} from './family-constellation';

describe('Family Constellation programme rows', () => {
  it('lists seven workshops dated between August and December 2025', () => {
    expect(FAMILY_CONSTELLATION_PROGRAMS).toHaveLength(7);
    for (const row of FAMILY_CONSTELLATION_PROGRAMS) {
      expect(row.Date >= '2025-08-01' && row.Date <= '2025-12-31').toBe(true);
    }
  });

  it('gives each workshop 10 seats, an organiser, a status and a unique id', () => {
    expect(new Set(FAMILY_CONSTELLATION_PROGRAMS.map((row) => row.id)).size).toBe(7);
    for (const row of FAMILY_CONSTELLATION_PROGRAMS) {
      expect(row.capacity).toBe(10);
      expect(row.organisedby).toBe(PROVIDER.name);
      expect(['Open', 'Filling fast']).toContain(row.status);
      expect(row.Event).toMatch(/\S/);
      expect(row.Location).toMatch(/\S/);
    }
  });

  it('matches the event calendar row for row', () => {
    for (const row of FAMILY_CONSTELLATION_PROGRAMS) {
      const event = CALENDAR_EVENTS.find((e) => e.id === row.id);
      expect(event).toMatchObject({ date: row.Date, location: row.Location, name: row.Event });
    }
  });
});

describe('Family sessions', () => {
  it('offers sessions with a venue, an ISO date and time slots', () => {
    expect(FAMILY_SESSIONS.length).toBeGreaterThan(0);
    expect(new Set(FAMILY_SESSIONS.map((s) => s.id)).size).toBe(FAMILY_SESSIONS.length);
    for (const session of FAMILY_SESSIONS) {
      expect(session.Venue).toMatch(/\S/);
      expect(session.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(session.time.length).toBeGreaterThan(0);
      expect(new Set(session.time).size).toBe(session.time.length);
    }
  });
});

describe('About blurb', () => {
  it('has a heading and text', () => {
    expect(FAMILY_CONSTELLATION_ABOUT.heading).toMatch(/\S/);
    expect(FAMILY_CONSTELLATION_ABOUT.paragraphs.length).toBeGreaterThan(0);
  });
});
