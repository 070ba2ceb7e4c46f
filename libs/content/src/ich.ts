import { durationLabel, seedTerms } from './catalogue';
import { formatFee } from './fees';
import type { Instructor, LevelDetail, ProgrammeCard, TitledText } from './programme-page';
import { PROVIDER } from './provider';
import { LEVEL_VIDEO_LENGTH, VIDEOS } from './videos';

/** Awaken the Limitless Human (ICH) is taught in six levels. */
export type IchLevelNumber = 1 | 2 | 3 | 4 | 5 | 6;

export const ICH_LEVEL_NUMBERS: readonly IchLevelNumber[] = [1, 2, 3, 4, 5, 6];

export interface CourseDetails {
  language: string;
  skillLevel: string;
  students: number;
  lectures: number;
  quizzes: number;
  assessments: number;
  /** Classroom hours plus the supervised practice the level asks for. */
  totalHours: number;
}

/** The dated session block of SPEC.md 2.8, shown for level 6 only. */
export interface SessionDetails {
  date: string;
  /** Its last day, ISO: once it has passed the block is no longer shown as upcoming. */
  lastDay: string;
  time: string;
  venue: string;
  /** How to register; the address to write to is shown apart, as its own link. */
  registration: string;
  registrationEmail: string;
  discountNote: string;
}

/** The /ich/levels version of a level (SPEC.md 3.5). */
export interface IchLevelDetail extends LevelDetail {
  level: IchLevelNumber;
  curriculum: readonly TitledText[];
  prerequisites: readonly string[];
  whoShouldAttend: readonly string[];
  instructor: Instructor;
  courseDetails: CourseDetails;
  sessionDetails?: SessionDetails;
}

export const ICH_PROGRAMME_NAME = 'AWAKEN THE LIMITLESS HUMAN';

/**
 * The founder-director (About page), who designed the programme and facilitates every level. SPEC.md 2.8
 * fixes her experience at 12 years for the About Facilitator banner.
 */
export const ICH_FACILITATOR: Instructor = {
  name: 'Anjali Menon',
  qualification: 'MA in Clinical Psychology',
  certification: 'Certified Clinical Hypnotherapist, Regression Therapist and Hypnotherapy Trainer',
  experience: '12 years of experience',
  photo: '/images/directors/anjali-menon.svg',
};

/** An Awaken level's seeded terms (catalogue.ts) as its card, its page and its course details show them. */
const terms = (level: IchLevelNumber) => {
  const { durationDays, fee, hours } = seedTerms('AWAKEN', level);
  if (hours === null) throw new Error(`Awaken level ${level} states no hours`);
  return { duration: durationLabel(durationDays), fee, hours };
};

