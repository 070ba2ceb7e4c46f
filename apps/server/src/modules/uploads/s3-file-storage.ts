import { PassThrough, Readable, pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { S3Config } from '../../config';
import { FileStorage, StoredFile, checkStorageKey } from './file-storage';

/**
 * User files in an S3-compatible bucket (S3_BUCKET), so every instance reads what any of them stored.
 * Objects keep the bucket's private default: no ACL is sent and no bucket address is ever handed out;
 * files reach visitors only through the app's own paths, after their access check.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Other S3-compatible servers name the bucket in the path, not in a host name of its own.
      forcePathStyle: config.endpoint !== undefined,
      // Unset: the SDK's default chain (environment, shared files, the instance's role).
      credentials: config.credentials,
      ...(config.endpoint !== undefined && {
        // The SDK's default checksums send aws-chunked bodies that not every S3-compatible server reads.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    });
  }

  async put(key: string, content: Readable): Promise<void> {
    // Upload takes a stream of unknown length: one PutObject for small files, parts for large ones; an
    // object appears only once complete, and a failed multipart upload is aborted.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: checkStorageKey(key), Body: content },
    }).done();
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const Key = checkStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      return { size: head.ContentLength ?? 0, stream: () => this.read(Key) };
    } catch (error) {
      if (error instanceof NotFound || (error as S3ServiceException).name === 'NotFound') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
  }

  /** The object's bytes, fetched when read; a failure ends the stream with its error. */
  private read(Key: string): Readable {
    const out = new PassThrough();
    this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key })).then(
      // pipeline ends the download too when the reader goes away (a visitor who closed the page).
      (object) => pipeline(object.Body as Readable, out, () => undefined),
      (error: Error) => out.destroy(error),
    );
    return out;
  }

  close(): void {
    this.client.destroy();
  }
}
