import * as en from '../catalogue';
import type { Fee } from '../fees';
import type { Translated } from '../locale';
import { formatFee } from './fees';

/**
 * 'يوم واحد', 'يومان', '5 أيام', '12 يوماً': a duration as cards and level pages print it, with the
 * Arabic number agreement (the dual, 3 to 10 with a plural, 11 and more with a singular).
 */
export const durationLabel: Translated<typeof en.durationLabel> = (days: number) => {
  if (days === 1) return 'يوم واحد';
  if (days === 2) return 'يومان';
  if (days >= 3 && days <= 10) return `${days} أيام`;
  return `${days} يوماً`;
};

/** A duration inside a sentence or a fact list: Arabic has no capitals, so the same words as the label. */
export const durationText: Translated<typeof en.durationText> = (days: number) => durationLabel(days);

/** A card's fee line: TASSO's modules are sold all inclusive. */
export const cardFeeText: Translated<typeof en.cardFeeText> = (
  programme: en.CataloguedProgramme,
  fee: Fee,
) => (programme === 'TASSO' ? `${formatFee(fee)} شاملاً جميع التكاليف` : formatFee(fee));
