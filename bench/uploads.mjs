// node bench/uploads.mjs (after `npx nx run server:build`): issue 12 finding 8. Sixteen photo uploads
// at once, each three files of 5 MB, all with a wrong private-link token, sent to the built server in
// production mode; prints the server's resident memory before, its peak (VmHWM, Linux), and the replies.
// With BENCH_BASELINE_DIR set to another checkout whose server is built, the same runs against it too.
// Prints figures; asserts nothing.
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSite } from './site.mjs';

const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 16);
const FILE_BYTES = 5 * 1024 * 1024 - 1024;
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR;
const BOUNDARY = 'bench-upload-boundary';

const memory = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(FILE_BYTES - 4, 7)]);
const body = Buffer.concat([
  ...['idPhotofront', 'idphotoback', 'profileImage'].flatMap((field) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    photo,
    Buffer.from('\r\n'),
  ]),
  Buffer.from(`--${BOUNDARY}--\r\n`),
]);

/** One upload with a wrong token: its status, or the error that ended it (a refused body). */
function upload(url, id) {
  return new Promise((resolve) => {
    const req = request(`${url}/api/awakenLimitlessHuman/${id}`, {
      method: 'PUT',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(body.length),
        'X-Registration-Token': `rt_${'x'.repeat(43)}`,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.on('error', (error) => resolve(error.code ?? error.message));
    req.end(body);
  });
}

async function measure(label, script) {
  const site = await startSite({ PORT: String(3290 + Math.floor(Math.random() * 9)) }, script);
  try {
    const enrolled = await fetch(`${site.url}/api/awakenLimitlessHuman`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Uploads',
        email: 'bench.uploads@example.com',
        mobileNo: '0501234567',
        city: 'Next available intake | Decode | date to be announced',
        dob: '1990-04-12',
        occupation: 'Teacher',
        levelName: 'Level 1: Decode Your Mind',
        termsandcondition: true,
      }),
    }).then((res) => res.json());
    const before = memory(site.child.pid);
    const outcomes = await Promise.all(
      Array.from({ length: PARALLEL }, () => upload(site.url, enrolled.data.id)),
    );
    const after = memory(site.child.pid);
    const counts = Object.entries(
      outcomes.reduce((tally, outcome) => ({ ...tally, [outcome]: (tally[outcome] ?? 0) + 1 }), {}),
    ).map(([outcome, count]) => `${count}× ${outcome}`);
    console.info(
      `${label}: RSS before ${before.rss.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB, after ` +
        `${after.rss.toFixed(0)} MB; replies: ${counts.join(', ')}`,
    );
  } finally {
    await site.stop();
  }
}

console.info(
  `${PARALLEL} uploads at once, 3 × ${(FILE_BYTES / 1024 / 1024).toFixed(2)} MB each, wrong token`,
);
await measure('this build', undefined);
if (BASELINE_DIR) await measure('baseline', join(BASELINE_DIR, 'apps/server/dist/main.js'));
