import { VIDEOS, type VideoAsset } from '@academy/content';

/** A training panel in the home page's trainings section (SPEC.md 2.4). */
export interface ProgrammePanel {
  title: string;
  /** How the programme is divided, shown above the title. */
  format: string;
  description: string;
  to: string;
}

export const PROGRAMME_PANELS: readonly ProgrammePanel[] = [
  {
    title: 'AWAKEN THE LIMITLESS HUMAN',
    format: 'Six levels',
    description:
      'Our professional hypnotherapy path: from the foundations of trance and suggestion to advanced regression work, with supervised practice at every level.',
    to: '/ich',
  },
  {
    title: 'DECODE',
    format: 'Four levels',
    description:
      'See how the subconscious shapes your mind, behaviour, relationships and life blueprint, and leave each level with practical tools you can use the next day.',
    to: '/decode',
  },
  {
    title: 'Transpersonal Regression',
    format: 'Six modules',
    description:
      'Advanced regression therapy (TASSO) for practitioners who want to guide clients safely through past experiences towards lasting release.',
    to: '/tasso',
  },
  {
    title: 'Customized Individual Training',
    format: 'One to one',
    description:
      'Training shaped around your own goals, pace and schedule, for anyone who wants focused guidance from an experienced trainer.',
    to: '/individual',
  },
];

/** A card of the 'Who can benefit' section, each with its own short video. */
export interface BenefitCard {
  audience: string;
  text: string;
  video: VideoAsset;
}

export const BENEFIT_CARDS: readonly BenefitCard[] = [
  {
    audience: 'Corporates',
    text: 'Leaders and teams learn to handle pressure, communicate clearly and decide from a calm, focused mind, which shows in wellbeing and in results.',
    video: VIDEOS.benefitCorporates,
  },
  {
    audience: 'Parents & Teachers',
    text: "Understand what drives a child's behaviour, respond with patience rather than reaction, and help young people grow in confidence, focus and balance.",
    video: VIDEOS.benefitParentsTeachers,
  },
  {
    audience: 'Health Practitioners',
    text: 'Add hypnotherapy and regression techniques to your practice and help clients with the emotional roots of stress, habits and pain, alongside the care they already receive.',
    video: VIDEOS.benefitHealthPractitioners,
  },
];
