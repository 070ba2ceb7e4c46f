import { PROVIDER } from './provider';
import { VIDEOS, type VideoAsset } from './videos';

/** A training panel in the home page's trainings section (SPEC.md 2.4). */
export interface ProgrammePanel {
  title: string;
  /** How the programme is divided, shown above the title. */
  format: string;
  description: string;
  to: string;
}

/** A card of the 'Who can benefit' section, each with its own short video. */
export interface BenefitCard {
  audience: string;
  text: string;
  video: VideoAsset;
}

/** The home page (SPEC.md 2.4), top to bottom; its testimonials and questions are in their own files. */
export const HOME_PAGE = {
  meta: {
    title: 'Home',
    description: `Consciousness, hypnotherapy, regression-therapy and healing trainings and workshops with ${PROVIDER.name}: Awaken the Limitless Human, Decode, Transpersonal Regression and individual training.`,
  },
  hero: {
    title: 'Conscious Living',
    tagline: `Experience transformative training, workshops, and healing pathways with ${PROVIDER.name}.`,
    trainings: 'Trainings',
    workshops: 'Workshops',
    about: `Learn about ${PROVIDER.name}`,
  },
  intro: {
    heading: 'Discover Our Approach',
    text: `At ${PROVIDER.name} we teach through experience: hypnotherapy, regression and mindful practice in small groups, so that what you learn about the mind becomes something you can feel and use.`,
    next: 'Watch the introduction to meet our way of working, then explore the trainings below.',
    videoTitle: `Introduction to ${PROVIDER.name}`,
    overlayText: 'Discover Conscious Living',
    overlaySubtext: 'An introduction to our trainings and workshops',
  },
  trainings: {
    heading: 'Our Trainings',
    intro:
      'Four ways to work with the mind, from a first level for personal growth to professional practitioner paths.',
    /** Every panel's link; the panel's title, as the link's description, tells them apart. */
    knowMore: 'Know More',
    panels: [
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
    ] satisfies readonly ProgrammePanel[],
  },
  benefits: {
    heading: 'Who can benefit',
    videoTitle: (audience: string) => `Who can benefit: ${audience}`,
    videoLabel: (audience: string) => `Play the video for ${audience}`,
    cards: [
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
    ] satisfies readonly BenefitCard[],
  },
  testimonialsHeading: 'What People Say',
} as const;
