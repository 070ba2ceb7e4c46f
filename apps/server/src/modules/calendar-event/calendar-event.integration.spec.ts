import request from 'supertest';
import { DataSource } from 'typeorm';
import { CALENDAR_EVENTS, CATALOGUE_LEVELS } from '@academy/content';
import { openDatabase } from '../../database/data-source';
import { seedDatabase } from '../../database/seed';
import { DATABASE_CONTENTS } from '..';
import { TestApp, startTestApp } from '../../testing/test-app';
import { TestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { CalendarEvent } from './calendar-event.entity';

const QUERY = `{
  calendarEvents {
    id name date time location trainer type level participants
    price fee { amount currency formatted } offer { name endsOn }
    seats seatsTaken seatsLeft noEnroll enrollable pageLink programme endDate availability
  }
}`;

const PUBLISHED = CALENDAR_EVENTS.length;
const OPEN_ENTRY_IDS = CALENDAR_EVENTS.filter((event) => event.noenroll).map((event) => event.id);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'calendar events on %s',
  (_name, kind) => {
    describe('seed at start', () => {
      let database: TestDatabase;
      const open: DataSource[] = [];
      const start = async () => {
        const lines: string[] = [];
        const dataSource = await openDatabase(database.config, DATABASE_CONTENTS, (line) => lines.push(line));
        open.push(dataSource);
        return { dataSource, lines };
      };

      beforeAll(async () => {
        database = await kind.create();
      });
      afterAll(async () => {
        for (const dataSource of open) if (dataSource.isInitialized) await dataSource.destroy();
        await database.drop();
      });

      it('fills an empty calendar with the published events, saying so in one line', async () => {
        const { dataSource, lines } = await start();
        expect(lines).toEqual([
          `Seeded ${CATALOGUE_LEVELS.length} programme levels, ${PUBLISHED} calendar events and 4 family sessions`,
        ]);

        const rows = await dataSource.getRepository(CalendarEvent).find({ order: { sortOrder: 'ASC' } });
        expect(rows).toHaveLength(PUBLISHED);
        expect(rows.map((row) => row.id)).toEqual(CALENDAR_EVENTS.map((event) => event.id));
        const first = CALENDAR_EVENTS[0];
        expect(rows[0]).toEqual({
          id: first.id,
          name: first.name,
          programme: 'DECODE',
          date: first.date,
          endDate: null,
          time: first.time,
          location: first.location,
          trainer: first.trainer,
          type: first.type,
          level: first.level,
          participants: first.participants,
          // Its level's fee (Level 1 of Decode) in the catalogue, as the level page shows it.
          price: 'AED 1,465',
          currency: 'AED',
          priceValue: 1465,
          offerName: null,
          offerAmount: null,
          offerEndsOn: null,
          seats: 10,
          seatsTaken: 0,
          noEnroll: false,
          isOpen: true,
          paymentLink: null,
          seatHoldHours: null,
          pageLink: first.pagelink,
          sortOrder: 0,
        });
        expect(rows.filter((row) => row.noEnroll).map((row) => row.id)).toEqual(OPEN_ENTRY_IDS);
        await dataSource.destroy();
      });

      it('adds nothing on the next start and keeps what staff changed or removed', async () => {
        const first = await start();
        const events = first.dataSource.getRepository(CalendarEvent);
        await events.update(CALENDAR_EVENTS[2].id, { seatsTaken: 4, location: 'Abu Dhabi, Saadiyat Island' });
        await events.delete(CALENDAR_EVENTS[5].id);
        await first.dataSource.destroy();

        const { dataSource, lines } = await start();
        expect(lines).toEqual([
          'Programme levels, calendar events and family sessions already present: nothing seeded',
        ]);
        const rows = dataSource.getRepository(CalendarEvent);
        expect(await rows.count()).toBe(PUBLISHED - 1);
        expect(await rows.findOneByOrFail({ id: CALENDAR_EVENTS[2].id })).toMatchObject({
          seatsTaken: 4,
          location: 'Abu Dhabi, Saadiyat Island',
        });
        expect(await rows.findOneBy({ id: CALENDAR_EVENTS[5].id })).toBeNull();
      });

      it('seeds again, all in one go, only once the calendar is empty', async () => {
        const dataSource = open[open.length - 1];
        await dataSource.createQueryBuilder().delete().from(CalendarEvent).execute();
        expect(await seedDatabase(dataSource, DATABASE_CONTENTS.seeds)).toEqual({
          programmeLevels: 0,
          calendarEvents: PUBLISHED,
          familySessions: 0,
        });
        expect(await seedDatabase(dataSource, DATABASE_CONTENTS.seeds)).toEqual({
          programmeLevels: 0,
          calendarEvents: 0,
          familySessions: 0,
        });
        expect(await dataSource.getRepository(CalendarEvent).count()).toBe(PUBLISHED);
      });
    });

    // An embedded SQLite file serves one instance; several instances share a MySQL server.
    (kind.name === 'mysql' ? describe : describe.skip)('instances starting together', () => {
      let database: TestDatabase;
      beforeAll(async () => {
        database = await kind.create();
      });
      afterAll(() => database.drop());

      it('seed the calendar once between them', async () => {
        // Migrations run once (at deploy, or by the first instance); the seeds then race.
        const a = await openDatabase(database.config, DATABASE_CONTENTS);
        const b = await openDatabase(database.config, DATABASE_CONTENTS);
        try {
          await a.createQueryBuilder().delete().from(CalendarEvent).execute();
          const reports = await Promise.all([
            seedDatabase(a, DATABASE_CONTENTS.seeds),
            seedDatabase(b, DATABASE_CONTENTS.seeds),
          ]);
          expect(reports[0].calendarEvents + reports[1].calendarEvents).toBe(PUBLISHED);
          expect(await a.getRepository(CalendarEvent).count()).toBe(PUBLISHED);
        } finally {
          await Promise.all([a.destroy(), b.destroy()]);
        }
      });
    });

    describe('GraphQL query calendarEvents', () => {
      let t: TestApp;
      const query = async () => {
        const res = await request(t.app.express).post('/graphql').send({ query: QUERY }).expect(200);
        expect(res.body.errors).toBeUndefined();
        return res.body.data.calendarEvents as Array<Record<string, unknown>>;
      };
      const events = () => t.dataSource.getRepository(CalendarEvent);

      // The published calendar runs from August 2025: stand on the day before it starts.
      const clock = { now: () => new Date('2025-08-01T08:00:00Z') };
      beforeAll(async () => {
        t = await startTestApp(kind, { clock });
      });
      afterAll(() => t.close());

      it('returns the seeded events by date, each with 10 free seats', async () => {
        const listed = await query();
        expect(listed.map((event) => event.id)).toEqual(CALENDAR_EVENTS.map((event) => event.id));
        const dates = listed.map((event) => event.date as string);
        expect([...dates].sort()).toEqual(dates);
        for (const event of listed) {
          expect(event).toMatchObject({ seats: 10, seatsTaken: 0, seatsLeft: 10 });
        }
        expect(listed[0]).toEqual({
          id: CALENDAR_EVENTS[0].id,
          name: CALENDAR_EVENTS[0].name,
          programme: 'DECODE',
          date: CALENDAR_EVENTS[0].date,
          endDate: null,
          time: CALENDAR_EVENTS[0].time,
          location: CALENDAR_EVENTS[0].location,
          trainer: CALENDAR_EVENTS[0].trainer,
          type: CALENDAR_EVENTS[0].type,
          level: CALENDAR_EVENTS[0].level,
          participants: CALENDAR_EVENTS[0].participants,
          price: 'AED 1,465',
          fee: { amount: 1465, currency: 'AED', formatted: 'AED 1,465' },
          offer: null,
          seats: 10,
          seatsTaken: 0,
          seatsLeft: 10,
          noEnroll: false,
          enrollable: true,
          availability: 'OPEN',
          pageLink: CALENDAR_EVENTS[0].pagelink,
        });
      });

      it('lists one programme, or only what is still to come', async () => {
        const res = await request(t.app.express)
          .post('/graphql')
          .send({ query: '{ calendarEvents(programme: FAMILY_CONSTELLATION) { id programme } }' })
          .expect(200);
        const rows = res.body.data.calendarEvents as Array<{ id: string; programme: string }>;
        expect(rows.map((row) => row.id)).toEqual(
          CALENDAR_EVENTS.filter((event) => event.programme === 'FAMILY_CONSTELLATION').map(
            (event) => event.id,
          ),
        );
        clock.now = () => new Date('2025-12-01T08:00:00Z');
        try {
          const upcoming = await request(t.app.express)
            .post('/graphql')
            .send({ query: '{ calendarEvents(upcoming: true) { date availability } }' })
            .expect(200);
          const dates = (upcoming.body.data.calendarEvents as Array<{ date: string }>).map((row) => row.date);
          expect(dates).toEqual(
            CALENDAR_EVENTS.map((event) => event.date).filter((date) => date >= '2025-12-01'),
          );
        } finally {
          clock.now = () => new Date('2025-08-01T08:00:00Z');
        }
      });

      it('closes every event once its first day has passed, and those staff closed', async () => {
        await events().update(CALENDAR_EVENTS[3].id, { isOpen: false });
        clock.now = () => new Date('2025-08-30T20:30:00Z'); // 31 August in Dubai
        try {
          const listed = await query();
          for (const event of listed.filter((e) => !e.noEnroll)) {
            const past = (event.date as string) < '2025-08-31';
            const closedByStaff = event.id === CALENDAR_EVENTS[3].id;
            expect(event.availability).toBe(past || closedByStaff ? 'CLOSED' : 'OPEN');
            expect(event.enrollable).toBe(!(past || closedByStaff));
          }
        } finally {
          clock.now = () => new Date('2025-08-01T08:00:00Z');
          await events().update(CALENDAR_EVENTS[3].id, { isOpen: true });
        }
      });

      it('hides the fee and enrolment of open-entry events', async () => {
        const listed = await query();
        const openEntry = listed.filter((event) => OPEN_ENTRY_IDS.includes(event.id as string));
        expect(openEntry).toHaveLength(OPEN_ENTRY_IDS.length);
        for (const event of openEntry) {
          expect(event).toMatchObject({
            noEnroll: true,
            price: null,
            fee: null,
            enrollable: false,
            availability: 'OPEN_ENTRY',
          });
        }
        for (const event of listed.filter((e) => !OPEN_ENTRY_IDS.includes(e.id as string))) {
          const published = CALENDAR_EVENTS.find((e) => e.id === event.id);
          expect(event).toMatchObject({ noEnroll: false, price: published?.price, enrollable: true });
        }
      });

      it('counts the seats left and stops enrolment when an event is full', async () => {
        const [almostFull, full] = [CALENDAR_EVENTS[0].id, CALENDAR_EVENTS[2].id];
        await events().update(almostFull, { seatsTaken: 9 });
        await events().update(full, { seatsTaken: 10 });
        const listed = await query();
        expect(listed.find((e) => e.id === almostFull)).toMatchObject({ seatsLeft: 1, enrollable: true });
        expect(listed.find((e) => e.id === full)).toMatchObject({
          seatsTaken: 10,
          seatsLeft: 0,
          enrollable: false,
          availability: 'FULL',
          price: 'AED 375',
        });
      });

      it('orders events of the same day by their published order', async () => {
        const [early, late] = [CALENDAR_EVENTS[0].id, CALENDAR_EVENTS[1].id];
        // Put the second event on the first one's day and let sort order alone decide.
        await events().update(late, { date: CALENDAR_EVENTS[0].date, sortOrder: -1 });
        const ids = (await query()).map((e) => e.id);
        expect(ids.indexOf(late)).toBeLessThan(ids.indexOf(early));
        expect(ids.indexOf(early)).toBe(1);
      });
    });
  },
);
