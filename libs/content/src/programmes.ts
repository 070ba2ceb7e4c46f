/**
 * The programmes a calendar event or a registration belongs to. The keys are the values of the
 * GraphQL enum `Programme` and of the database columns, so content, API and storage share one spelling.
 *
 * This module imports no other content, so that whatever names a programme (the calendar, a
 * registration summary) does not carry every programme's page text. The levels a registrant chooses
 * from are built from that text: they are in programme-levels.ts.
 */
export const PROGRAMME_KEYS = [
  'DECODE',
  'AWAKEN',
  'TASSO',
  'FAMILY_CONSTELLATION',
  'HIDDEN_COLOURS',
  'INDIVIDUAL',
  'HHME',
  'GENERAL',
] as const;

export type ProgrammeKey = (typeof PROGRAMME_KEYS)[number];

export interface Programme {
  key: ProgrammeKey;
  /** The programme's name as visitors read it. */
  name: string;
  /** Its page on the site. */
  pagePath: string | null;
}

export const PROGRAMMES: Readonly<Record<ProgrammeKey, Programme>> = {
  DECODE: { key: 'DECODE', name: 'Decode', pagePath: '/decode' },
  AWAKEN: { key: 'AWAKEN', name: 'Awaken the Limitless Human', pagePath: '/ich' },
  TASSO: { key: 'TASSO', name: 'Transpersonal Regression (TASSO)', pagePath: '/tasso' },
  FAMILY_CONSTELLATION: {
    key: 'FAMILY_CONSTELLATION',
    name: 'Family Constellation',
    pagePath: '/family-constellation',
  },
  // The titles of their pages (HIDDEN_COLOURS.title, INDIVIDUAL_TRAINING.title; programmes.spec.ts).
  HIDDEN_COLOURS: { key: 'HIDDEN_COLOURS', name: 'Hidden Colours', pagePath: '/Hidden-Colours' },
  INDIVIDUAL: { key: 'INDIVIDUAL', name: 'Customized Individual Training', pagePath: '/individual' },
  HHME: { key: 'HHME', name: 'HHME Holistic Health Expo', pagePath: '/hhme' },
  GENERAL: { key: 'GENERAL', name: 'Open talks', pagePath: null },
};

export function isProgrammeKey(value: unknown): value is ProgrammeKey {
  return typeof value === 'string' && (PROGRAMME_KEYS as readonly string[]).includes(value);
}

/** The programme whose page this is ('/decode' → DECODE), for rows that name only a page. */
export function programmeOfPage(pagePath: string | null | undefined): ProgrammeKey {
  const found = PROGRAMME_KEYS.find((key) => pagePath && PROGRAMMES[key].pagePath === pagePath);
  return found ?? 'GENERAL';
}

/** The workshop choice that means "this programme, whenever it next runs" (SPEC.md 3.1 city). */
export const NEXT_AVAILABLE_INTAKE = 'Next available intake';
