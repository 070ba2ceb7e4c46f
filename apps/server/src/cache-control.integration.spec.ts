import request from 'supertest';
import { VALID_REGISTRATION, adminToken } from './testing/fixtures';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

/**
 * Replies that may carry personal data are never kept by a browser or a proxy cache: every REST path
 * (under /api and at the root) and GraphQL. Public content keeps its own caching (the web app's spec
 * covers pages and assets; /videos here).
 */
describe.each(testDatabaseKinds())('Cache-Control on %s', (kind) => {
  let t: TestApp;
  let auth: { Authorization: string };
  const api = () => request(t.app.express);

  beforeAll(async () => {
    t = await startTestApp(kind);
    auth = { Authorization: `Bearer ${await adminToken(t)}` };
  });
  afterAll(() => t.close());

  it('is no-store on the REST paths, answered or refused', async () => {
    const registered = await api().post('/awakenLimitlessHuman').send(VALID_REGISTRATION).expect(201);
    const id = registered.body.data._id as string;
    const replies = [
      registered,
      await api().post('/api/awakenLimitlessHuman').send({}).expect(400),
      await api().get('/api/awakenLimitlessHuman').set(auth).expect(200),
      await api().get(`/awakenLimitlessHuman/${id}`).set(auth).expect(200),
      await api().get(`/api/awakenLimitlessHuman/${id}`).expect(401),
      await api().get('/api/registration').set(auth).expect(200),
      await api().get('/api/contact').set(auth).expect(200),
      await api().get('/api/admin/profile').set(auth).expect(200),
      await api().post('/api/admin/login').send({ email: 'x@example.com', password: 'wrong' }).expect(401),
    ];
    for (const res of replies) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on GraphQL', async () => {
    const res = await api().post('/graphql').set(auth).send({ query: '{ enquiries { total } }' }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the caching of public files to them', async () => {
    const res = await api().get('/videos/not-in-the-catalogue.mp4').expect(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
