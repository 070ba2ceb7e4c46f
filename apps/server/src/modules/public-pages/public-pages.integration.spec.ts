import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { App, createApp } from '../../app';
import { Clock } from '../../common/clock';
import { createLogger } from '../../common/logger';
import { openDatabase } from '../../database/data-source';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { DATABASE_CONTENTS } from '..';
import { PageRenderer } from './page-renderer';
import { addEvent, adminToken, eventRow } from '../../testing/fixtures';
import { fakeWebBuild } from '../../testing/fake-web-build';
import { TestApp, startTestApp, testConfig } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for `path` until its body passes `check` (a change shows within the poll interval and a render). */
async function eventually(app: App, path: string, check: (body: string) => boolean): Promise<string> {
  let body = '';
  for (const started = Date.now(); Date.now() - started < 15_000; await sleep(200)) {
    body = (await request(app.express).get(path)).text;
    if (check(body)) return body;
  }
  throw new Error(`${path} never passed the check; last body: ${body}`);
}

/** Counts a change of the site's content, as staff's own changes do in their transaction. */
const changed = (app: App, dataSource: DataSource) =>
  dataSource.transaction((manager) => app.services.get('siteChanges').changed(manager));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('public pages rendered from the live data ($name)', (kind) => {
  jest.setTimeout(60_000);
  let web: ReturnType<typeof fakeWebBuild>;
  let t: TestApp;

  beforeAll(async () => {
    web = fakeWebBuild();
    t = await startTestApp(kind, { webBuildDir: web.clientDir });
  });

  afterAll(async () => {
    await t?.close();
    web?.remove();
  });

  it('renders a page from the live calendar, with its own script allowed and an ETag', async () => {
    const event = await addEvent(t, { name: 'Live Only Event', date: inDays(20), seatsTaken: 3 });
    await changed(t.app, t.dataSource);
    await eventually(t.app, '/about', (body) => body.includes(event.name));
    const res = await request(t.app.express).get('/about').expect(200);
    expect(res.text).toContain('/about on ');
    expect(res.text).toContain('(live)');
    expect(res.text).toContain(`${event.name}:7`);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const hash = createHash('sha256').update('console.log("/about")').digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    await request(t.app.express).get('/about').set('If-None-Match', res.headers.etag).expect(304);
    const br = await request(t.app.express).get('/about').set('Accept-Encoding', 'br').buffer(true);
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('renders a query variant of a page at its own address', async () => {
    const res = await request(t.app.express).get('/about?part=2').expect(200);
    expect(res.text).toContain('/about?part=2 on ');
  });

  it('answers unknown paths with the live not-found page and a 404', async () => {
    const res = await request(t.app.express).get('/no-such-page').expect(404);
    expect(res.text).toContain('/404 on ');
  });

  it('serves the built page when the page cannot be rendered', async () => {
    const res = await request(t.app.express).get('/broken').expect(200);
    expect(res.text).toContain('built broken');
  });

  it('shows what staff change, without a restart', async () => {
    const event = await addEvent(t, { name: 'Closing Soon Event', date: inDays(30) });
    await changed(t.app, t.dataSource);
    await eventually(t.app, '/about', (body) => body.includes(event.name));
    const token = await adminToken(t);
    await request(t.app.express)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({
        query: 'mutation($id: ID!) { deleteCalendarEvent(id: $id) }',
        variables: { id: event.id },
      })
      .expect(200);
    await eventually(t.app, '/about', (body) => !body.includes(event.name));
  });

  it('shows a change made through this instance on the very next request', async () => {
    const event = await addEvent(t, { name: 'Gone At Once Event', date: inDays(31) });
    await changed(t.app, t.dataSource);
    await eventually(t.app, '/about', (body) => body.includes(event.name));
    const token = await adminToken(t);
    await request(t.app.express)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: 'mutation($id: ID!) { deleteCalendarEvent(id: $id) }', variables: { id: event.id } })
      .expect(200);
    expect((await request(t.app.express).get('/about')).text).not.toContain(event.name);
  });

  it('after a change, sends the kept page when the new one takes too long to render', async () => {
    await request(t.app.express).get('/slow').expect(200);
    const event = await addEvent(t, { name: 'Slow To Show Event', date: inDays(32) });
    await changed(t.app, t.dataSource);
    // The page waits its turn for a while, then the one kept (without the event) is sent.
    expect((await request(t.app.express).get('/slow').expect(200)).text).not.toContain(event.name);
    await eventually(t.app, '/slow', (body) => body.includes(event.name));
  });
});

