import { PROVIDER } from '@academy/content';
import { DataSource } from 'typeorm';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { EnquiryStatus } from '../enquiry/enquiry-status.enum';
import { Enquiry } from '../enquiry/enquiry.entity';
import { zonedTime } from '../mail/calendar-invite';
import { Registration } from '../registration/registration.entity';
import { SeatBreakdowns } from '../registration/staff/seat-breakdown';
import { DashboardSummary, SUMMARY_DAYS, UPCOMING_EVENTS_SHOWN } from './dashboard.type';

/** `isoDate` moved by `days` whole days. */
function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The figures at the top of the dashboard: a few counts, each one indexed query. */
export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly calendar: CalendarEventService,
    private readonly breakdowns: SeatBreakdowns,
  ) {}

  async summary(): Promise<DashboardSummary> {
    const today = this.calendar.today();
    const days = Array.from({ length: SUMMARY_DAYS }, (_, index) => addDays(today, index - SUMMARY_DAYS + 1));
    const midnight = (day: string) => zonedTime(day, [0, 0], PROVIDER.timeZone);
    const registrations = this.dataSource.getRepository(Registration);
    // Day i runs from bound i to bound i + 1: one range read of the week, counted per day.
    const bounds = Object.fromEntries(
      [...days, addDays(today, 1)].map((day, index) => [`bound${index}`, midnight(day)]),
    );
    const week = registrations
      .createQueryBuilder('registration')
      .select('COUNT(*)', 'total')
      .where(`registration.createdAt >= :bound0 AND registration.createdAt < :bound${SUMMARY_DAYS}`, bounds);
    days.forEach((_, index) =>
      week.addSelect(
        `SUM(CASE WHEN registration.createdAt >= :bound${index} AND registration.createdAt < :bound${index + 1} THEN 1 ELSE 0 END)`,
        `day${index}`,
      ),
    );
    const [perDay, enquiriesWaiting, events] = await Promise.all([
      week.getRawOne<Record<string, string | number | null>>(),
      this.dataSource.getRepository(Enquiry).countBy({ status: EnquiryStatus.NEW }),
      this.dataSource
        .getRepository(CalendarEvent)
        .createQueryBuilder('event')
        .where('event.date >= :today AND event.noEnroll = :noEnroll', { today, noEnroll: false })
        .orderBy('event.date', 'ASC')
        .addOrderBy('event.sortOrder', 'ASC')
        .take(UPCOMING_EVENTS_SHOWN)
        .getMany(),
    ]);
    const counts = days.map((_, index) => Number(perDay?.[`day${index}`] ?? 0));
    const breakdowns = await this.breakdowns.of(events.map((event) => event.id));
    return {
      registrationsThisWeek: counts.reduce((sum, count) => sum + count, 0),
      registrationsByDay: days.map((date, index) => ({ date, count: counts[index] })),
      enquiriesWaiting,
      upcomingEvents: events.map(({ id, name, date, location, seats, seatsTaken }) => {
        const { paid = 0, held = 0, waiting = 0 } = breakdowns.get(id) ?? {};
        return { id, name, date, location, seats, seatsTaken, paid, held, waiting };
      }),
    };
  }
}
