import request from 'supertest';
import { VALID_REGISTRATION, adminToken, testClock } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id referenceCode } }`;
const LIST = `query List($search: String, $status: RegistrationStatus) {
  registrations(search: $search, status: $status) { total items { id } }
}`;

describe.each(testDatabaseKinds())('staff find a registration by its reference code on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let first: { id: string; referenceCode: string };
  let second: { id: string; referenceCode: string };
  const submit = async (email: string) => {
    const res = await request(t.app.express)
      .post('/graphql')
      .send({ query: SUBMIT, variables: { input: { ...VALID_REGISTRATION, email } } })
      .expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration as { id: string; referenceCode: string };
  };
  const found = async (variables: Record<string, unknown>) => {
    const res = await request(t.app.express)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .send({ query: LIST, variables })
      .expect(200);
    expect(res.body.errors).toBeUndefined();
    return (res.body.data.registrations.items as { id: string }[]).map((row) => row.id);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
    admin = await adminToken(t);
    first = await submit('code.one@example.com');
    second = await submit('code.two@example.com');
  });
  afterAll(() => t.close());

  it('finds it by the code as printed, without its dash, or in small letters', async () => {
    const code = first.referenceCode;
    for (const typed of [code, code.replace('-', ''), ` ${code.toLowerCase()} `]) {
      expect(await found({ search: typed })).toEqual([first.id]);
    }
    expect(await found({ search: second.referenceCode.replace('-', '') })).toEqual([second.id]);
  });

  it('keeps the other filters: a code of a registration outside them finds nothing', async () => {
    expect(await found({ search: first.referenceCode, status: 'PENDING' })).toEqual([first.id]);
    expect(await found({ search: first.referenceCode, status: 'CONFIRMED' })).toEqual([]);
  });

  it('still searches names, and the REST list finds the code too', async () => {
    expect(await found({ search: 'layla' })).toEqual(expect.arrayContaining([first.id, second.id]));
    const res = await request(t.app.express)
      .get(`/api/awakenLimitlessHuman?search=${first.referenceCode.replace('-', '')}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(res.body.data.map((row: { _id: string }) => row._id)).toEqual([first.id]);
  });

  it('the REST list names every bad filter at once, from the address or its filters object', async () => {
    const filters = encodeURIComponent(JSON.stringify({ status: 'lost', from: 'soon' }));
    const res = await request(t.app.express)
      .get(`/api/awakenLimitlessHuman?programme=KNITTING&filters=${filters}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(400);
    const fields = (res.body.errors as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(['programme', 'status', 'from']);
  });
});
