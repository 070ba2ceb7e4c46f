import request from 'supertest';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

/**
 * /readyz tells a load balancer whether to send this instance work; /healthz (liveness) keeps its own
 * contract: a process that is shutting down is still alive, and restarting it would cut its requests.
 */
describe.each(testDatabaseKinds())('GET /readyz on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 200 while the database answers and no shutdown has begun', async () => {
    const res = await request(t.app.express).get('/readyz').expect(200);
    expect(res.body).toEqual({ status: 'ready', database: 'up', shuttingDown: false });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once shutdown has begun, while /healthz and requests in flight are still served', async () => {
    t.app.beginShutdown();
    const res = await request(t.app.express).get('/readyz').expect(503);
    expect(res.body).toEqual({ status: 'unavailable', database: 'up', shuttingDown: true });
    await request(t.app.express).get('/healthz').expect(200);
    const query = await request(t.app.express).post('/graphql').send({ query: '{ calendarEvents { id } }' });
    expect(query.status).toBe(200);
  });

  it('answers 503 while the database is out of reach', async () => {
    const other = await startTestApp(kind);
    try {
      await other.dataSource.destroy();
      const res = await request(other.app.express).get('/readyz').expect(503);
      expect(res.body).toEqual({ status: 'unavailable', database: 'down', shuttingDown: false });
    } finally {
      await other.close();
    }
  });
});
