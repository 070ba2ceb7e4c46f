import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { CALENDAR_EVENTS } from '@academy/content';
import { system } from '../../theme/system';
import PractitionerRoute from './route';

/** The prerendered /practitioner page (the tests build as of 2026-11-23: every published event is past). */
const html = renderToStaticMarkup(
  <ChakraProvider value={system}>
    <MemoryRouter>
      <PractitionerRoute />
    </MemoryRouter>
  </ChakraProvider>,
);

const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('the prerendered event calendar', () => {
  it('holds both presentations, which CSS chooses between: a card per event and a table row per event', () => {
    expect(html).toMatch(/<ul[^>]*aria-label="Event calendar: 20 events[^"]*"/);
    expect(count(/<li/g)).toBe(CALENDAR_EVENTS.length);
    expect(count(/<h2/g)).toBe(CALENDAR_EVENTS.length);
    expect(count(/<tbody[\s\S]*<\/tbody>/g)).toBe(1);
    expect(count(/<tr/g)).toBe(CALENDAR_EVENTS.length + 1);
  });

  it('offers no Enroll Now and no seat count for events that have taken place', () => {
    const openEntry = CALENDAR_EVENTS.filter((event) => event.noenroll).length;
    expect(html).not.toContain('Enroll Now');
    expect(html).not.toContain('seats left');
    expect(count(/>Closed</g)).toBe(2 * (CALENDAR_EVENTS.length - openEntry));
    expect(count(/>Open entry</g)).toBe(2 * openEntry);
  });

  it('announces nothing until the live rows are asked for after hydration', () => {
    expect(html).toMatch(/<div[^>]*role="status"[^>]*><\/div>/);
  });
});