/** The six course cards of /ich, with the same duration and fee as each level's page. */
export const ICH_LEVEL_CARDS: readonly ProgrammeCard[] = [
  {
    id: 1,
    title: 'Foundations of Consciousness',
    subtitle: 'Meet your subconscious mind',
    tag: 'Level 1',
    points: [
      'How the conscious and subconscious mind work together',
      'Self-hypnosis and deep relaxation you can use every day',
      'The language of suggestion and how it shapes beliefs',
    ],
    duration: terms(1).duration,
    skill: 'Beginner',
    buttonText: 'Enroll Now',
    video: VIDEOS.ichLevel1,
    overlayText: 'Level 1 Preview',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: formatFee(terms(1).fee),
  },
  {
    id: 2,
    title: 'Clinical Hypnotherapy Practitioner',
    subtitle: 'Guide others into trance safely',
    tag: 'Level 2',
    points: [
      'Structured client intake, induction and deepening',
      'Therapeutic suggestion for stress, sleep and habits',
      'Supervised practice sessions with real feedback',
    ],
    duration: terms(2).duration,
    skill: 'Beginner to Intermediate',
    buttonText: 'Enroll Now',
    video: VIDEOS.ichLevel2,
    overlayText: 'Level 2 Preview',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: formatFee(terms(2).fee),
  },
  {
    id: 3,
    title: 'Regression Therapy and Inner Child Healing',
    subtitle: 'Heal the past where it began',
    tag: 'Level 3',
    points: [
      'Age regression to the root of a present-day issue',
      'Inner child dialogue and reparenting techniques',
      'Safe handling of strong emotional release',
    ],
    duration: terms(3).duration,
    skill: 'Intermediate',
    buttonText: 'Enroll Now',
    video: VIDEOS.ichLevel3,
    overlayText: 'Level 3 Preview',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: formatFee(terms(3).fee),
  },
  {
    id: 4,
    title: 'Advanced Hypnotherapy and Parts Work',
    subtitle: 'Resolve inner conflict at its source',
    tag: 'Level 4',
    points: [
      'Parts therapy for habits, cravings and self-sabotage',
      'Working with anxiety, phobias and grief',
      'Building a complete multi-session treatment plan',
    ],
    duration: terms(4).duration,
    skill: 'Advanced',
    buttonText: 'Enroll Now',
    video: VIDEOS.ichLevel4,
    overlayText: 'Level 4 Preview',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: formatFee(terms(4).fee),
  },
  {
    id: 5,
    title: 'Transpersonal Healing Mastery',
    subtitle: 'Go beyond the personal story',
    tag: 'Level 5',
    points: [
      'Past life and transpersonal regression',
      'Energy awareness and spiritual emergence work',
      'Integrating insight into everyday life and practice',
    ],
    duration: terms(5).duration,
    skill: 'Advanced',
    buttonText: 'Enroll Now',
    video: VIDEOS.ichLevel5,
    overlayText: 'Level 5 Preview',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: formatFee(terms(5).fee),
  },
  {
    id: 6,
    title: 'Born Again',
    subtitle: 'A six-day rebirth into your limitless self',
    tag: 'Level 6',
    points: [
      'Rebirthing breathwork and prenatal regression',
      'Releasing the imprints of birth and early life',
      'Stepping into life and practice as a new beginning',
    ],
    duration: terms(6).duration,
    skill: 'All levels',
    buttonText: 'Enroll Now',
    video: VIDEOS.ichLevel6,
    overlayText: 'Level 6 Preview',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: formatFee(terms(6).fee),
  },
];

