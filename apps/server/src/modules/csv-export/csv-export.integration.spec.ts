import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { Enquiry } from '../enquiry/enquiry.entity';
import { EnquiryStatus } from '../enquiry/enquiry-status.enum';
import { CsvExportService } from './csv-export.service';
import { ExportTable } from './csv-export.type';

const at = (iso: string) => new Date(iso);

describe.each(testDatabaseKinds())('CSV exports read in batches on %s', (kind) => {
  let t: TestApp;
  const range = { from: at('2026-11-01T00:00:00.000Z'), to: at('2026-12-01T00:00:00.000Z') };
  /** Seven enquiries in the range, five of them in the same millisecond, and one after it. */
  const createdAt = [
    '2026-11-02T09:00:00.000Z',
    ...Array.from({ length: 5 }, () => '2026-11-10T09:00:00.000Z'),
    '2026-11-30T23:59:59.999Z',
    '2026-12-01T00:00:00.000Z',
  ];
  let inRange: string[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    const rows = createdAt.map((iso, index) => ({
      id: randomUUID(),
      firstName: `Batch${index}`,
      lastName: 'Reader',
      email: `batch${index}@example.com`,
      phoneNumber: '0501234567',
      country: 'IN',
      zipCode: '110001',
      message: 'Hello',
      acceptPrivacyPolicy: true,
      status: EnquiryStatus.NEW,
      createdAt: at(iso),
    }));
    // Oldest first, ties in id order: the order the export promises. (Worked out before the insert:
    // TypeORM writes back into the objects it is given.)
    inRange = rows
      .filter((row) => row.createdAt < range.to)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
    await t.dataSource.getRepository(Enquiry).insert(rows);
  });
  afterAll(() => t.close());

  const ids = (csv: string) =>
    csv
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[0]);

  it.each([1, 2, 3, 7, 500])('writes every row once, in order, %p rows per query', async (batchRows) => {
    const exports = new CsvExportService(t.app.db, batchRows);
    const file = exports.open(ExportTable.ENQUIRIES, range);
    const chunks: string[] = [];
    for await (const chunk of file.chunks) chunks.push(chunk);
    expect(ids(chunks.join(''))).toEqual(inRange);
    // The header, then one chunk per batch holding rows.
    expect(chunks).toHaveLength(1 + Math.ceil(inRange.length / batchRows));
    // Named after the provider's days (Asia/Dubai, UTC+4) of the range's first and last instants.
    expect(file.filename).toBe('enquiries-2026-11-01-to-2026-12-01.csv');
  });

  it('gives GraphQL the same file in one string, with its row count', async () => {
    const exported = await new CsvExportService(t.app.db, 2).export(ExportTable.ENQUIRIES, range);
    expect(exported.rows).toBe(7);
    expect(ids(exported.content)).toEqual(inRange);
  });

  it('refuses a range that ends before it starts, naming the field', () => {
    expect(() =>
      new CsvExportService(t.app.db).open(ExportTable.ENQUIRIES, { from: range.to, to: range.from }),
    ).toThrow('To must not be before From');
  });
});
