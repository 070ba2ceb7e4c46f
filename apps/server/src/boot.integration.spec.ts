import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from './config';
import { openDatabase } from './database/data-source';
import { DATABASE_CONTENTS } from './modules';
import { CalendarEvent } from './modules/calendar-event/calendar-event.entity';
import { Registration } from './modules/registration/registration.entity';
import { VALID_REGISTRATION, eventRow } from './testing/fixtures';
import { ServerProcess, freePort, startServerProcess } from './testing/server-process';
import { GENEROUS_SUBMISSION_LIMITS } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

/**
 * The built server started as in production (dist/main.js, as `npm start` and the image run it) does
 * its background work by itself: nothing but the boot starts the periodic tasks, and only an e2e spec
 * noticed when the seat-hold expiry was never started. Here a lapsed hold must end within a few polls.
 */
describe.each(testDatabaseKinds())('the built server started as in production, on %s', (kind) => {
  // One start of the built server: longer than a unit test, bounded all the same.
  jest.setTimeout(90_000);

  it('ends a lapsed seat hold by itself: the hold expiry starts at boot', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'academy-boot-'));
    const created = kind.name === 'mysql' ? await kind.create() : undefined;
    const database: DatabaseConfig = created?.config ?? {
      type: 'sqlite',
      file: join(dataDir, 'academy.sqlite'),
    };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let dataSource: DataSource | undefined;
    let server: ServerProcess | undefined;
    try {
      dataSource = await openDatabase(database, DATABASE_CONTENTS);
      const event = await dataSource
        .getRepository(CalendarEvent)
        .save(eventRow({ name: 'Decode Your Mind: Boot Test', seats: 10 }));
      server = await startServerProcess(port, {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        JWT_SECRET: 'boot-test-secret-0123456789abcdef0123456789',
        SEAT_WORKER_POLL_SECONDS: '1',
        ...(GENEROUS_SUBMISSION_LIMITS as Record<string, string>),
        ...(database.type === 'mysql' ? { DATABASE_URL: database.url } : {}),
      });

      const res = await fetch(`${base}/api/awakenLimitlessHuman`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...VALID_REGISTRATION, email: 'boot@example.com', eventId: event.id }),
      });
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: { id: string } };
      const registrations = dataSource.getRepository(Registration);
      expect((await registrations.findOneByOrFail({ id: data.id })).holdUntil).not.toBeNull();
      // Its deadline passes, as if two days had gone by.
      await registrations.update({ id: data.id }, { holdUntil: new Date(Date.now() - 60_000) });

      let status = '';
      for (let waited = 0; status !== 'expired' && waited < 30_000; waited += 250) {
        await sleep(250);
        status = (await registrations.findOneByOrFail({ id: data.id })).status;
      }
      expect(status).toBe('expired');
      const { seatsTaken } = await dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: event.id });
      expect(seatsTaken).toBe(0);
    } finally {
      await server?.stop();
      await dataSource?.destroy();
      await created?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
