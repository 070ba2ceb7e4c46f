import { EntityManager } from 'typeorm';
import { formatFee, formatEventDate, levelNamed } from '@academy/content';
import { AppError } from '../../common/app-error';
import type { CatalogueParticipant } from '../catalogue/catalogue.service';
import { ProgrammeLevel } from '../catalogue/programme-level.entity';
import { CalendarEvent } from './calendar-event.entity';
import { offerOf, regularFeeColumns } from './event-fee';

/** The catalogue level an event belongs to (its level in any spelling levelNamed reads), if any. */
const ofLevel = (event: Pick<CalendarEvent, 'programme' | 'level'>, level: ProgrammeLevel) =>
  event.programme === level.programme && levelNamed(event.programme, event.level) === level.level;

/**
 * Takes part in a change of a level's terms (the catalogue's `levelChanging` event): every event of the level
 * that takes enrolments gets the new regular fee in the same transaction. Refused, naming the field,
 * when an offer still running would no longer be below the fee, or would change currency with it.
 */
export function priceEventsOfLevel(today: () => string): CatalogueParticipant {
  return async (manager, { before, after }) => {
    const events = (
      await manager.findBy(CalendarEvent, { programme: after.programme, noEnroll: false })
    ).filter((event) => ofLevel(event, after));
    const running = events.filter((event) => {
      const offer = offerOf(event);
      return offer !== null && offer.endsOn >= today();
    });
    const named = (event: CalendarEvent) => `${event.name} (${formatEventDate(event.date)})`;
    const moved = after.currency !== before.currency ? running[0] : undefined;
    if (moved) {
      throw AppError.badInput([
        {
          field: 'currency',
          message: `Currency cannot change while ${named(moved)} has an offer running: remove its offer first`,
        },
      ]);
    }
    const undercut = running.find((event) => (event.offerAmount ?? 0) >= after.feeAmount);
    if (undercut) {
      const offer = formatFee({ currency: after.currency, amount: undercut.offerAmount ?? 0 });
      throw AppError.badInput([
        {
          field: 'feeAmount',
          message: `Fee must stay above the offer of ${named(undercut)}, ${offer}: change or remove that offer first`,
        },
      ]);
    }
    if (events.length === 0) return;
    await manager
      .createQueryBuilder()
      .update(CalendarEvent)
      .set(regularFeeColumns(after, false))
      .whereInIds(events.map((event) => event.id))
      .execute();
  };
}

/**
 * Gives every event of a catalogued level its level's fee, where it differs: at start, after the
 * catalogue's seed, so a database from before the catalogue (fees typed per event, in several
 * currencies) shows one fee per level. Events of a level the catalogue lacks keep theirs.
 */
export async function alignEventFees(manager: EntityManager): Promise<void> {
  const levels = await manager.find(ProgrammeLevel);
  const events = await manager.findBy(CalendarEvent, { noEnroll: false });
  for (const event of events) {
    const level = levels.find((candidate) => ofLevel(event, candidate));
    if (!level) continue;
    const columns = regularFeeColumns(level, false);
    if (
      event.price === columns.price &&
      event.currency === columns.currency &&
      event.priceValue === columns.priceValue
    ) {
      continue;
    }
    await manager.update(CalendarEvent, { id: event.id }, columns);
  }
}
