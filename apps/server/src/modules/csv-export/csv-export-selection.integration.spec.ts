import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { adminToken } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { Enquiry } from '../enquiry/enquiry.entity';
import { EnquiryStatus } from '../enquiry/enquiry-status.enum';

const EXPORT = `query Export($table: ExportTable!, $ids: [ID!], $status: String) {
  exportCsv(table: $table, ids: $ids, status: $status) { rows content }
}`;

describe.each(testDatabaseKinds())('the CSV of the rows selected in a list, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const tag = `Sel${randomUUID().slice(0, 8)}`;
  const exportCsv = async (variables: Record<string, unknown>) =>
    (
      await request(t.app.express)
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({ query: EXPORT, variables: { table: 'ENQUIRIES', ...variables } })
        .expect(200)
    ).body;
  const enquiry = (firstName: string, status: EnquiryStatus) => ({
    firstName,
    lastName: tag,
    email: `${firstName.toLowerCase()}@example.com`,
    phoneNumber: '0501234567',
    country: 'IN',
    zipCode: '110001',
    message: 'Hello',
    acceptPrivacyPolicy: true,
    status,
    createdAt: new Date('2026-11-02T09:00:00.000Z'),
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await adminToken(t);
    await t.dataSource
      .getRepository(Enquiry)
      .save(
        [
          enquiry('Amal', EnquiryStatus.NEW),
          enquiry('Badr', EnquiryStatus.RESOLVED),
          enquiry('Dana', EnquiryStatus.NEW),
        ].map((row) => ({ ...row, id: randomUUID() })),
      );
  });
  afterAll(() => t.close());

  it('holds only the selected rows, and the other filters still apply', async () => {
    const stored = await t.dataSource.getRepository(Enquiry).findBy({ lastName: tag });
    const ids = stored.filter((row) => row.firstName !== 'Dana').map((row) => row.id);
    const selected = await exportCsv({ ids });
    expect(selected.errors).toBeUndefined();
    expect(selected.data.exportCsv.rows).toBe(2);
    expect(selected.data.exportCsv.content).toContain('Amal');
    expect(selected.data.exportCsv.content).toContain('Badr');
    expect(selected.data.exportCsv.content).not.toContain('Dana');

    const resolved = await exportCsv({ ids, status: 'RESOLVED' });
    expect(resolved.data.exportCsv.rows).toBe(1);
  });

  it('refuses more than 100 ids, naming the field', async () => {
    const ids = Array.from({ length: 101 }, () => randomUUID());
    const res = await exportCsv({ ids });
    expect(res.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'ids', message: expect.stringContaining('100') }],
    });
  });
});
