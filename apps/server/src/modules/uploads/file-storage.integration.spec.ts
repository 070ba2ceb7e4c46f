import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { startS3TestServer } from '../../testing/s3-test-server';
import { FileStorage, LocalFileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/** `bytes` in chunks of 64 KB, as an upload arrives; `failAfter` chunks and the stream breaks instead. */
function chunked(bytes: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0, sent = 0; offset < bytes.length; offset += 65_536, sent += 1) {
        if (sent === failAfter) throw new Error('the upload broke off');
        yield bytes.subarray(offset, offset + 65_536);
      }
    })(),
  );
}

const key = () => `registrations/${randomBytes(8).toString('hex')}/idPhotofront-a1.jpg`;

interface Subject {
  storage: FileStorage;
  /** The folder of a local storage, where no half-written file may stay. */
  root?: string;
  close(): Promise<void>;
}

const KINDS: [string, () => Promise<Subject>][] = [
  [
    'a folder in DATA_DIR',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'academy-uploads-'));
      return {
        storage: new LocalFileStorage(root),
        root,
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'an S3 bucket',
    async () => {
      const s3 = await startS3TestServer();
      const storage = new S3FileStorage(s3.config);
      return {
        storage,
        async close() {
          storage.close();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(KINDS)('file storage in %s', (_name, make) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await make();
  });
  afterAll(() => subject.close());

  it('stores a streamed file whole, reads it back and deletes it', async () => {
    const { storage } = subject;
    const bytes = randomBytes(300_000);
    const name = key();
    await storage.put(name, chunked(bytes));
    const stored = await storage.get(name);
    expect(stored?.size).toBe(bytes.length);
    expect((await buffer(stored!.stream())).equals(bytes)).toBe(true);
    await storage.delete(name);
    expect(await storage.get(name)).toBeUndefined();
    await expect(storage.delete(name)).resolves.toBeUndefined();
  });

  it('keeps nothing of an upload that breaks off', async () => {
    const { storage, root } = subject;
    const name = key();
    await expect(storage.put(name, chunked(randomBytes(300_000), 2))).rejects.toThrow('broke off');
    expect(await storage.get(name)).toBeUndefined();
    // No half-written file left beside it either.
    if (root) expect(readdirSync(join(root, name, '..'))).toEqual([]);
  });

  it('refuses keys the server does not make', async () => {
    const { storage } = subject;
    for (const bad of ['../escape.jpg', 'registrations/../../x.jpg', 'registrations/a b.jpg', 'x']) {
      await expect(storage.put(bad, chunked(Buffer.from('x')))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(bad)).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('file storage in an S3 bucket', () => {
  it('signs every request to the bucket and never asks for a public object', async () => {
    const s3 = await startS3TestServer();
    const storage = new S3FileStorage(s3.config);
    try {
      const name = key();
      await storage.put(name, chunked(randomBytes(1000)));
      await buffer((await storage.get(name))!.stream());
      await storage.delete(name);
      expect(s3.requests.map((request) => request.method)).toEqual(['PUT', 'HEAD', 'GET', 'DELETE']);
      for (const request of s3.requests) {
        expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
        expect(request.headers['x-amz-acl']).toBeUndefined();
      }
    } finally {
      storage.close();
      await s3.close();
    }
  });
});
