import 'reflect-metadata';
import {
  CALENDAR_SEATS,
  FAMILY_SESSION_SEATS,
  PROGRAMMES,
  type ProgrammeKey,
  PROVIDER,
  eventLevelOptions,
  levelNamed,
  providerToday,
} from '@academy/content';
import { loadConfig } from '../config';
import { openDatabase } from '../database/data-source';
import { DATABASE_CONTENTS } from '../modules';
import { CalendarEvent } from '../modules/calendar-event/calendar-event.entity';
import { regularFeeColumns } from '../modules/calendar-event/event-fee';
import { ProgrammeLevel } from '../modules/catalogue/programme-level.entity';
import { FamilySession } from '../modules/family-session/family-session.entity';
import { SiteChanges } from '../modules/shared-store/site-changes';
import { Database } from '../database/database';

/** A day `days` after today where the provider is. */
function inDays(days: number): string {
  const [year, month, day] = providerToday().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const SAMPLE_EVENTS: ReadonlyArray<{
  programme: ProgrammeKey;
  level: string;
  days: number;
  location: string;
  trainer: string;
}> = [
  { programme: 'DECODE', level: 'Level 1', days: 10, location: 'Dubai, Business Bay', trainer: 'Vikram Rao' },
  {
    programme: 'DECODE',
    level: 'Level 2',
    days: 31,
    location: 'Abu Dhabi, Al Reem Island',
    trainer: 'Vikram Rao',
  },
  {
    programme: 'AWAKEN',
    level: 'Level 1',
    days: 17,
    location: 'Dubai, Jumeirah Lakes Towers',
    trainer: 'Samir Haddad',
  },
  { programme: 'TASSO', level: 'Module 1', days: 24, location: 'Online (Zoom)', trainer: 'Layla Farouk' },
  {
    programme: 'FAMILY_CONSTELLATION',
    level: 'Family Constellation Workshop',
    days: 12,
    location: 'Dubai, Al Barsha',
    trainer: 'Elena Novak',
  },
  {
    programme: 'HIDDEN_COLOURS',
    level: 'Hidden Colours Workshop',
    days: 38,
    location: 'Dubai, Al Barsha',
    trainer: 'Sofia Marques',
  },
];

/**
 * `npm run seed:demo`: sample events and family sessions dated after today, so the enrolment and
 * booking flows can be tried (every published event is in 2025, so all of those are closed). Each is
 * named as a sample; running it again adds nothing. `npm start` never runs it.
 */
async function seedDemo(): Promise<void> {
  const dataSource = await openDatabase(loadConfig().database, DATABASE_CONTENTS);
  try {
    const catalogue = await dataSource.getRepository(ProgrammeLevel).find();
    // Each sample costs its level's fee in the catalogue, as an event staff add does.
    const feeOf = (programme: ProgrammeKey, level: string) =>
      regularFeeColumns(
        catalogue.find((row) => row.programme === programme && row.level === level) ?? null,
        false,
      );
    const events: CalendarEvent[] = SAMPLE_EVENTS.map((sample, index) => {
      const level = levelNamed(sample.programme, sample.level) ?? eventLevelOptions(sample.programme)[0];
      return {
        id: `sample-${sample.programme.toLowerCase().replace(/_/g, '-')}-${index + 1}`,
        name: `Sample event: ${PROGRAMMES[sample.programme].name} (${sample.level})`,
        programme: sample.programme,
        date: inDays(sample.days),
        endDate: null,
        time: '9:00 AM - 6:00 PM',
        location: sample.location,
        trainer: sample.trainer,
        type: 'Workshop',
        level,
        participants: 'Open to all adults (sample event for trying the site)',
        ...feeOf(sample.programme, level),
        offerName: null,
        offerAmount: null,
        offerEndsOn: null,
        seats: CALENDAR_SEATS,
        seatsTaken: 0,
        noEnroll: false,
        isOpen: true,
        paymentLink: `${PROVIDER.siteUrl}/pay/sample`,
        pageLink: PROGRAMMES[sample.programme].pagePath,
        seatHoldHours: null,
        sortOrder: 10_000 + index,
      };
    });
    const sessions: FamilySession[] = [8, 22].map((days, index) => ({
      id: `sample-family-session-${index + 1}`,
      venue: `Sample session: Dubai, Al Barsha studio`,
      date: inDays(days),
      timeSlots: JSON.stringify(['10:00 AM - 11:30 AM', '12:30 PM - 2:00 PM', '3:00 PM - 4:30 PM']),
      timeZone: PROVIDER.timeZone,
      seats: FAMILY_SESSION_SEATS,
      seatsTaken: 0,
      isOpen: true,
    }));
    const added = await dataSource.transaction(async (manager) => {
      const before = (await manager.count(CalendarEvent)) + (await manager.count(FamilySession));
      await manager
        .createQueryBuilder()
        .insert()
        .into(CalendarEvent)
        .values(events)
        .orIgnore()
        .updateEntity(false)
        .execute();
      await manager
        .createQueryBuilder()
        .insert()
        .into(FamilySession)
        .values(sessions)
        .orIgnore()
        .updateEntity(false)
        .execute();
      const count = (await manager.count(CalendarEvent)) + (await manager.count(FamilySession)) - before;
      // A running site renders its pages again with the samples.
      if (count > 0) await new SiteChanges(new Database(dataSource)).changed(manager);
      return count;
    });
    console.info(
      added > 0
        ? `Added ${added} sample events and family sessions, from ${inDays(8)} to ${inDays(38)}`
        : 'The sample events and family sessions are already there: nothing added',
    );
  } finally {
    await dataSource.destroy();
  }
}

seedDemo().catch((error: Error) => {
  console.error(`seed:demo failed: ${error.message}`);
  process.exit(1);
});
