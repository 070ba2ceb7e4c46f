import 'reflect-metadata';
import request from 'supertest';
import { MAX_PAGE } from './graphql/paging';
import { adminToken } from './testing/fixtures';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

/** The admin lists' paging, on every path that reads it: a page beyond any list is a 400 naming `page`. */
describe.each(testDatabaseKinds())('paging on %s', (kind) => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    auth = { Authorization: `Bearer ${await adminToken(t)}` };
  });
  afterAll(() => t.close());

  it.each(['/api/contact', '/api/registration', '/api/awakenLimitlessHuman', '/awakenLimitlessHuman'])(
    'GET %s refuses a page out of range with 400 naming the field',
    async (path) => {
      for (const page of ['99999999999999999999', String(MAX_PAGE + 1)]) {
        const res = await request(t.app.express).get(path).query({ page }).set(auth).expect(400);
        expect(res.body).toMatchObject({
          success: false,
          code: 'BAD_INPUT',
          errors: [{ field: 'page', message: `page must be from 1 to ${MAX_PAGE}` }],
        });
      }
      await request(t.app.express)
        .get(path)
        .query({ page: String(MAX_PAGE) })
        .set(auth)
        .expect(200);
    },
  );

  it.each(['enquiries', 'registrations', 'familyBookings'])(
    'GraphQL %s refuses a page out of range as BAD_USER_INPUT naming the field',
    async (field) => {
      const res = await request(t.app.express)
        .post('/graphql')
        .set(auth)
        .send({ query: `{ ${field}(page: 2147483647, limit: 100) { total } }` })
        .expect(200);
      expect(res.body.errors[0]).toMatchObject({
        message: `Invalid input: page must be from 1 to ${MAX_PAGE}`,
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ field: 'page', message: `page must be from 1 to ${MAX_PAGE}` }],
        },
      });
    },
  );
});
