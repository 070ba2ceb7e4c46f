import { Server, createServer, request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { JPEG, VALID_REGISTRATION, privateToken } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { UPLOADS_AT_ONCE } from '../uploads/upload-slots';

const BOUNDARY = 'stalled-upload-boundary';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A photo upload whose body never finishes: the headers announce 5 MB, a few bytes of the file follow,
 * and then nothing. Resolves with the server's reply, if it gives one before `patienceMs`.
 */
function stalledUpload(port: number, id: string, token: string, patienceMs = 10_000) {
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'PUT',
    path: `/api/awakenLimitlessHuman/${id}`,
    headers: {
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length': String(5 * 1024 * 1024),
      'X-Registration-Token': token,
    },
  });
  req.on('error', () => undefined);
  req.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="idPhotofront"; filename="front.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  req.write(JPEG);
  const reply = new Promise<Reply | 'no reply'>((resolve) => {
    const timer = setTimeout(() => resolve('no reply'), patienceMs);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
      res.on('error', () => undefined);
    });
  });
  return { reply, abort: () => req.destroy() };
}

describe.each(testDatabaseKinds())('photo uploads on %s', (kind) => {
  let t: TestApp;
  let server: Server;
  let port: number;
  let id: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    server = createServer(t.app.express);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    const res = await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email: 'uploads@example.com' })
      .expect(201);
    id = res.body.data.id;
    token = await privateToken(t, id);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('answers a wrong token with 404 before reading the upload', async () => {
    const upload = stalledUpload(port, id, `rt_${'x'.repeat(43)}`);
    const reply = await upload.reply;
    upload.abort();
    expect(reply).toMatchObject({ status: 404 });
    expect(JSON.parse((reply as Reply).body)).toMatchObject({ message: 'Registration not found' });
  });

  it('takes a few uploads at once and asks the next to come back later', async () => {
    // One more than the cap, all at once: whichever comes last is turned away, the others wait.
    const uploads = Array.from({ length: UPLOADS_AT_ONCE + 1 }, () => stalledUpload(port, id, token));
    const first = await Promise.race(uploads.map((upload) => upload.reply));
    for (const upload of uploads) upload.abort();
    expect(first).toMatchObject({ status: 429, headers: { 'retry-after': expect.any(String) } });
    expect(JSON.parse((first as Reply).body).message).toBe(
      'Many photos are being uploaded right now. Please try again in a few seconds.',
    );
    // Once they are gone, uploads are taken again.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      if (attempt > 0) await sleep(50);
      const res = await request(t.app.express)
        .put(`/api/awakenLimitlessHuman/${id}`)
        .set('X-Registration-Token', token)
        .attach('idPhotofront', JPEG, { filename: 'front.jpg', contentType: 'image/jpeg' });
      status = res.status;
    }
    expect(status).toBe(200);
  });
});
