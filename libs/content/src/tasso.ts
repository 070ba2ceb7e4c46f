import { durationLabel, seedTerms } from './catalogue';
import { formatFee } from './fees';
import type { ProgrammeCard } from './programme-page';
import { LEVEL_VIDEO_LENGTH, VIDEOS } from './videos';

/** A module's seeded duration and all-inclusive fee (catalogue.ts), as its card shows them. */
const moduleTerms = (id: number) => {
  const { durationDays, fee } = seedTerms('TASSO', id);
  return { duration: durationLabel(durationDays), fee: `${formatFee(fee)} all inclusive` };
};

export const TASSO_INTRO = {
  heading: 'Transpersonal Regression',
  tagline: 'TASSO: a six-module professional training in transpersonal regression therapy',
  text: 'TASSO trains you to guide clients through regression safely and with purpose, from current-life memories to the transpersonal. Each module runs for five days and builds on the one before, combining teaching, live demonstrations and supervised practice in small groups.',
} as const;

const tassoModule = (
  id: number,
  card: Pick<ProgrammeCard, 'title' | 'subtitle' | 'points' | 'skill' | 'video'>,
): ProgrammeCard => ({
  id,
  tag: `Module ${id}`,
  ...moduleTerms(id),
  buttonText: 'Enroll Now',
  overlayText: `Module ${id} Preview`,
  overlaySubtext: LEVEL_VIDEO_LENGTH,
  ...card,
});

export const TASSO_MODULES: readonly ProgrammeCard[] = [
  tassoModule(1, {
    title: 'Foundations of Transpersonal Regression',
    subtitle: 'The map, the method and the ethics',
    points: [
      'Principles of regression and states of consciousness',
      'Safe inductions, grounding and closing a session',
      'Ethics, contraindications and informed consent',
    ],
    skill: 'Beginner',
    video: VIDEOS.tassoModule1,
  }),
  tassoModule(2, {
    title: 'Current Life and Inner Child Regression',
    subtitle: 'Healing the experiences of this lifetime',
    points: [
      'Affect and somatic bridges to formative memories',
      'Inner child dialogue and reparenting',
      'Working with strong emotion and its release',
    ],
    skill: 'Intermediate',
    video: VIDEOS.tassoModule2,
  }),
  tassoModule(3, {
    title: 'Past Life Regression',
    subtitle: 'Stories that reach beyond this life',
    points: [
      'Guiding past life journeys with structure and care',
      'Death and transition experiences within a session',
      'Interpreting and integrating past life material',
    ],
    skill: 'Intermediate',
    video: VIDEOS.tassoModule3,
  }),
  tassoModule(4, {
    title: 'Ancestral and Systemic Healing',
    subtitle: 'Releasing what was carried through generations',
    points: [
      'Recognising inherited trauma and family loyalties',
      'Systemic interventions inside regression',
      'Reconciliation and healing of ancestral bonds',
    ],
    skill: 'Advanced',
    video: VIDEOS.tassoModule4,
  }),
  tassoModule(5, {
    title: 'Life Between Lives and Soul Purpose',
    subtitle: 'Meaning, purpose and the wider self',
    points: [
      'Deep trance for superconscious exploration',
      'Guiding clients towards life purpose and direction',
      'Holding space for profound spiritual experiences',
    ],
    skill: 'Advanced',
    video: VIDEOS.tassoModule5,
  }),
  tassoModule(6, {
    title: 'Clinical Practice and Supervision',
    subtitle: 'From training to a professional practice',
    points: [
      'Case formulation and multi-session treatment plans',
      'Supervised client sessions and case review',
      'Setting up and sustaining an ethical practice',
    ],
    skill: 'Advanced',
    video: VIDEOS.tassoModule6,
  }),
];
