import { durationLabel, seedTerms } from './catalogue';
import type { Instructor, LevelDetail, ProgrammeCard } from './programme-page';
import { LEVEL_VIDEO_LENGTH, VIDEOS } from './videos';

/** Decode's programme lead (the same person as on Our Trainers); his portrait is on every level page. */
export const DECODE_LEAD_INSTRUCTOR: Instructor = {
  name: 'Vikram Rao',
  qualification: 'MBA in Organisational Behaviour, Master Practitioner of NLP',
  certification: 'Certified Clinical Hypnotherapist and Decode Trainer',
  experience: '11 years of experience',
  photo: '/images/trainers/vikram-rao.svg',
};

/** A Decode level's seeded duration and fee (catalogue.ts), as its card and page show them. */
const terms = (rank: number) => {
  const { durationDays, fee } = seedTerms('DECODE', rank);
  return { duration: durationLabel(durationDays), fee };
};

export const DECODE_LEVEL_CARDS: readonly ProgrammeCard[] = [
  {
    id: 1,
    title: 'Decode Your Mind',
    subtitle: 'See the patterns behind your thoughts',
    tag: 'Level 1',
    points: [
      'Map how beliefs formed in childhood still steer your choices',
      'Quiet mental chatter with short daily awareness practices',
      'Turn self-criticism into a clear and useful inner dialogue',
    ],
    duration: terms(1).duration,
    skill: 'All levels',
    buttonText: 'Enroll Now',
    video: VIDEOS.decodeLevel1,
    overlayText: 'Inside Level 1',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
  },
  {
    id: 2,
    title: 'Decode Your Behaviour',
    subtitle: 'Understand why you do what you do',
    tag: 'Level 2',
    points: [
      'Trace each habit back to the need it quietly serves',
      'Interrupt automatic reactions with a pause-and-choose method',
      'Build new routines that last longer than motivation',
    ],
    duration: terms(2).duration,
    skill: 'All levels',
    buttonText: 'Enroll Now',
    video: VIDEOS.decodeLevel2,
    overlayText: 'Inside Level 2',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
  },
  {
    id: 3,
    title: 'Decode Your Relationships',
    subtitle: 'Connect deeply without losing yourself',
    tag: 'Level 3',
    points: [
      'Recognise the roles you repeat with partners, family and colleagues',
      'Set boundaries with warmth instead of guilt',
      'Resolve conflict through listening that lowers defences',
    ],
    duration: terms(3).duration,
    skill: 'All levels',
    buttonText: 'Enroll Now',
    video: VIDEOS.decodeLevel3,
    overlayText: 'Inside Level 3',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
  },
  {
    id: 4,
    title: 'Decode Your Blue Print',
    subtitle: 'Rewrite the design of your life',
    tag: 'Level 4',
    points: [
      'Uncover the family and cultural imprints you inherited',
      'Release limiting life scripts through guided regression',
      'Draw up a personal blueprint aligned with your purpose',
    ],
    duration: terms(4).duration,
    skill: 'All levels',
    buttonText: 'Enroll Now',
    video: VIDEOS.decodeLevel4,
    overlayText: 'Inside Level 4',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
  },
];

