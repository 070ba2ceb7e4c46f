import { CALENDAR_EVENTS } from './calendar-events';
import { PROVIDER } from './provider';
import { FAMILY_CONSTELLATION_ABOUT, FAMILY_SESSIONS, programmeRow } from './family-constellation';

describe('Family Constellation programme rows', () => {
  const event = {
    id: 'family-constellation-dubai-2026-12',
    name: 'Family Constellation Workshop',
    date: '2026-12-13',
    time: '10:00 AM - 5:00 PM',
    location: 'Dubai, Al Barsha',
    seats: 10,
    seatsLeft: 6,
    availability: 'OPEN' as const,
  };

  it('are calendar events in the words of SPEC 3.6, organised by the provider', () => {
    expect(programmeRow(event)).toEqual({
      id: event.id,
      Event: 'Family Constellation Workshop',
      Date: '2026-12-13',
      time: '10:00 AM - 5:00 PM',
      Location: 'Dubai, Al Barsha',
      capacity: 10,
      organisedby: PROVIDER.name,
      status: 'Open',
      enrollable: true,
    });
  });

  it('say how the workshop stands, and offer Enroll Now only while it takes enrolments', () => {
    expect(programmeRow({ ...event, seatsLeft: 3 })).toMatchObject({
      status: 'Filling fast',
      enrollable: true,
    });
    expect(programmeRow({ ...event, seatsLeft: 0, availability: 'FULL' })).toMatchObject({
      status: 'Fully booked',
      enrollable: false,
    });
    expect(programmeRow({ ...event, availability: 'CLOSED' })).toMatchObject({
      status: 'Closed',
      enrollable: false,
    });
  });

  it("come from SPEC's seven Family Constellation events of 2025 and two of 2027", () => {
    const published = CALENDAR_EVENTS.filter((e) => e.programme === 'FAMILY_CONSTELLATION');
    expect(published.filter((e) => e.date >= '2025-08-01' && e.date <= '2025-12-31')).toHaveLength(7);
    expect(published.filter((e) => e.date > '2026-11-26')).toHaveLength(2);
    expect(published).toHaveLength(9);
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
