import { type LevelTerms, durationText, seedTerms } from './catalogue';
import { formatFee } from './fees';

/** The specialized workshop of SPEC.md 1 and 2.1 (/Hidden-Colours). */

export interface WorkshopTheme {
  heading: string;
  description: string;
}

export interface WorkshopFact {
  label: string;
  value: string;
}

export interface HiddenColoursWorkshop {
  /** The programme name the enrolment dialog receives. */
  title: 'Hidden Colours';
  /** The side-menu label of the page (SPEC.md 2.1). */
  menuLabel: 'Specialized Workshop';
  tagline: string;
  intro: readonly string[];
  themes: readonly WorkshopTheme[];
  facts: readonly WorkshopFact[];
  audience: readonly string[];
  outcomes: readonly string[];
  /** Said under Next dates when the calendar holds none to come (the dates are the calendar's). */
  noDates: string;
  wellbeingNote: string;
}

/** The workshop's seeded duration and fee (catalogue.ts). */
const TERMS = seedTerms('HIDDEN_COLOURS', 1);

/** The facts that come from the catalogue (its Duration and Fee), for terms as a page is rendered with. */
export function termFacts(terms: LevelTerms): [WorkshopFact, WorkshopFact] {
  return [
    { label: 'Duration', value: durationText(terms.durationDays) },
    { label: 'Fee', value: `${formatFee(terms.fee)}, including lunch and refreshments` },
  ];
}

export const HIDDEN_COLOURS: HiddenColoursWorkshop = {
  title: 'Hidden Colours',
  menuLabel: 'Specialized Workshop',
  tagline: 'A two-day workshop on the emotional colours we learned to hide, and how to wear them again.',
  intro: [
    'Most of us learned early which feelings were welcome at home and which were not. Anger became "too much", sadness was "nothing to cry about", excitement was "showing off". Those feelings did not disappear: they faded into the background, where they still colour our choices, our relationships and the way we see ourselves.',
    'Hidden Colours is an experiential workshop that uses colour, drawing, guided visualisation and gentle hypnotic work to bring those feelings back into view. Working with the inner child and with the parts of ourselves we keep in the shadow, participants discover what each hidden colour has been protecting and how to let it take its place in a fuller, more honest picture of who they are.',
  ],
  themes: [
    {
      heading: 'The colours we hide',
      description:
        'We map the emotions each of us learned to tone down, using a personal colour palette rather than words alone, so that patterns become visible without needing to be explained.',
    },
    {
      heading: 'Meeting the inner child',
      description:
        'Through guided visualisation we return, safely and at our own pace, to the younger self who first put a feeling away, and offer that child the understanding that was missing at the time.',
    },
    {
      heading: 'Befriending the shadow',
      description:
        'Jealousy, shame and anger often carry energy and wisdom we need. We explore these shadow parts with curiosity instead of judgement and learn what they are asking for.',
    },
    {
      heading: 'Painting forward',
      description:
        'On the second afternoon every participant creates a final piece that brings their rediscovered colours together, with a simple daily practice to keep them alive after the workshop.',
    },
  ],
  facts: [
    ...termFacts(TERMS).slice(0, 1),
    { label: 'Daily schedule', value: '9:30 AM to 5:30 PM' },
    { label: 'Group size', value: 'Up to 16 participants' },
    { label: 'Format', value: 'In person; all art materials provided' },
    { label: 'Language', value: 'English' },
    ...termFacts(TERMS).slice(1),
  ],
  audience: [
    'Adults who feel they keep certain emotions "switched off" and want to understand why',
    'Parents and teachers who want to respond more calmly to children\u2019s big feelings',
    'Graduates of our hypnotherapy and regression trainings who want to add inner child work to their practice',
    'Anyone drawn to creative, non-verbal ways of healing; no artistic skill is needed',
  ],
  outcomes: [
    'A personal map of the emotions you tend to hide and the situations that trigger them',
    'Practical tools to meet your inner child in moments of stress',
    'A kinder, clearer relationship with anger, sadness, fear and shame',
    'A simple ten-minute colour journaling practice to continue at home',
    'A certificate of participation from the academy',
  ],
  noDates:
    'New dates are being planned. Write to us and we will tell you as soon as they are set, or see the event calendar for our other workshops.',
  wellbeingNote:
    'Hidden Colours is a personal-growth workshop, not a substitute for medical or psychological treatment. Participants must be over 18; if you are currently in therapy, please let your therapist know that you plan to attend.',
};
