import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { PUBLISHED_SITE_DATA } from '../../site-data/published';
import { SiteDataProvider } from '../../site-data/site-data';
import { CALENDAR_EVENTS } from '@academy/content';
import { system } from '../../theme/system';
import PractitionerRoute from './route';

/** The prerendered /practitioner page (the tests build as of 2026-11-23: SPEC's 20 events are past). */
const html = renderToStaticMarkup(
  <ChakraProvider value={system}>
    <SiteDataProvider value={PUBLISHED_SITE_DATA}>
      <MemoryRouter>
        <PractitionerRoute />
      </MemoryRouter>
    </SiteDataProvider>
  </ChakraProvider>,
);

const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;

const upcoming = CALENDAR_EVENTS.filter((event) => event.date >= '2026-11-23');
const past = CALENDAR_EVENTS.length - upcoming.length;

describe('the prerendered event calendar', () => {
  it('holds both presentations, which CSS chooses between: a card per event and a table row per event', () => {
    expect(html).toMatch(`aria-label="Event calendar: ${upcoming.length} events`);
    expect(html).toMatch(`aria-label="Past events: ${past} events`);
    expect(count(/<li/g)).toBe(CALENDAR_EVENTS.length);
    expect(count(/<h2/g)).toBe(CALENDAR_EVENTS.length);
    expect(count(/<tbody[\s\S]*?<\/tbody>/g)).toBe(2);
    expect(count(/<tr/g)).toBe(CALENDAR_EVENTS.length + 2);
  });

  it('lists the bookable events first, soonest first, and folds the past ones under Past events', () => {
    expect(upcoming.length).toBeGreaterThan(0);
    const firstRow = html.indexOf('<tbody');
    expect(html.indexOf(upcoming[0].name, firstRow)).toBeLessThan(html.indexOf('>Closed<', firstRow));
    expect(html.indexOf('<details')).toBeLessThan(html.indexOf('>Closed<', firstRow));
    expect(count(/aria-label="Enroll Now: /g)).toBe(2 * upcoming.length);
    // A multi-day event shows its whole span.
    expect(html).toContain('Sat, 23 Jan 2027 to Sun, 24 Jan 2027');
  });

  it('offers no Enroll Now and no seat count for events that have taken place', () => {
    const openEntry = CALENDAR_EVENTS.filter((event) => event.noenroll).length;
    expect(html).not.toContain('seats left');
    expect(count(/>Closed</g)).toBe(2 * (past - openEntry));
    expect(count(/>Open entry</g)).toBe(2 * openEntry);
  });

  it('announces nothing until the live rows are asked for after hydration', () => {
    expect(html).toMatch(/<div[^>]*role="status"[^>]*><\/div>/);
  });
});
