import { PROVIDER } from './provider';

/** An illustration shipped under apps/web/public, with the size it is drawn at so nothing shifts. */
export interface SizedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The About page's statements (SPEC.md 2.5). */
export const VISION =
  'A world in which every person knows how to listen to their own mind, heal what holds them back and live consciously: with clarity, compassion and a sense of their own limitless potential.';

export const MISSION =
  'To train caring, competent practitioners and self-aware individuals through practical, ethical and experience-based programmes in hypnotherapy, regression therapy and holistic healing, and to bring that work within reach of families, schools, workplaces and communities across the UAE and beyond.';

/** The three roles of 'Meet Our Directors' (SPEC.md 2.5), in the order they are shown. */
export const DIRECTOR_ROLES = ['Founder-Director and CEO', 'Strategic Business Head', 'Director'] as const;

export type DirectorRole = (typeof DIRECTOR_ROLES)[number];

export interface Director {
  id: string;
  name: string;
  role: DirectorRole;
  bio: string;
  portrait: SizedImage;
}

const portrait = (id: string, name: string): SizedImage => ({
  src: `/images/directors/${id}.svg`,
  alt: `Illustrated portrait of ${name}`,
  width: 320,
  height: 320,
});

export const DIRECTORS: readonly Director[] = [
  {
    id: 'anjali-menon',
    name: 'Anjali Menon',
    role: 'Founder-Director and CEO',
    bio: 'Anjali brings twelve years of experience as a clinical hypnotherapist and regression therapist in Dubai and Mumbai, the last of them spent founding and growing the academy. She designed the Awaken the Limitless Human pathway and still leads its advanced levels, and she mentors every trainer who joins the faculty.',
    portrait: portrait('anjali-menon', 'Anjali Menon'),
  },
  {
    id: 'tariq-al-hashimi',
    name: 'Tariq Al Hashimi',
    role: 'Strategic Business Head',
    bio: 'Tariq spent fifteen years building learning programmes for healthcare and hospitality groups in the Gulf before joining the academy. He shapes its partnerships with corporates, schools and events such as HHME, and makes sure every training runs smoothly from the first enquiry to the final certificate.',
    portrait: portrait('tariq-al-hashimi', 'Tariq Al Hashimi'),
  },
  {
    id: 'claire-whitfield',
    name: 'Claire Whitfield',
    role: 'Director',
    bio: 'Claire is a transpersonal psychotherapist and family constellation facilitator who trained in London and Amsterdam. As a director she oversees curriculum quality, supervision and ethics, and she chairs the panel that assesses practitioner candidates.',
    portrait: portrait('claire-whitfield', 'Claire Whitfield'),
  },
];

/** A professional body the academy belongs to; `logo.alt` is the organisation's name (SPEC.md 2.5). */
export interface Affiliation {
  id: string;
  name: string;
  logo: SizedImage;
}

const affiliation = (id: string, name: string): Affiliation => ({
  id,
  name,
  logo: { src: `/images/affiliations/${id}.svg`, alt: name, width: 240, height: 120 },
});

export const AFFILIATIONS: readonly Affiliation[] = [
  affiliation('gart', 'Global Alliance of Regression Therapists'),
  affiliation('ibth', 'International Board of Transpersonal Hypnotherapy'),
  affiliation('ehhn', 'Emirates Holistic Health Network'),
  affiliation('wcsc', 'World Council for Systemic Constellations'),
  affiliation('aihp', 'Association of Integrative Healing Practitioners'),
  affiliation('cef', 'Consciousness Education Federation'),
];

/** The About page's own words around its content (SPEC.md 2.5): headings, the introduction, meta. */
export const ABOUT_PAGE = {
  meta: {
    title: 'About',
    description: `The vision and mission of ${PROVIDER.name}, its directors, the graduates' practices across the UAE and the professional bodies it belongs to.`,
  },
  title: `About ${PROVIDER.name}`,
  intro:
    'We train people in consciousness, hypnotherapy, regression therapy and holistic healing, through multi-level professional trainings and hands-on workshops. Our graduates run practices across the United Arab Emirates and support clients in person and online.',
  vision: 'Our Vision',
  mission: 'Our Mission',
  directors: 'Meet Our Directors',
  team: {
    title: 'Meet Our UAE Team',
    lead: 'Certified graduates of our trainings who run their own practices across the Emirates. Reach them directly to book a session.',
  },
  affiliations: {
    title: 'Our Affiliations',
    lead: 'We are members of professional bodies that set standards for training, ethics and supervision in our field.',
  },
} as const;
