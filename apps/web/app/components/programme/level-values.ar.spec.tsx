import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import {
  DECODE_LEVEL_CARDS as ENGLISH_DECODE_CARDS,
  ICH_LEVEL_CARDS as ENGLISH_ICH_CARDS,
  PROGRAMME_LEVELS,
} from '@academy/content/en';
import { PUBLISHED_SITE_DATA } from '../../site-data/published';
import { SiteDataProvider } from '../../site-data/site-data';
import { system } from '../../theme/system';
import DecodeRoute from '../../routes/decode/route';
import IchRoute from '../../routes/ich/route';
import IchLevelsRoute from '../../routes/ich-levels/route';
import IndividualRoute from '../../routes/individual/route';
import LevelRoute from '../../routes/level/route';
import TassoRoute from '../../routes/tasso/route';
import { levelOptions, preselectedLevel } from '../enrolment/level-choice';
import type { EnrolmentOffer } from '../enrolment/EnrolmentDialog';
import type { LevelToEnrol } from './enrol-in-level';
import { upcomingSessions } from './level-sessions';

// The Arabic build: '@academy/content' is the Arabic site's content, '@academy/content/en' stays English.
jest.mock('@academy/content', () => jest.requireActual('../../../../../libs/content/src/ar/site'));

const arabicLevels = jest.requireActual<typeof import('../../../../../libs/content/src/ar/programme-levels')>(
  '../../../../../libs/content/src/ar/programme-levels',
);

function render(path: string, page: ReactNode): string {
  return renderToStaticMarkup(
    <ChakraProvider value={system}>
      <SiteDataProvider value={PUBLISHED_SITE_DATA}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </SiteDataProvider>
    </ChakraProvider>,
  );
}

const unescaped = (attribute: string) =>
  attribute
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The props of every island `name` of the page, in document order. */
function islands<Props>(html: string, name: string): Props[] {
  return [...html.matchAll(/<[^>]*data-island="([^"]+)"[^>]*>/g)]
    .filter((element) => element[1] === name)
    .map((element) => JSON.parse(unescaped(/data-island-props="([^"]*)"/.exec(element[0])?.[1] ?? 'null')));
}

describe("a level card's Enroll Now in the Arabic site", () => {
  it.each([
    ['DECODE', '/decode', <DecodeRoute />, ENGLISH_DECODE_CARDS],
    ['AWAKEN', '/ich', <IchRoute />, ENGLISH_ICH_CARDS],
  ] as const)(
    'of %s stores the English title, which preselects the level',
    (programme, path, page, cards) => {
      const links = islands<LevelToEnrol>(render(path, page), 'level-link');
      expect(links).toEqual(cards.map((card) => ({ id: card.id, title: card.title })));
      expect(links.map((link) => preselectedLevel(levelOptions(programme), undefined, link.title))).toEqual(
        PROGRAMME_LEVELS[programme],
      );
    },
  );
});

describe('a level page in the Arabic site', () => {
  it.each([
    ['DECODE', 2, '/level/2', <LevelRoute />],
    ['AWAKEN', 3, '/ich/levels?level=3', <IchLevelsRoute />],
  ] as const)(
    'of %s level %i enrols in the English level, named in Arabic, and lists its sessions',
    (programme, rank, path, page) => {
      const html = render(path, page);
      const level = PROGRAMME_LEVELS[programme][rank - 1];
      const [enrol] = islands<EnrolmentOffer>(html, 'enrol');
      expect(enrol.target).toEqual({
        programme,
        title: arabicLevels.PROGRAMME_LEVELS[programme][rank - 1],
        level,
      });
      expect(preselectedLevel(levelOptions(programme), enrol.target.level, null)).toBe(level);
      const sessions = upcomingSessions(
        PUBLISHED_SITE_DATA.calendar,
        programme,
        level,
        PUBLISHED_SITE_DATA.today,
      );
      expect(sessions.length).toBeGreaterThan(0);
      for (const session of sessions) expect(html).toContain(session.date);
      expect(enrol.details).toContain(sessions[0].date);
    },
  );
});

describe("a programme page's Enroll Now in the Arabic site", () => {
  it('names each TASSO module by the English level name', () => {
    const targets = islands<EnrolmentOffer>(render('/tasso', <TassoRoute />), 'enrol').map(
      (offer) => offer.target.level,
    );
    expect(targets).toEqual(PROGRAMME_LEVELS.TASSO);
  });

  it('names the individual training by its English level name', () => {
    const targets = islands<EnrolmentOffer>(render('/individual', <IndividualRoute />), 'enrol');
    expect(targets.length).toBeGreaterThan(0);
    for (const offer of targets) expect(offer.target.level).toBe(PROGRAMME_LEVELS.INDIVIDUAL[0]);
  });
});