/** Detail content of each level, keyed 1 to 6 (SPEC.md 3.5 and 9). */
export const ICH_LEVELS: Readonly<Record<IchLevelNumber, IchLevelDetail>> = {
  1: {
    level: 1,
    title: 'Foundations of Consciousness',
    subtitle: 'Discover how your mind creates your experience, and how to change it from within',
    duration: terms(1).duration,
    certification: 'Certified Consciousness Practitioner (Level 1)',
    fee: terms(1).fee,
    description:
      'The entry point of Awaken the Limitless Human. In two days you learn how attention, belief and the subconscious mind shape what you feel and do, and you leave with self-hypnosis skills you can use for the rest of your life.',
    whatYoullLearn: [
      {
        heading: 'Models of the mind',
        description: 'The conscious, subconscious and unconscious mind, and how each responds to change.',
      },
      {
        heading: 'Trance in everyday life',
        description: 'Recognising the natural trance states you already enter many times a day.',
      },
      {
        heading: 'Self-hypnosis',
        description: 'A complete self-hypnosis routine for relaxation, focus and better sleep.',
      },
      {
        heading: 'The power of suggestion',
        description: 'How words, images and expectation plant or release beliefs.',
      },
    ],
    immediateBenefits: [
      'A reliable way to relax deeply in minutes',
      'Better sleep and concentration',
      'Awareness of the inner dialogue that drives your moods',
    ],
    longTermBenefits: [
      'Lasting emotional self-regulation',
      'Confidence in your ability to change long-standing patterns',
      'The grounding needed for practitioner training in Level 2',
    ],
    enrollmentFeatures: [
      'Two days of live training in a small group',
      'Recorded self-hypnosis sessions to keep',
      'Course manual and practice journal',
      'Certificate on completion',
    ],
    curriculum: [
      {
        heading: 'Day 1: The mind and its layers',
        description: 'Models of the mind, brainwave states, the critical faculty and natural trance.',
      },
      {
        heading: 'Day 2: Self-hypnosis in practice',
        description: 'Inductions, deepeners, suggestion writing and a personal 21-day practice plan.',
      },
    ],
    prerequisites: ['None: this level is open to everyone aged 18 and over'],
    whoShouldAttend: [
      'Anyone curious about the mind and personal growth',
      'Professionals who want better focus and stress management',
      'Parents and teachers who want to understand how children learn beliefs',
      'Future hypnotherapists starting their training path',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'English',
      skillLevel: 'Beginner',
      students: 14,
      lectures: 8,
      quizzes: 2,
      assessments: 1,
      totalHours: terms(1).hours,
    },
  },
  2: {
    level: 2,
    title: 'Clinical Hypnotherapy Practitioner',
    subtitle: 'Learn to guide clients through safe, effective hypnotherapy sessions',
    duration: terms(2).duration,
    certification: 'Certified Clinical Hypnotherapy Practitioner (Level 2)',
    fee: terms(2).fee,
    description:
      'Five intensive days that turn understanding into skill. You learn to take a client history, choose and deliver inductions, write therapeutic suggestions and run complete sessions under supervision.',
    whatYoullLearn: [
      {
        heading: 'Client intake',
        description: 'Building rapport, taking a history and agreeing clear goals for therapy.',
      },
      {
        heading: 'Inductions and deepeners',
        description: 'Eight induction styles and when each suits a client best.',
      },
      {
        heading: 'Therapeutic suggestion',
        description: 'Direct and indirect suggestion, metaphor and future pacing.',
      },
      {
        heading: 'Ethics and safety',
        description: 'Contraindications, referral, confidentiality and professional boundaries.',
      },
    ],
    immediateBenefits: [
      'The ability to run a complete hypnotherapy session',
      'Scripts and protocols for stress, sleep and confidence',
      'Practical feedback from supervised sessions',
    ],
    longTermBenefits: [
      'A foundation to start a part-time or full-time practice',
      'Professional confidence grounded in supervised experience',
      'Eligibility for the regression work of Level 3',
    ],
    enrollmentFeatures: [
      'Five days of live training with supervised practice',
      'Session scripts and client forms to use in practice',
      'Peer practice groups after the course',
      'Certificate on completion',
    ],
    curriculum: [
      {
        heading: 'Module 1: The therapeutic relationship',
        description: 'Rapport, intake interview, goal setting and informed consent.',
      },
      {
        heading: 'Module 2: Inductions and deepening',
        description: 'Progressive, confusion, rapid and conversational inductions.',
      },
      {
        heading: 'Module 3: Suggestion and metaphor',
        description: 'Crafting suggestions and therapeutic stories for each client.',
      },
      {
        heading: 'Module 4: Common presenting issues',
        description: 'Protocols for stress, sleep, confidence and habit change.',
      },
      {
        heading: 'Module 5: Supervised sessions',
        description: 'Full client sessions observed and debriefed by the facilitator.',
      },
    ],
    prerequisites: ['Completion of Level 1: Foundations of Consciousness'],
    whoShouldAttend: [
      'Level 1 graduates who want to work with clients',
      'Counsellors, coaches and therapists adding hypnotherapy to their work',
      'Health practitioners supporting clients with stress and habits',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'English',
      skillLevel: 'Beginner to Intermediate',
      students: 10,
      lectures: 20,
      quizzes: 5,
      assessments: 2,
      totalHours: terms(2).hours,
    },
  },
  3: {
    level: 3,
    title: 'Regression Therapy and Inner Child Healing',
    subtitle: 'Resolve present-day issues by healing the experiences where they began',
    duration: terms(3).duration,
    certification: 'Certified Regression Therapist (Level 3)',
    fee: terms(3).fee,
    description:
      'Many present-day struggles began in a moment the mind never finished processing. Over five days you learn to guide clients back to those moments safely, to work with the inner child and to complete what was left unresolved.',
    whatYoullLearn: [
      {
        heading: 'Age regression',
        description: 'Affect and somatic bridges that lead to the root of a present issue.',
      },
      {
        heading: 'Inner child work',
        description: 'Dialogue, reparenting and integration of younger parts of the self.',
      },
      {
        heading: 'Emotional release',
        description: 'Holding and guiding strong emotion safely, in session and afterwards.',
      },
      {
        heading: 'Reframing the memory',
        description: 'Helping the client find new meaning and resources in old experiences.',
      },
    ],
    immediateBenefits: [
      'Confidence guiding clients through regression',
      'Personal healing from your own practice sessions',
      'Clear protocols for handling abreaction',
    ],
    longTermBenefits: [
      'Deep, lasting change for clients with long-standing issues',
      'A trauma-aware approach to every session',
      'A recognised specialism within your practice',
    ],
    enrollmentFeatures: [
      'Five days of live training with daily supervised practice',
      'Regression protocols and case-note templates',
      'Two group supervision calls after the course',
      'Certificate on completion',
    ],
    curriculum: [
      {
        heading: 'Module 1: Principles of regression',
        description: 'Memory, state-dependent learning and the ethics of regression work.',
      },
      {
        heading: 'Module 2: Bridges and techniques',
        description: 'Affect, somatic and linguistic bridges into the past.',
      },
      {
        heading: 'Module 3: The inner child',
        description: 'Meeting, protecting and integrating the inner child.',
      },
      {
        heading: 'Module 4: Emotional release and safety',
        description: 'Abreaction, grounding and aftercare.',
      },
      {
        heading: 'Module 5: Case practice',
        description: 'Supervised regression sessions with structured feedback.',
      },
    ],
    prerequisites: ['Completion of Level 2: Clinical Hypnotherapy Practitioner'],
    whoShouldAttend: [
      'Practising hypnotherapists who want to work at the root of issues',
      'Psychologists and counsellors interested in regression methods',
      'Level 2 graduates preparing for advanced practice',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'English',
      skillLevel: 'Intermediate',
      students: 14,
      lectures: 28,
      quizzes: 6,
      assessments: 3,
      totalHours: terms(3).hours,
    },
  },
  4: {
    level: 4,
    title: 'Advanced Hypnotherapy and Parts Work',
    subtitle: 'Resolve inner conflict and work confidently with complex client issues',
    duration: terms(4).duration,
    certification: 'Certified Advanced Hypnotherapist (Level 4)',
    fee: terms(4).fee,
    description:
      'When part of a client wants change and another part resists it, progress stalls. Level 4 teaches parts therapy and advanced techniques for anxiety, phobias, grief and self-sabotage, and shows you how to plan a complete course of treatment.',
    whatYoullLearn: [
      {
        heading: 'Parts therapy',
        description: 'Identifying, negotiating with and integrating conflicting parts of the self.',
      },
      {
        heading: 'Anxiety and phobias',
        description: 'Desensitisation and reframing protocols used within hypnosis.',
      },
      {
        heading: 'Grief and loss',
        description: 'Gentle hypnotic approaches to mourning and letting go.',
      },
      {
        heading: 'Treatment planning',
        description: 'Designing multi-session plans and measuring client progress.',
      },
    ],
    immediateBenefits: [
      'Tools for clients whose progress has stalled',
      'Tested protocols for anxiety, phobias and grief',
      'Clear multi-session treatment plans',
    ],
    longTermBenefits: [
      'Confidence with complex and long-standing cases',
      'Better client outcomes and more referrals',
      'Readiness for the transpersonal work of Level 5',
    ],
    enrollmentFeatures: [
      'Six days of live training with supervised practice',
      'Advanced protocol manual',
      'Case review with the facilitator',
      'Certificate on completion',
    ],
    curriculum: [
      {
        heading: 'Module 1: Parts and inner conflict',
        description: 'The parts model, inner negotiation and integration.',
      },
      {
        heading: 'Module 2: Anxiety, phobias and panic',
        description: 'Assessment, desensitisation and relapse prevention.',
      },
      {
        heading: 'Module 3: Grief and life transitions',
        description: 'Supporting clients through loss, divorce and change.',
      },
      {
        heading: 'Module 4: Planning and review',
        description: 'Treatment plans, progress measures and closing therapy well.',
      },
    ],
    prerequisites: ['Completion of Level 3: Regression Therapy and Inner Child Healing'],
    whoShouldAttend: [
      'Practising hypnotherapists ready for complex cases',
      'Therapists who want structured treatment planning',
      'Level 3 graduates building a full-time practice',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'English',
      skillLevel: 'Advanced',
      students: 10,
      lectures: 24,
      quizzes: 5,
      assessments: 3,
      totalHours: terms(4).hours,
    },
  },
  5: {
    level: 5,
    title: 'Transpersonal Healing Mastery',
    subtitle: 'Work with the dimensions of experience beyond the personal story',
    duration: terms(5).duration,
    certification: 'Certified Transpersonal Healing Practitioner (Level 5)',
    fee: terms(5).fee,
    description:
      'Eight days of deep practice in transpersonal regression, energy awareness and spiritual emergence. You learn to hold space for experiences that reach beyond memory and to help clients bring their meaning into everyday life.',
    whatYoullLearn: [
      {
        heading: 'Transpersonal regression',
        description: 'Past life and symbolic regression as tools for healing.',
      },
      {
        heading: 'Energy awareness',
        description: 'Sensing, clearing and balancing the body’s energy during sessions.',
      },
      {
        heading: 'Spiritual emergence',
        description: 'Supporting clients through intense awakening experiences with care.',
      },
      {
        heading: 'Integration',
        description: 'Turning insight from deep sessions into practical change.',
      },
    ],
    immediateBenefits: [
      'Confidence facilitating transpersonal sessions',
      'A deeper personal practice of presence and awareness',
      'Grounding techniques for you and your clients',
    ],
    longTermBenefits: [
      'A mature, whole-person approach to healing',
      'The ability to support clients through profound change',
      'Preparation for the Born Again level',
    ],
    enrollmentFeatures: [
      'Eight days of live, residential-style training',
      'Daily meditation and integration practice',
      'Mentoring call one month after the course',
      'Certificate on completion',
    ],
    curriculum: [
      {
        heading: 'Module 1: The transpersonal field',
        description: 'Maps of consciousness and states beyond the personal.',
      },
      {
        heading: 'Module 2: Past life regression',
        description: 'Guiding, interpreting and integrating past life material.',
      },
      {
        heading: 'Module 3: Energy and the body',
        description: 'Energy awareness, clearing and protection for practitioners.',
      },
      {
        heading: 'Module 4: Spiritual emergence',
        description: 'Recognising and supporting awakening experiences.',
      },
      {
        heading: 'Module 5: Integration and practice',
        description: 'Supervised sessions and integration planning.',
      },
    ],
    prerequisites: ['Completion of Level 4: Advanced Hypnotherapy and Parts Work'],
    whoShouldAttend: [
      'Experienced practitioners drawn to transpersonal work',
      'Level 4 graduates deepening their practice',
      'Healers who want a safe framework for spiritual experiences',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'English',
      skillLevel: 'Advanced',
      students: 10,
      lectures: 32,
      quizzes: 6,
      assessments: 4,
      totalHours: terms(5).hours,
    },
  },
  6: {
    level: 6,
    title: 'Born Again',
    subtitle: 'Release the imprints of birth and early life and begin again, fully yourself',
    duration: terms(6).duration,
    certification: 'Born Again Facilitator Certificate (Level 6)',
    fee: terms(6).fee,
    description:
      'The closing level of Awaken the Limitless Human. Through rebirthing breathwork, prenatal and birth regression and guided integration, you release the earliest imprints that shaped your life and step into practice as a new beginning. Groups are kept small, with a maximum of 20 participants.',
    whatYoullLearn: [
      {
        heading: 'Rebirthing breathwork',
        description: 'Conscious connected breathing to release stored tension and emotion.',
      },
      {
        heading: 'Prenatal and birth regression',
        description: 'Revisiting the earliest experiences and the decisions made in them.',
      },
      {
        heading: 'Early-life imprints',
        description: 'Recognising how the first years still echo in adult life.',
      },
      {
        heading: 'New beginnings',
        description: 'Rituals and practices for living and working from a renewed self.',
      },
    ],
    immediateBenefits: [
      'A profound personal release experienced in a safe group',
      'Breathwork practices you can use daily',
      'Renewed energy and clarity of purpose',
    ],
    longTermBenefits: [
      'Freedom from patterns rooted in birth and early life',
      'The skills to facilitate Born Again sessions for others',
      'Completion of the full Awaken the Limitless Human path',
    ],
    enrollmentFeatures: [
      'Six days of live training, 9:00 AM to 6:00 PM',
      'Max 20 participants',
      '50% discount for trainers and supervisors, valid 1 year from the first workshop',
      'Certificate on completion',
    ],
    curriculum: [
      {
        heading: 'Days 1 - 2: Breath and body',
        description: 'Rebirthing breathwork, body awareness and safe release.',
      },
      {
        heading: 'Days 3 - 4: Birth and before',
        description: 'Prenatal and birth regression with guided integration.',
      },
      {
        heading: 'Day 5: Early-life imprints',
        description: 'Working with the first years of life and family bonds.',
      },
      {
        heading: 'Day 6: Born again',
        description: 'Integration, closing ritual and facilitation practice.',
      },
    ],
    prerequisites: [
      'Completion of Level 5: Transpersonal Healing Mastery',
      'Tell us before enrolling about any heart or breathing condition, or a pregnancy, as the breathwork is physically intense',
    ],
    whoShouldAttend: [
      'Level 5 graduates completing the programme',
      'Trainers and supervisors renewing their own practice',
      'Practitioners who want to facilitate rebirthing work',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'English',
      skillLevel: 'Advanced',
      students: 20,
      lectures: 18,
      quizzes: 3,
      assessments: 2,
      totalHours: terms(6).hours,
    },
    sessionDetails: {
      date: '25th to 30th November 2025',
      lastDay: '2025-11-30',
      time: '9:00 AM to 6:00 PM',
      venue: 'Conscious Living Studio, Al Barsha, Dubai',
      registration: 'Register by e-mail with your name, mobile number and current level:',
      registrationEmail: PROVIDER.email,
      discountNote:
        '50% discount for trainers and supervisors, valid 1 year from the first workshop. Maximum 20 participants.',
    },
  },
};

/** The level a `?level=` value names; anything else (missing, unknown, malformed) is level 1 (SPEC.md 8). */
export function ichLevelFromParam(value: string | null | undefined): IchLevelNumber {
  return ICH_LEVEL_NUMBERS.find((n) => String(n) === value?.trim()) ?? 1;
}

/** The four sample rows of the /ich/levels upcoming workshops table. */

/** The About Facilitator banner of /ich/levels (SPEC.md 2.8). */
export const ICH_FACILITATOR_BANNER = {
  heading: 'About the Facilitator',
  text: `${ICH_FACILITATOR.name} brings ${ICH_FACILITATOR.experience} in training hypnotherapists, regression therapists and healers. She designed Awaken the Limitless Human as one careful, step-by-step path from a first curiosity about the mind to confident professional practice.`,
} as const;
