import request from 'supertest';
import { adminToken } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { Enquiry } from './enquiry.entity';

const SUBMIT = `mutation Submit($input: EnquiryInput!) { submitEnquiry(input: $input) { id } }`;
const BULK = `mutation Bulk($ids: [ID!]!, $status: EnquiryStatus!) {
  setEnquiryStatuses(ids: $ids, status: $status) { changed failures { id reason } }
}`;
const HISTORY = `query History($id: ID!) { enquiry(id: $id) { history { action } } }`;

describe.each(testDatabaseKinds())('bulk enquiry status changes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const graphql = (query: string, variables: object, token?: string) => {
    const call = request(t.app.express).post('/graphql');
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.send({ query, variables });
  };
  const submit = async (email: string) => {
    const input = {
      firstName: 'Layla',
      lastName: 'Hassan',
      email,
      phoneNumber: '+971 50 123 4567',
      country: 'UK',
      zipCode: 'SW1A 1AA',
      message: 'When does the next Decode level 1 start?',
      acceptPrivacyPolicy: true,
    };
    const res = await graphql(SUBMIT, { input }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitEnquiry.id as string;
  };
  const statusOf = async (id: string) =>
    (await t.dataSource.getRepository(Enquiry).findOneByOrFail({ id })).status;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('marks each enquiry resolved as one change would, and names the ids it could not', async () => {
    const ids = [await submit('bulk.one@example.com'), await submit('bulk.two@example.com')];
    const missing = '00000000-0000-4000-8000-000000000000';

    const res = await graphql(BULK, { ids: [...ids, missing], status: 'RESOLVED' }, admin).expect(200);

    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.setEnquiryStatuses).toEqual({
      changed: 2,
      failures: [{ id: missing, reason: expect.stringMatching(/not found/i) }],
    });
    expect([await statusOf(ids[0]), await statusOf(ids[1])]).toEqual(['resolved', 'resolved']);
    const history = await graphql(HISTORY, { id: ids[0] }, admin).expect(200);
    expect(history.body.data.enquiry.history).toHaveLength(1);
  });

  it('refuses more than 100 ids, naming the field', async () => {
    const ids = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );

    const res = await graphql(BULK, { ids, status: 'RESOLVED' }, admin).expect(200);

    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'ids', message: expect.stringContaining('100') }],
    });
  });

  it('is for staff only', async () => {
    const id = await submit('bulk.three@example.com');

    const res = await graphql(BULK, { ids: [id], status: 'RESOLVED' });

    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await statusOf(id)).toBe('new');
  });
});
