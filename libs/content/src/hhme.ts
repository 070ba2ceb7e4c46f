import {
  type CatalogueSeedEntry,
  type CataloguedProgramme,
  type LevelTerms,
  CATALOGUE_SEED,
  durationText,
} from './catalogue';
import { formatFee } from './fees';
import { PROVIDER } from './provider';

/** The HHME 2025 partner-event page (SPEC.md 2.13), block by block in page order. */

export const HHME_EVENT = {
  name: 'HHME 2025',
  partnerRole: 'Headline Partner',
  date: 'October 9, 2025',
  /** The date as the Where to Meet Us block prints it (SPEC.md 2.13). */
  shortDate: 'Oct 9 2025',
  isoDate: '2025-10-09',
  hours: '9:00 AM - 6:00 PM',
  venue: 'Grand Mercure Dubai',
} as const;

export const HHME_HERO = {
  eyebrow: `${PROVIDER.name} is the ${HHME_EVENT.partnerRole} of`,
  title: HHME_EVENT.name,
  tagline: 'A day of holistic health, conscious living and hands-on healing in the heart of Dubai.',
  participationLabel: 'Explore Participation',
} as const;

export const HHME_INTRO = {
  heading: 'Holistic health, under one roof',
  paragraphs: [
    'HHME 2025 brings together therapists, wellness practitioners, educators and curious visitors for one full day of talks, live demonstrations and conversations about mind-body health. As headline partner we host the main stage programme and an open practice area where you can experience short guided sessions for yourself.',
    'Come to meet our trainers, ask which path suits you, and try the techniques we teach: from relaxation and self-hypnosis to regression and constellation work. Our programme brochure lists every session of the day and the trainings we present.',
  ],
  pdfLabel: 'Download PDF',
  /** What the download is, for a screen reader: 'HHME 2025 programme'. */
  pdfName: (event: string) => `${event} programme`,
  pdf: { href: '/images/hhme/hhme-2025-programme.pdf', sizeLabel: 'PDF, 2 pages' },
} as const;

export const HHME_VISION_MISSION = {
  heading: 'Our Vision & Mission at HHME',
  vision:
    'We see a region where caring for the mind is as natural as caring for the body, and where anyone can find trustworthy training and support for their inner work.',
  mission:
    'At HHME we open that door: free demonstrations for visitors, honest answers about what therapy can and cannot do, and a clear path for those who want to train as practitioners.',
  programmesLabel: 'Discover Our Programs',
  programmesPath: '/practitioner',
} as const;

export const HHME_TEAM = {
  heading: 'The Visionaries Behind Our Stand',
  intro:
    'Our three directors lead the stand and the main-stage programme together with our trainers. Find them between sessions for a personal conversation.',
} as const;

export interface HhmeProgramme {
  id: string;
  name: string;
  /** The catalogue programme whose levels it presents: its duration and fee are theirs. */
  programme: CataloguedProgramme;
  duration: string;
  fee: string;
  summary: string;
}

/**
 * A programme's duration and fee as a card quotes its levels: one figure when every level has the
 * same ('5 days a module'), the span otherwise ('2 to 8 days a level', 'AED 1,872 to AED 8,111 a
 * level'). `each` names a level ('level', 'module'); a programme of one level needs none.
 */
export function quotedTerms(
  levels: readonly LevelTerms[],
  each?: string,
): Pick<HhmeProgramme, 'duration' | 'fee'> {
  const per = levels.length > 1 && each ? ` a ${each}` : '';
  const days = levels.map((level) => level.durationDays);
  const fees = [...levels.map((level) => level.fee)].sort((a, b) => a.amount - b.amount);
  const [least, most] = [Math.min(...days), Math.max(...days)];
  const [cheapest, dearest] = [fees[0], fees[fees.length - 1]];
  return {
    duration: least === most ? `${durationText(least)}${per}` : `${least} to ${durationText(most)}${per}`,
    fee:
      cheapest.amount === dearest.amount
        ? `${formatFee(cheapest)}${per}`
        : `${formatFee(cheapest)} to ${formatFee(dearest)}${per}`,
  };
}

/**
 * The four signature programmes of SPEC.md 2.13, each quoting the levels of the programme it presents in
 * `catalogue` (the live catalogue a page is rendered from; SPEC's own figures contradicted those
 * programmes' pages; catalogue.ts says which won).
 */
