import request from 'supertest';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

describe.each(testDatabaseKinds())('server on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('GET /healthz reports the database as up', async () => {
    const res = await request(t.app.express).get('/healthz').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: 'up',
      databaseType: kind.name === 'mysql' ? 'mysql' : 'better-sqlite3',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the health query answers over GraphQL', async () => {
    const res = await request(t.app.express)
      .post('/graphql')
      .send({ query: '{ health { status database } }' })
      .expect(200);
    expect(res.body.data.health).toEqual({ status: 'OK', database: 'UP' });
  });

  it('sends security headers and hides the framework', async () => {
    const res = await request(t.app.express).get('/healthz');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await request(t.app.express)
      .get('/api/nothing-here')
      .expect(404)
      .expect('Content-Type', /json/);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('refuses a cross-site simple GraphQL request (CSRF prevention)', async () => {
    await request(t.app.express)
      .get('/graphql?query=%7Bhealth%7Bstatus%7D%7D')
      .set('Accept', 'application/json')
      .expect(400);
  });

  it('GET /healthz answers 503 once the database is gone', async () => {
    await t.dataSource.destroy();
    const res = await request(t.app.express).get('/healthz').expect(503);
    expect(res.body).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});
