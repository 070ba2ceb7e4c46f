import { Server, createServer, request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { DEFAULT_UPLOAD_LIMITS, UploadLimits } from '../../config';
import { JPEG, VALID_REGISTRATION, privateToken } from '../../testing/fixtures';
import { startTestApp } from '../../testing/test-app';
import { TestDatabaseKind, testDatabaseKinds } from '../../testing/test-databases';

const BOUNDARY = 'slow-upload-boundary';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface SlowUpload {
  /** The server's reply, or 'no reply' if none came within the patience. */
  reply: Promise<Reply | 'no reply'>;
  /** Whether the server has answered yet. */
  answered(): boolean;
  abort(): void;
}

/**
 * A photo upload over a real socket by a client on a very slow line: the headers announce 5 MB, the
 * part's header and a few bytes of the file follow, then `bytesPerSecond` (16 by default, 0: nothing
 * more) until the server answers or the test aborts it.
 */
function slowUpload(
  port: number,
  id: string,
  token: string,
  { from = '127.0.0.1', bytesPerSecond = 16, patienceMs = 20_000 } = {},
): SlowUpload {
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'PUT',
    path: `/api/awakenLimitlessHuman/${id}`,
    headers: {
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length': String(5 * 1024 * 1024),
      'X-Registration-Token': token,
      'X-Forwarded-For': from,
    },
  });
  req.on('error', () => undefined);
  req.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="idPhotofront"; filename="front.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  req.write(JPEG);
  let answered = false;
  const trickle =
    bytesPerSecond > 0
      ? setInterval(() => {
          if (!req.destroyed) req.write(Buffer.alloc(bytesPerSecond, 0x41));
        }, 1000)
      : undefined;
  const reply = new Promise<Reply | 'no reply'>((resolve) => {
    const timer = setTimeout(() => resolve('no reply'), patienceMs);
    req.on('response', (res) => {
      answered = true;
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
  const stop = () => clearInterval(trickle);
  void reply.then(stop);
  return {
    reply,
    answered: () => answered,
    abort: () => {
      stop();
      req.destroy();
    },
  };
}

/** Resolves once `count` of the uploads have been answered, with those replies. */
async function firstReplies(uploads: SlowUpload[], count: number): Promise<Reply[]> {
  const replies: Reply[] = [];
  await new Promise<void>((resolve, reject) => {
    for (const upload of uploads) {
      void upload.reply.then((reply) => {
        if (reply === 'no reply') return reject(new Error('An upload was never answered'));
        replies.push(reply);
        if (replies.length === count) resolve();
      });
    }
  });
  return replies;
}

const message = (reply: Reply) => (JSON.parse(reply.body) as { message: string }).message;

/** The app on a socket of its own, behind a trusted proxy so each test's client addresses differ. */
async function uploadsApp(kind: TestDatabaseKind, uploads: UploadLimits) {
  const t = await startTestApp(kind, { env: { TRUST_PROXY: 'true' }, config: { uploads } });
  const server: Server = createServer(t.app.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  let count = 0;
  /** A new registration and its private-link token. */
  const register = async () => {
    count += 1;
    const res = await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email: `uploads${count}@example.com` })
      .expect(201);
    const id = res.body.data.id as string;
    return { id, token: await privateToken(t, id) };
  };
  /** A whole upload at once, as a browser on a good line sends it. */
  const quickUpload = (who: { id: string; token: string }, from: string) =>
    request(t.app.express)
      .put(`/api/awakenLimitlessHuman/${who.id}`)
      .set('X-Registration-Token', who.token)
      .set('X-Forwarded-For', from)
      .attach('idPhotofront', JPEG, { filename: 'front.jpg', contentType: 'image/jpeg' });
  return {
    t,
    port,
    register,
    quickUpload,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}

describe.each(testDatabaseKinds())('photo upload slots on %s', (kind) => {
  // Slow clients are never dropped for their pace here: the slots they hold are what is tested.
  const limits: UploadLimits = { ...DEFAULT_UPLOAD_LIMITS, windowMs: 10 * 60_000 };
  let app: Awaited<ReturnType<typeof uploadsApp>>;
  const open: SlowUpload[] = [];
  const slow = (who: { id: string; token: string }, from: string) => {
    const upload = slowUpload(app.port, who.id, who.token, { from });
    open.push(upload);
    return upload;
  };

  beforeAll(async () => {
    app = await uploadsApp(kind, limits);
  });
  afterEach(() => {
    for (const upload of open.splice(0)) upload.abort();
  });
  afterAll(() => app.close());

  it('answers a wrong token with 404 before reading the upload', async () => {
    const { id } = await app.register();
    const upload = slowUpload(app.port, id, `rt_${'x'.repeat(43)}`, { bytesPerSecond: 0 });
    const reply = await upload.reply;
    upload.abort();
    expect(reply).toMatchObject({ status: 404 });
    expect(message(reply as Reply)).toBe('Registration not found');
  });

  it("lets one registrant's slow uploads hold a few slots only, so another registrant's upload goes through", async () => {
    const holder = await app.register();
    const uploads = Array.from({ length: DEFAULT_UPLOAD_LIMITS.slots }, () => slow(holder, '203.0.113.10'));
    const refused = await firstReplies(uploads, uploads.length - limits.perRegistration);
    for (const reply of refused) {
      expect(reply).toMatchObject({ status: 429, headers: { 'retry-after': expect.any(String) } });
      expect(message(reply)).toBe(
        'Photos for this registration are already being uploaded. Please wait for them to finish, then try again.',
      );
    }
    const other = await app.register();
    await app.quickUpload(other, '203.0.113.20').expect(200);
    // The holder's uploads are still being read: the other got a free slot, not a dropped one.
    expect(uploads.filter((upload) => !upload.answered())).toHaveLength(limits.perRegistration);
  });

  it('lets one client address (an IPv6 /64) hold a few slots only', async () => {
    const registrations = await Promise.all([app.register(), app.register(), app.register()]);
    // Two uploads each for three registrations, each from another address of one /64.
    const uploads = registrations.flatMap((who, i) =>
      [1, 2].map((n) => slow(who, `2001:db8:77:1::${i + 1}:${n}`)),
    );
    const refused = await firstReplies(uploads, uploads.length - limits.perAddress);
    for (const reply of refused) {
      expect(reply.status).toBe(429);
      expect(message(reply)).toBe(
        'Several uploads from your connection are still in progress. Please wait for them to finish, then try again.',
      );
    }
    const elsewhere = await app.register();
    await app.quickUpload(elsewhere, '2001:db8:77:2::1').expect(200);
  });

  it('takes a few uploads at once in the whole process and asks the next to come back later', async () => {
    const per = limits.perRegistration;
    const holders = await Promise.all(
      Array.from({ length: Math.ceil(limits.slots / per) }, () => app.register()),
    );
    // Each holder from an address of its own, and one more: only the process's cap is met.
    const uploads = [...holders, await app.register()].flatMap((who, i) =>
      Array.from({ length: i < holders.length ? per : 1 }, () => slow(who, `198.51.100.${i + 1}`)),
    );
    const [reply] = await firstReplies(uploads, 1);
    expect(reply).toMatchObject({ status: 429, headers: { 'retry-after': expect.any(String) } });
    expect(message(reply)).toBe(
      'Many photos are being uploaded right now. Please try again in a few seconds.',
    );
    expect(uploads.filter((upload) => !upload.answered())).toHaveLength(limits.slots);
    // Once they are gone, uploads are taken again.
    for (const upload of uploads) upload.abort();
    const late = await app.register();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      if (attempt > 0) await sleep(50);
      status = (await app.quickUpload(late, '198.51.100.200')).status;
    }
    expect(status).toBe(200);
  });
});

describe.each(testDatabaseKinds())('a photo upload too slow to finish, on %s', (kind) => {
  // A short window, so the test need not wait the site's seconds.
  const limits: UploadLimits = { ...DEFAULT_UPLOAD_LIMITS, minBytes: 4096, windowMs: 500 };
  let app: Awaited<ReturnType<typeof uploadsApp>>;

  beforeAll(async () => {
    app = await uploadsApp(kind, limits);
  });
  afterAll(() => app.close());

  it('is dropped with a clear error, and its slot is free again', async () => {
    const who = await app.register();
    const uploads = Array.from({ length: limits.perRegistration }, () =>
      slowUpload(app.port, who.id, who.token, { from: '192.0.2.7' }),
    );
    const replies = await Promise.all(uploads.map((upload) => upload.reply));
    for (const upload of uploads) upload.abort();
    for (const reply of replies) {
      expect(reply).toMatchObject({ status: 408, headers: { connection: 'close' } });
      expect(JSON.parse((reply as Reply).body)).toMatchObject({
        code: 'REQUEST_TIMEOUT',
        message:
          'The upload was too slow: less than 4 KB arrived in 0.5 seconds, so it was stopped. Please try again on a faster connection.',
      });
    }
    // The registration's slots are its own again.
    await app.quickUpload(who, '192.0.2.7').expect(200);
  });

  it('keeps an upload that sends at a good pace', async () => {
    const who = await app.register();
    await app.quickUpload(who, '192.0.2.8').expect(200);
  });
});
