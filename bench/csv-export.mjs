// npm run bench (csv-export), or node bench/csv-export.mjs after `npx nx run server:build`: exports
// 20,000 enquiries as CSV on SQLite and prints, per way of reading them, the time in all and the event
// loop's longest stall meanwhile: one query for every row (main before issue 12's section 2) against
// the batches of CsvExportService (the GraphQL export's one string, and the REST download's stream).
// Prints figures; asserts nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './site.mjs';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 20_000);
const ROUNDS = 3;
const require = createRequire(root('../apps/server/dist/main.js'));
require('reflect-metadata');
const { openDatabase } = require('./database/data-source');
const { Database } = require('./database/database');
const { DATABASE_CONTENTS } = require('./modules');
const { Enquiry } = require('./modules/enquiry/enquiry.entity');
const { CsvExportService } = require('./modules/csv-export/csv-export.service');
const { ExportTable } = require('./modules/csv-export/csv-export.type');
const { toCsv } = require('./modules/csv-export/csv');

/** Runs `work`; the longest gap between ticks of a 1 ms timer is how long the loop was held at once. */
async function measure(name, work) {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  await pause();
  [last, longest] = [performance.now(), 0];
  const started = performance.now();
  const bytes = await work();
  const total = performance.now() - started;
  await pause();
  clearInterval(timer);
  console.info(
    `${name.padEnd(44)} ${total.toFixed(0).padStart(5)} ms in all, longest stall ${longest.toFixed(0).padStart(4)} ms, ${bytes} characters`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'bench-csv-'));
const dataSource = await openDatabase({ type: 'sqlite', file: join(dir, 'bench.sqlite') }, DATABASE_CONTENTS);
try {
  const start = Date.UTC(2026, 10, 1);
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    id: randomUUID(),
    firstName: `Name${i}`,
    lastName: 'Tester',
    email: `person${i}@example.com`,
    phoneNumber: '0501234567',
    country: 'IN',
    zipCode: '110001',
    message: 'When does the next Decode level 1 start? '.repeat(4),
    acceptPrivacyPolicy: true,
    status: 'new',
    createdAt: new Date(start + i * 1000),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await dataSource.getRepository(Enquiry).insert(rows.slice(i, i + 500));
  const range = { from: new Date(start), to: new Date(start + ROWS * 1000) };
  const exports = new CsvExportService(new Database(dataSource));
  // The columns of the enquiry export, for the one-query reading main did.
  const columns = [
    'id',
    'createdAt',
    'status',
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'country',
    'zipCode',
    'message',
  ].map((name) => ({ header: name, value: (row) => row[name] }));
  console.info(`CSV export of ${ROWS} enquiries on SQLite, ${ROUNDS} rounds`);
  for (let round = 0; round < ROUNDS; round += 1) {
    await measure('one query for every row (main)', async () => {
      const found = await dataSource.manager.find(Enquiry, { order: { createdAt: 'ASC' }, take: ROWS + 1 });
      return toCsv(found, columns).length;
    });
    await measure(
      'batches, one string (GraphQL exportCsv)',
      async () => (await exports.export(ExportTable.ENQUIRIES, range.from, range.to)).content.length,
    );
    await measure('batches, streamed (REST download)', async () => {
      let length = 0;
      for await (const chunk of exports.open(ExportTable.ENQUIRIES, range).chunks) length += chunk.length;
      return length;
    });
  }
} finally {
  await dataSource.destroy();
  rmSync(dir, { recursive: true, force: true });
}
