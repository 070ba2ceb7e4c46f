import DataLoader from 'dataloader';
import { EntityManager, In, Not } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Database } from '../../database/database';
import { Registration } from '../registration/registration.entity';
import { PaymentStatus } from '../registration/payment-status.enum';
import { RegistrationStatus, holdsSeat } from '../registration/registration-status.enum';
import { Attendance } from './attendance.entity';
import { CompletedBy, CompletionView, CheckInView, EventAttendee } from './attendance.type';
import { Completion } from '../registration/completion.entity';

/** Cancelled or expired: it holds no seat, and the door asks staff before letting it in. */
export const isCancelled = (registration: Registration) => !holdsSeat(registration.status);

/** It owes a fee that has not been received (a free event owes none). */
export const isUnpaid = (registration: Registration) =>
  (registration.feeAmount ?? 0) > 0 && registration.paymentStatus !== PaymentStatus.PAID;

const toCheckIn = (row: Attendance): CheckInView => ({
  day: row.day,
  checkedInAt: row.checkedInAt,
  checkedInBy: row.checkedInBy,
});

export const toCompletion = (row: Completion): CompletionView => ({
  how: row.how === 'staff' ? CompletedBy.STAFF : CompletedBy.ATTENDANCE,
  completedAt: row.completedAt,
  byStaff: row.byStaff,
  reason: row.reason,
});

const byDay = (a: Attendance, b: Attendance) => a.day.localeCompare(b.day);

/** Reads registrations with their check-ins and completion, as the door and the lists show them. */
export class Attendees {
  /** Check-ins asked for in the same tick (a page of registrations) are read in one query. */
  private readonly checkIns = new DataLoader<string, CheckInView[]>(
    async (ids) => {
      const rows = await this.db.manager.findBy(Attendance, { registrationId: In([...ids]) });
      return ids.map((id) =>
        rows
          .filter((row) => row.registrationId === id)
          .sort(byDay)
          .map(toCheckIn),
      );
    },
    { cache: false },
  );

  private readonly completions = new DataLoader<string, CompletionView | null>(
    async (ids) => {
      const rows = await this.db.manager.findBy(Completion, { registrationId: In([...ids]) });
      const byId = new Map(rows.map((row) => [row.registrationId, row]));
      return ids.map((id) => {
        const row = byId.get(id);
        return row ? toCompletion(row) : null;
      });
    },
    { cache: false },
  );

  constructor(private readonly db: Database) {}

  checkInsOf(registrationId: string): Promise<CheckInView[]> {
    return this.checkIns.load(registrationId);
  }

  completionOf(registrationId: string): Promise<CompletionView | null> {
    return this.completions.load(registrationId);
  }

  /** Every registration of an event but the expired ones, by last and first name. */
  async ofEvent(eventId: string): Promise<EventAttendee[]> {
    const registrations = await this.db.manager.find(Registration, {
      where: { eventId, status: Not(RegistrationStatus.EXPIRED) },
      order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' },
    });
    return this.describe(this.db.manager, registrations);
  }

  /** One registration as the door shows it. */
  async byId(registrationId: string): Promise<EventAttendee> {
    const registration = await this.db.manager.findOneBy(Registration, { id: registrationId });
    if (!registration) throw AppError.notFound('Registration not found');
    return this.one(this.db.manager, registration);
  }

  async one(manager: EntityManager, registration: Registration): Promise<EventAttendee> {
    const [attendee] = await this.describe(manager, [registration]);
    return attendee;
  }

  private async describe(manager: EntityManager, registrations: Registration[]): Promise<EventAttendee[]> {
    if (registrations.length === 0) return [];
    const ids = registrations.map((registration) => registration.id);
    const [attendance, completions] = await Promise.all([
      manager.find(Attendance, { where: { registrationId: In(ids) }, order: { day: 'ASC' } }),
      manager.findBy(Completion, { registrationId: In(ids) }),
    ]);
    const completionOf = new Map(completions.map((row) => [row.registrationId, row]));
    return registrations.map((registration) => {
      const completion = completionOf.get(registration.id);
      return {
        id: registration.id,
        registrationId: registration.id,
        referenceCode: registration.referenceCode,
        firstName: registration.firstName,
        middleName: registration.middleName,
        lastName: registration.lastName,
        nameAsCertificate: registration.nameAsCertificate,
        status: registration.status,
        paymentStatus: registration.paymentStatus,
        cancelled: isCancelled(registration),
        unpaid: isUnpaid(registration),
        checkIns: attendance.filter((row) => row.registrationId === registration.id).map(toCheckIn),
        completion: completion ? toCompletion(completion) : null,
      };
    });
  }
}