describe('public pages when the day in Dubai rolls over', () => {
  let web: ReturnType<typeof fakeWebBuild>;
  let t: TestApp;
  let now = new Date('2027-03-01T19:00:00Z'); // 23:00 in Dubai
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    web = fakeWebBuild();
    t = await startTestApp(testDatabaseKinds()[0], { webBuildDir: web.clientDir, clock });
  });

  afterAll(async () => {
    await t?.close();
    web?.remove();
  });

  it('renders its pages again for the new day', async () => {
    expect((await request(t.app.express).get('/about')).text).toContain('on 2027-03-01');
    now = new Date('2027-03-01T20:30:00Z'); // 00:30 in Dubai
    await eventually(t.app, '/about', (body) => body.includes('on 2027-03-02'));
  });
});

// Two instances share a MySQL database (an embedded SQLite file serves one instance).
const mysql = testDatabaseKinds().find((kind) => kind.name === 'mysql');

(mysql ? describe : describe.skip)('public pages of two instances on one database', () => {
  jest.setTimeout(60_000);

  it('show a change made through the other instance', async () => {
    const web = fakeWebBuild();
    const database = await mysql!.create();
    const sources: DataSource[] = [];
    const apps: App[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const dataSource = await openDatabase(database.config, DATABASE_CONTENTS);
        sources.push(dataSource);
        apps.push(
          await createApp({
            config: { ...testConfig(), database: database.config, webBuildDir: web.clientDir },
            dataSource,
            logger: createLogger('silent'),
            announce: () => {},
          }),
        );
      }
      const [one, other] = apps;
      await sources[0].transaction(async (manager) => {
        await manager
          .getRepository(CalendarEvent)
          .insert(eventRow({ name: 'Shared Event', date: inDays(40) }));
        await one.services.get('siteChanges').changed(manager);
      });
      const seen = await eventually(other, '/about', (body) => body.includes('Shared Event'));
      const id = (await sources[0].getRepository(CalendarEvent).findOneByOrFail({ name: 'Shared Event' })).id;
      const token = await adminToken({ app: one } as TestApp);
      await request(one.express)
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({
          query: 'mutation($id: ID!) { setCalendarEventOpen(id: $id, open: false) { id } }',
          variables: { id },
        })
        .expect(200);
      // The other instance reads the change from the database: same page on both.
      const closed = await eventually(other, '/about', (body) => body !== seen);
      expect(await eventually(one, '/about', (body) => body === closed)).toBe(closed);
    } finally {
      for (const app of apps) await app.stop();
      for (const source of sources) await source.destroy();
      await database.drop();
      web.remove();
    }
  });
});

describe('the page renderer once closed', () => {
  it('refuses a render instead of starting a worker no one stops', async () => {
    const web = fakeWebBuild();
    try {
      const renderer = PageRenderer.forBuild(web.clientDir, createLogger('silent'))!;
      const data = { today: inDays(0), calendar: [], catalogue: [], source: 'live' } as never;
      await expect(renderer.render('/about', data)).resolves.toMatchObject({ status: 200 });
      await renderer.close();
      await expect(renderer.render('/about', data)).rejects.toThrow('The page renderer was stopped');
    } finally {
      web.remove();
    }
  });
});