export function hhmeProgrammes(catalogue: readonly CatalogueSeedEntry[]): HhmeProgramme[] {
  const seeded = (programme: CataloguedProgramme) => {
    const live = catalogue.filter((level) => level.programme === programme);
    return live.length > 0 ? live : CATALOGUE_SEED.filter((level) => level.programme === programme);
  };
  return [
    {
      id: 'level-trainings',
      name: 'Level 1-6 Trainings',
      programme: 'AWAKEN',
      ...quotedTerms(seeded('AWAKEN'), 'level'),
      summary:
        'The Awaken the Limitless Human levels in clinical hypnotherapy, taught in small groups with supervised practice.',
    },
    {
      id: 'tasso',
      name: 'TASSO Regression Therapy',
      programme: 'TASSO',
      ...quotedTerms(seeded('TASSO'), 'module'),
      summary:
        'Transpersonal regression for practitioners: safe age and past-life regression with careful integration.',
    },
    {
      id: 'inner-child',
      name: 'Inner Child Healing',
      programme: 'HIDDEN_COLOURS',
      ...quotedTerms(seeded('HIDDEN_COLOURS')),
      summary:
        'Our Hidden Colours workshop: meet and comfort the child you were, and release the early beliefs that still shape adult choices.',
    },
    {
      id: 'systemic-constellations',
      name: 'Systemic Constellations',
      programme: 'FAMILY_CONSTELLATION',
      ...quotedTerms(seeded('FAMILY_CONSTELLATION')),
      summary:
        'Our Family Constellation workshop: see the hidden order of a family system and find your place in it.',
    },
  ];
}

/** The signature programmes as the build knows them (the seeded catalogue). */
export const HHME_PROGRAMMES: readonly HhmeProgramme[] = hhmeProgrammes(CATALOGUE_SEED);

export interface HhmeAccreditation {
  id: string;
  name: string;
  /** A small SVG seal under apps/web/public. */
  badge: { src: string; width: number; height: number };
}

const accreditation = (id: string, name: string): HhmeAccreditation => ({
  id,
  name,
  badge: { src: `/images/hhme/accreditation-${id}.svg`, width: 160, height: 160 },
});

/** The bodies whose standards the four programmes follow (members of the About page's affiliations). */
export const HHME_ACCREDITATIONS: readonly HhmeAccreditation[] = [
  accreditation('ibth', 'International Board of Transpersonal Hypnotherapy'),
  accreditation('gart', 'Global Alliance of Regression Therapists'),
  accreditation('wcsc', 'World Council for Systemic Constellations'),
  accreditation('ehhn', 'Emirates Holistic Health Network'),
];

export interface HhmeScheduleItem {
  time: string;
  title: string;
  host: string;
}

/** Our sessions on the day, as the stand team announces them (also printed in the PDF). */
export const HHME_DAY_SCHEDULE: readonly HhmeScheduleItem[] = [
  {
    time: '9:00 AM',
    title: 'Doors open: meet us at the stand in the main entrance hall',
    host: 'Stand team',
  },
  { time: '10:00 AM', title: 'Main stage: The Conscious Mind at Work', host: 'Anjali Menon' },
  {
    time: '11:30 AM',
    title: 'Open practice area: guided relaxation and self-hypnosis, 20 minutes, every hour until 4:30 PM',
    host: 'Samir Haddad',
  },
  {
    time: '1:00 PM',
    title: 'Main stage: Family patterns we inherit, a live constellation demonstration',
    host: 'Claire Whitfield',
  },
  { time: '2:30 PM', title: 'Panel: Choosing your training path', host: 'Tariq Al Hashimi and trainers' },
  { time: '4:00 PM', title: 'Main stage: Regression therapy, myths and facts', host: 'Layla Farouk' },
  { time: '5:30 PM', title: 'Closing meditation', host: 'Anjali Menon' },
];

/** Whether the expo has taken place by `today` (ISO, in Dubai): its page then says so and registers nobody. */
export const hhmeHasTakenPlace = (today: string): boolean => today > HHME_EVENT.isoDate;

/** What the page says once the expo has taken place (its page stays for the links to it). */
export const HHME_PAST = {
  badge: 'This event has taken place',
  heroNote: `${HHME_EVENT.name} took place on ${HHME_EVENT.date} at ${HHME_EVENT.venue}. Thank you to everyone who visited our stand and joined the sessions.`,
  meetUs:
    'The expo has taken place, so there is nothing to register for. Our trainers are glad to meet you at our workshops and trainings all year round: the event calendar lists the next dates.',
  calendarLabel: 'See the event calendar',
  calendarPath: '/practitioner',
} as const;

export const HHME_MEET_US = {
  heading: 'Where to Meet Us',
  text: 'Visit our stand at the main entrance hall. Entry to the expo is free; register your interest and we will send you the floor plan and the stage schedule a week before the event.',
  registerLabel: 'Register Interest',
  registerSubject: 'HHME 2025: Register Interest',
} as const;
