import { PROVIDER } from './provider';
import type { SizedImage } from './about';

/** A programme page a trainer teaches on, as it is named in the side menu. */
export interface ProgrammeLink {
  label: string;
  path: string;
}

export const PROGRAMME_LINKS = {
  decode: { label: 'DECODE', path: '/decode' },
  ich: { label: 'Awaken the Limitless Human', path: '/ich' },
  tasso: { label: 'Transpersonal Regression', path: '/tasso' },
  familyConstellation: { label: 'Family Constellation', path: '/family-constellation' },
  hiddenColours: { label: 'Hidden Colours', path: '/Hidden-Colours' },
} as const satisfies Record<string, ProgrammeLink>;

export interface Trainer {
  id: string;
  name: string;
  role: string;
  programmes: readonly ProgrammeLink[];
  yearsOfExperience: number;
  languages: readonly string[];
  bio: string;
  portrait: SizedImage;
}

const portrait = (id: string, name: string): SizedImage => ({
  src: `/images/trainers/${id}.svg`,
  alt: `Illustrated portrait of ${name}`,
  width: 320,
  height: 320,
});

/** The faculty shown on /Our-Trainers. */
export const TRAINERS: readonly Trainer[] = [
  {
    id: 'anjali-menon',
    name: 'Anjali Menon',
    role: 'Founder and Lead Trainer',
    programmes: [PROGRAMME_LINKS.ich, PROGRAMME_LINKS.tasso],
    // The same 12 years the About Facilitator banner states (SPEC.md 2.8).
    yearsOfExperience: 12,
    languages: ['English', 'Hindi', 'Malayalam'],
    bio: 'Anjali teaches the advanced levels of Awaken the Limitless Human and the Transpersonal Regression modules. Her classes are known for careful demonstrations followed by plenty of supervised practice, so students leave able to run a session on their own.',
    // The founder is also on the About page; one portrait keeps her recognisable on both.
    portrait: { ...portrait('anjali-menon', 'Anjali Menon'), src: '/images/directors/anjali-menon.svg' },
  },
  {
    id: 'samir-haddad',
    name: 'Samir Haddad',
    role: 'Senior Hypnotherapy Trainer',
    programmes: [PROGRAMME_LINKS.ich, PROGRAMME_LINKS.decode],
    yearsOfExperience: 15,
    languages: ['English', 'Arabic', 'French'],
    bio: 'A former school counsellor, Samir specialises in anxiety, exam stress and habit change. He leads the foundation levels of Awaken the Limitless Human and co-teaches Decode, translating subconscious processes into everyday language that students can use straight away.',
    portrait: portrait('samir-haddad', 'Samir Haddad'),
  },
  {
    id: 'vikram-rao',
    name: 'Vikram Rao',
    role: 'Decode Programme Lead',
    programmes: [PROGRAMME_LINKS.decode],
    yearsOfExperience: 11,
    languages: ['English', 'Hindi', 'Tamil'],
    bio: 'Vikram came to this work from twelve years in corporate leadership development. He built the four Decode levels around real situations from work and family life, and he runs the in-company versions of the programme for teams across the UAE.',
    portrait: portrait('vikram-rao', 'Vikram Rao'),
  },
  {
    id: 'layla-farouk',
    name: 'Layla Farouk',
    role: 'Regression Therapy Trainer',
    programmes: [PROGRAMME_LINKS.tasso, PROGRAMME_LINKS.ich],
    yearsOfExperience: 14,
    languages: ['English', 'Arabic'],
    bio: 'Layla is a certified regression therapist with a background in nursing. She teaches the TASSO modules on safe regression, body awareness and integration, and supervises the practice sessions that students complete before certification.',
    portrait: portrait('layla-farouk', 'Layla Farouk'),
  },
  {
    id: 'elena-novak',
    name: 'Elena Novak',
    role: 'Family Constellation Facilitator',
    programmes: [PROGRAMME_LINKS.familyConstellation],
    yearsOfExperience: 12,
    languages: ['English', 'Czech', 'German'],
    bio: 'Elena trained in systemic constellations in Prague and Munich and has facilitated group workshops on four continents. She holds each constellation with calm and respect, helping participants see family patterns clearly without blame.',
    portrait: portrait('elena-novak', 'Elena Novak'),
  },
  {
    id: 'sofia-marques',
    name: 'Sofia Marques',
    role: 'Inner Child and Expressive Arts Facilitator',
    programmes: [PROGRAMME_LINKS.hiddenColours, PROGRAMME_LINKS.familyConstellation],
    yearsOfExperience: 9,
    languages: ['English', 'Portuguese', 'Spanish'],
    bio: 'Sofia combines art therapy, guided visualisation and inner child work. She created the Hidden Colours workshop and co-facilitates Family Constellation days, bringing colour, movement and play to the quieter parts of healing.',
    portrait: portrait('sofia-marques', 'Sofia Marques'),
  },
];

/** The Our Trainers page's own words around the trainer cards: headings, labels, meta. */
export const TRAINERS_PAGE = {
  meta: {
    title: 'Our Trainers',
    description: `Meet the trainers of ${PROVIDER.name}: their experience, languages and the Decode, hypnotherapy, regression and constellation programmes they teach.`,
  },
  title: 'Our Trainers',
  intro:
    'Every programme is taught by practitioners who still see clients. Between them our trainers bring decades of experience in hypnotherapy, regression therapy, systemic work and expressive arts, and they teach in small groups so that each student gets personal feedback.',
  card: {
    experience: 'Experience',
    years: (years: number) => `${years} years`,
    languages: 'Languages',
    teaches: 'Teaches',
  },
  choosing: {
    label: 'Choosing a training',
    heading: 'Not sure where to start?',
    text: 'Tell us what you would like to learn and our trainers will suggest the programme and level that fit you best.',
    contact: 'Contact Us',
  },
} as const;
