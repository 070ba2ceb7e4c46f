import { type LevelTerms, durationText, seedTerms } from './catalogue';
import { formatFee } from './fees';
import type { TitledText } from './programme-page';
import type { FaqEntry } from './faq';

export interface IndividualTrainingContent {
  title: string;
  tagline: string;
  intro: readonly string[];
  audiences: readonly TitledText[];
  steps: readonly TitledText[];
  formats: readonly TitledText[];
  questions: readonly FaqEntry[];
  callToAction: { heading: string; text: string };
}

/** What one day of one-to-one training costs (catalogue.ts): a plan multiplies it. */
const DAY = seedTerms('INDIVIDUAL', 1);

/** The question of what it costs. */
export const INDIVIDUAL_COST_QUESTION = 'What does it cost?';

/** Its answer, for terms as a page is rendered with. */
export function individualCostAnswer(day: LevelTerms): string {
  return `${formatFee(day.fee)} for ${durationText(day.durationDays)} of one-to-one training. Your plan states how many days or shorter sessions you need and its fee before you commit.`;
}

/** The Customized Individual Training page (SPEC.md 2.1, opened from the home page). */
export const INDIVIDUAL_TRAINING: IndividualTrainingContent = {
  title: 'Customized Individual Training',
  tagline: 'One learner, one plan, one facilitator: training shaped entirely around you',
  intro: [
    'Customized Individual Training is a one-to-one programme. Instead of following a group timetable, you and your facilitator decide together what to learn, in which order and at what pace.',
    'The content draws on everything we teach, from Decode and hypnotherapy to regression and family systems work, and is selected for your goals, your schedule and the way you learn best.',
  ],
  audiences: [
    {
      heading: 'Professionals with little time',
      description: 'Leaders and business owners who need focused sessions that fit around a demanding week.',
    },
    {
      heading: 'Practitioners who want to specialise',
      description:
        'Therapists, coaches and counsellors who want depth in one method, such as regression or parts work.',
    },
    {
      heading: 'People who prefer privacy',
      description: 'Anyone working on personal matters who would rather not share them in a group.',
    },
    {
      heading: 'Students catching up',
      description: 'Learners who missed part of a group level and want to complete it before the next one.',
    },
  ],
  steps: [
    {
      heading: 'Discovery call',
      description: 'A free 30-minute conversation about what you want to change and what you hope to learn.',
    },
    {
      heading: 'Your training plan',
      description: 'Within a week you receive a written plan with topics, session count, schedule and fee.',
    },
    {
      heading: 'One-to-one sessions',
      description: 'You meet your facilitator at our studio or online, with practice tasks between sessions.',
    },
    {
      heading: 'Review and certification',
      description:
        'Progress is reviewed halfway and at the end; where the plan covers a full level, you receive its certificate.',
    },
  ],
  formats: [
    {
      heading: 'In person',
      description: 'Private sessions at our Dubai studio, in blocks of two or three hours.',
    },
    {
      heading: 'Online',
      description: 'Live video sessions with recordings you can replay for practice.',
    },
    {
      heading: 'Intensive',
      description:
        'Two to five consecutive days for visitors to the UAE or those who like to immerse themselves.',
    },
  ],
  questions: [
    {
      question: 'How long does a customized training take?',
      answer:
        'Most plans run between four and twelve sessions. Your plan states the exact number before you start.',
    },
    {
      question: 'Do I receive a certificate?',
      answer:
        'Yes, when your plan covers the full content of a group level. Shorter plans close with a certificate of attendance.',
    },
    {
      question: 'Can a company book it for an employee or a team?',
      answer: 'Yes. We design plans for individuals and small teams and can invoice the company directly.',
    },
    {
      question: INDIVIDUAL_COST_QUESTION,
      answer: individualCostAnswer(DAY),
    },
  ],
  callToAction: {
    heading: 'Plan your training with us',
    text: 'Tell us what you would like to achieve and when you are available. We will reply within two working days to arrange your free discovery call.',
  },
};
