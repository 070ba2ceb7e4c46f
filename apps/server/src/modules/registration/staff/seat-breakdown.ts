import DataLoader from 'dataloader';
import { Database } from '../../../database/database';
import { PaymentStatus } from '../payment-status.enum';
import { WaitingListEntry } from '../../waiting-list/waiting-list-entry.entity';
import { IN_LINE } from '../../waiting-list/waiting-list.service';
import { RegistrationStatus, holdsSeat } from '../registration-status.enum';
import { Registration } from '../registration.entity';
import { SeatBreakdown } from './seat-breakdown.type';

const NONE: SeatBreakdown = { held: 0, paid: 0, expired: 0, waiting: 0 };

/** Where a group of an event's registrations (one status, one payment status) counts, if anywhere. */
function seatShare(
  status: RegistrationStatus,
  paymentStatus: PaymentStatus,
): 'held' | 'paid' | 'expired' | undefined {
  if (status === RegistrationStatus.EXPIRED) return 'expired';
  if (!holdsSeat(status)) return undefined;
  if (paymentStatus === PaymentStatus.PAID) return 'paid';
  // A confirmed unpaid seat (a free event, a fee settled elsewhere) is taken but neither held nor paid.
  const unconfirmed = status === RegistrationStatus.PENDING || status === RegistrationStatus.PENDING_APPROVAL;
  return unconfirmed && paymentStatus === PaymentStatus.UNPAID ? 'held' : undefined;
}

/**
 * Seats held, paid, expired and waiting per calendar event: one grouped query per table for all the
 * events asked for together (a page of the event manager, the dashboard's chart).
 */
export class SeatBreakdowns {
  /** The events of one page are read together; nothing cached, so a figure never lags a change. */
  private readonly loader = new DataLoader<string, SeatBreakdown>(
    async (ids) => {
      const found = await this.of(ids);
      return ids.map((id) => found.get(id) ?? { ...NONE });
    },
    { cache: false },
  );

  constructor(private readonly db: Database) {}

  /** One event's breakdown, read with those of the other events asked for in the same tick. */
  one(eventId: string): Promise<SeatBreakdown> {
    return this.loader.load(eventId);
  }

  /** The breakdowns of these events (an event with nothing to count is left out). */
  async of(eventIds: readonly string[]): Promise<Map<string, SeatBreakdown>> {
    const ids = [...new Set(eventIds)];
    const result = new Map<string, SeatBreakdown>();
    if (ids.length === 0) return result;
    const entry = (id: string) => {
      let breakdown = result.get(id);
      if (!breakdown) result.set(id, (breakdown = { ...NONE }));
      return breakdown;
    };
    const [registrations, lines] = await Promise.all([
      this.db.manager
        .createQueryBuilder(Registration, 'r')
        .select('r.eventId', 'eventId')
        .addSelect('r.status', 'status')
        .addSelect('r.paymentStatus', 'paymentStatus')
        .addSelect('COUNT(*)', 'count')
        .where('r.eventId IN (:...ids)', { ids })
        .groupBy('r.eventId')
        .addGroupBy('r.status')
        .addGroupBy('r.paymentStatus')
        .getRawMany<{
          eventId: string;
          status: RegistrationStatus;
          paymentStatus: PaymentStatus;
          count: number | string;
        }>(),
      this.db.manager
        .createQueryBuilder(WaitingListEntry, 'e')
        .select('e.subjectId', 'eventId')
        .addSelect('COUNT(*)', 'count')
        .where('e.kind = :kind AND e.status IN (:...inLine)', { kind: 'event', inLine: IN_LINE })
        .andWhere('e.subjectId IN (:...ids)', { ids })
        .groupBy('e.subjectId')
        .getRawMany<{ eventId: string; count: number | string }>(),
    ]);
    for (const row of registrations) {
      const share = seatShare(row.status, row.paymentStatus);
      if (share) entry(row.eventId)[share] += Number(row.count);
    }
    for (const row of lines) entry(row.eventId).waiting = Number(row.count);
    return result;
  }
}
