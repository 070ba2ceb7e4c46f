import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { OutboxMail } from './modules/mail/outbox-mail.entity';
import { VALID_ENQUIRY } from './testing/fixtures';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

/**
 * BACKGROUND_WORK=false makes an instance that only answers requests: what it queues waits for an
 * instance that does the background work. The second case, the default, shows that the wait is long
 * enough for a mail to go out.
 */
describe.each(testDatabaseKinds())('background work on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const statuses = async () =>
    (await t.dataSource.getRepository(OutboxMail).find()).map((mail) => mail.status).sort();
  const emlFiles = () => (existsSync(t.config.mail.outboxDir) ? readdirSync(t.config.mail.outboxDir) : []);

  it('an instance with BACKGROUND_WORK=false queues the mails of an enquiry and sends none', async () => {
    t = await startTestApp(kind, { env: { BACKGROUND_WORK: 'false' } });
    t.app.start();
    await request(t.app.express).post('/api/contact').send(VALID_ENQUIRY).expect(201);

    await sleep(1500);
    expect(await statuses()).toEqual(['pending', 'pending']);
    expect(emlFiles()).toEqual([]);
  });

  it('an instance with background work (the default) sends them', async () => {
    t = await startTestApp(kind);
    t.app.start();
    await request(t.app.express).post('/api/contact').send(VALID_ENQUIRY).expect(201);

    for (let waited = 0; waited < 1500 && emlFiles().length < 2; waited += 50) await sleep(50);
    expect(await statuses()).toEqual(['sent', 'sent']);
    expect(emlFiles()).toHaveLength(2);
  });
});
