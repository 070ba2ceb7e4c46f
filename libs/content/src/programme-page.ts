import type { Fee } from './fees';
/**
 * The shapes every programme page shares (cards, level details, workshop rows, instructors), apart from
 * any one programme's data so that a page imports only the programme it shows. Types only: it adds no
 * module to a page.
 */
import type { VideoAsset } from './videos';

/**
 * A level or module card on a programme page (SPEC.md 3.4 Decode level card, 3.6 ICH level card).
 * The same shape serves Decode, Awaken the Limitless Human and TASSO, so one card component renders all.
 */
export interface ProgrammeCard {
  id: number;
  title: string;
  subtitle: string;
  tag: string;
  points: readonly [string, string, string];
  duration: string;
  skill: string;
  buttonText: 'Enroll Now';
  /** The card video; its poster is the thumbnail (SPEC's videoSrc and thumbnailSrc). */
  video: VideoAsset;
  overlayText: string;
  overlaySubtext: string;
  /** Fee as the card shows it; Decode cards show none (their price is on the level page). */
  fee?: string;
}

/** A heading and the sentence that explains it (What You'll Learn, curriculum modules). */
export interface TitledText {
  heading: string;
  description: string;
}

/** The person who teaches a programme. */
export interface Instructor {
  name: string;
  qualification: string;
  certification: string;
  experience: string;
  /** Portrait illustration under apps/web/public (square SVG). */
  photo: string;
}

/** The detail page of a level (SPEC.md 3.5, Decode version). */
export interface LevelDetail {
  level: number;
  title: string;
  subtitle: string;
  duration: string;
  certification: string;
  /** Its next session and upcoming workshops are the calendar's events of this level, not text here. */
  fee: Fee;
  description: string;
  whatYoullLearn: readonly TitledText[];
  immediateBenefits: readonly string[];
  longTermBenefits: readonly string[];
  enrollmentFeatures: readonly string[];
}
