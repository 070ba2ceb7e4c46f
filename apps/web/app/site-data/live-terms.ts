import {
  type CataloguedProgramme,
  type LevelDetail,
  type LevelTerms,
  type ProgrammeCard,
  cardFeeText,
  durationLabel,
} from '@academy/content';

/**
 * A programme card with the duration and fee of the catalogue a page is rendered from (the content's
 * card carries the seeded ones). A card without a fee (Decode's) stays without one.
 */
export function cardWithTerms(
  card: ProgrammeCard,
  programme: CataloguedProgramme,
  terms: LevelTerms,
): ProgrammeCard {
  return {
    ...card,
    duration: durationLabel(terms.durationDays),
    ...(card.fee !== undefined && { fee: cardFeeText(programme, terms.fee) }),
  };
}

/** A level page's content with the catalogue's duration and fee, and hours where it states course details. */
export function levelWithTerms<Level extends LevelDetail & { courseDetails?: { totalHours: number } }>(
  level: Level,
  terms: LevelTerms,
): Level {
  return {
    ...level,
    duration: durationLabel(terms.durationDays),
    fee: terms.fee,
    ...(level.courseDetails &&
      terms.hours !== null && { courseDetails: { ...level.courseDetails, totalHours: terms.hours } }),
  };
}
