import { mkdtempSync, rmSync } from 'node:fs';
import { IncomingHttpHeaders, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3Config } from '../config';

/** A request the S3 server received, as far as the tests look at it. */
export interface S3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface S3TestServer {
  /** The storage settings of a server using the bucket (s3rver's own key pair). */
  config: S3Config;
  /** Every request received so far, in order. */
  requests: S3Request[];
  close(): Promise<void>;
}

/**
 * s3rver (an S3-compatible server in JavaScript) on a free loopback port with one bucket, in a temporary
 * folder removed on close. s3rver answers unsigned requests as if every object were public, which no
 * bucket of ours is; as on S3 with public access blocked, this one refuses them with 403 AccessDenied.
 */
export async function startS3TestServer(bucket = 'academy-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'academy-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const requests: S3Request[] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    const signed = req.headers.authorization !== undefined || /[?&]X-Amz-Signature=/.test(req.url ?? '');
    if (signed) return handle(req, res);
    res
      .writeHead(403, { 'content-type': 'application/xml' })
      .end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