/** Detail pages of the four Decode levels, keyed by level number. */
export const DECODE_LEVELS: Readonly<Record<1 | 2 | 3 | 4, LevelDetail>> = {
  1: {
    level: 1,
    title: 'Decode Your Mind',
    subtitle: 'Meet the thinker behind your thoughts and learn to work with it',
    duration: terms(1).duration,
    certification: 'Decode Level 1 Certificate',
    fee: terms(1).fee,
    description:
      'A one-day, hands-on introduction to how your mind filters experience. You will learn where your automatic thoughts come from, how beliefs shape what you notice, and simple tools to calm an overactive mind so that you respond to life rather than react to it.',
    whatYoullLearn: [
      {
        heading: 'The conscious and subconscious mind',
        description:
          'How the two parts of the mind share the work, and why lasting change has to reach the subconscious.',
      },
      {
        heading: 'Belief mapping',
        description:
          'A guided exercise to surface the beliefs about worth, safety and success that you picked up early in life.',
      },
      {
        heading: 'Thought-stopping and reframing',
        description: 'Practical steps to catch a spiralling thought and replace it with a helpful one.',
      },
      {
        heading: 'Self-hypnosis for focus',
        description: 'A ten-minute daily routine that settles the nervous system and sharpens attention.',
      },
    ],
    immediateBenefits: [
      'A calmer mind and better sleep within the first week of practice',
      'Clearer decisions once you can tell a fear from a fact',
      'A short self-hypnosis routine you can use before any stressful moment',
    ],
    longTermBenefits: [
      'Steadier confidence built on beliefs you chose yourself',
      'Less overthinking and more energy for what matters',
      'A foundation for the behaviour, relationship and blueprint work of the next levels',
    ],
    enrollmentFeatures: [
      'One full day of live, in-person training',
      'Printed workbook and guided audio practices',
      'Decode Level 1 Certificate',
      'Two follow-up group calls within 30 days',
    ],
  },
  2: {
    level: 2,
    title: 'Decode Your Behaviour',
    subtitle: 'Change the habits that keep you stuck, starting with the ones you cannot see',
    duration: terms(2).duration,
    certification: 'Decode Level 2 Certificate',
    fee: terms(2).fee,
    description:
      'Over two days you study your own behaviour the way a therapist would: what triggers it, what it protects, and what it costs. Then you practise replacing old reactions with chosen responses until the new way feels natural.',
    whatYoullLearn: [
      {
        heading: 'The trigger-response loop',
        description: 'How a cue, a feeling and a habit chain together, and where the loop can be broken.',
      },
      {
        heading: 'Secondary gains',
        description: 'Why a behaviour you dislike keeps going, and how to meet its hidden need another way.',
      },
      {
        heading: 'Anchoring calm and confidence',
        description: 'NLP anchoring techniques to call up a resourceful state on demand.',
      },
      {
        heading: 'Habit design',
        description: 'A step-by-step plan to install one new habit and keep it for ninety days.',
      },
    ],
    immediateBenefits: [
      'Fewer impulsive reactions at home and at work',
      'A personal map of your strongest triggers',
      'Anchors you can use straight away to reset your mood',
    ],
    longTermBenefits: [
      'Habits that support your goals instead of undermining them',
      'Greater self-respect from keeping the promises you make to yourself',
      'Skills to guide others through behaviour change',
    ],
    enrollmentFeatures: [
      'Two days of live, in-person training',
      'Workbook, habit tracker and guided audio practices',
      'Decode Level 2 Certificate',
      '10% discount on Decode Level 3 and Level 4',
    ],
  },
  3: {
    level: 3,
    title: 'Decode Your Relationships',
    subtitle: 'Understand the patterns you bring to every relationship and choose new ones',
    duration: terms(3).duration,
    certification: 'Decode Level 3 Certificate',
    fee: terms(3).fee,
    description:
      'Relationships mirror the patterns we learned first at home. In two days you identify the roles you play, heal the attachment wounds behind them and practise the communication skills that make closeness feel safe.',
    whatYoullLearn: [
      {
        heading: 'Attachment styles',
        description: 'How early bonds shape the way you trust, argue and make up as an adult.',
      },
      {
        heading: 'The drama triangle',
        description: 'Spotting the rescuer, victim and persecutor roles and stepping out of them.',
      },
      {
        heading: 'Boundaries with warmth',
        description: 'Saying no clearly and kindly, without guilt and without walls.',
      },
      {
        heading: 'Conscious communication',
        description: 'Listening and speaking techniques that lower defences during difficult conversations.',
      },
    ],
    immediateBenefits: [
      'Calmer conversations with the people closest to you',
      'Words for your needs, and the courage to state them',
      'Relief from carrying other people’s emotions as your own',
    ],
    longTermBenefits: [
      'Relationships based on choice rather than old loyalties',
      'Deeper trust and intimacy with a partner, family and friends',
      'A healthier model of connection for the children in your life',
    ],
    enrollmentFeatures: [
      'Two days of live, in-person training',
      'Partner exercises in small, guided groups',
      'Decode Level 3 Certificate',
      'One private follow-up session with a Decode coach',
    ],
  },
  4: {
    level: 4,
    title: 'Decode Your Blueprint',
    subtitle: 'Rewrite the inherited script and design a life that is truly yours',
    duration: terms(4).duration,
    certification: 'Decode Level 4 Certificate',
    fee: terms(4).fee,
    description:
      'The final level goes to the root: the family, cultural and generational imprints that form your life blueprint. With guided regression and systemic exercises you release what no longer fits and draft the blueprint you want to live by.',
    whatYoullLearn: [
      {
        heading: 'Your inherited blueprint',
        description: 'How family stories, loyalties and unspoken rules become the script of a life.',
      },
      {
        heading: 'Guided regression',
        description: 'Safely revisiting formative memories to release the decisions made in them.',
      },
      {
        heading: 'Systemic insight',
        description: 'Constellation-based exercises that show your place in the wider family system.',
      },
      {
        heading: 'Blueprint design',
        description: 'Writing a personal vision and turning it into a twelve-month action plan.',
      },
    ],
    immediateBenefits: [
      'Clarity on which life rules are yours and which you inherited',
      'Emotional release from long-held family patterns',
      'A written vision and first actions for the year ahead',
    ],
    longTermBenefits: [
      'Decisions aligned with your own values and purpose',
      'Freedom from repeating generational patterns',
      'A lasting practice for reviewing and renewing your blueprint',
    ],
    enrollmentFeatures: [
      'Two days of live, in-person training',
      'Guided regression and constellation sessions',
      'Decode Level 4 Certificate',
      '10% discount on later programs, including Awaken the Limitless Human',
    ],
  },
};

/** The detail page content of a Decode level, or undefined for a number that names no level. */
export function findDecodeLevel(level: number): LevelDetail | undefined {
  return Object.hasOwn(DECODE_LEVELS, level) ? DECODE_LEVELS[level as keyof typeof DECODE_LEVELS] : undefined;
}
