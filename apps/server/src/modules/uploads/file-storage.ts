import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file and how to read it. */
export interface StoredFile {
  size: number;
  stream(): Readable;
}

/**
 * The one way the server keeps user files (ID photos, profile images). Keys are chosen by the server,
 * never by the uploader. A folder in DATA_DIR by default; an S3-compatible bucket would be another
 * implementation of this interface, and nothing else in the server touches the file system for user data.
 */
export interface FileStorage {
  /** Streams the content in: an upload is never held in memory whole. */
  put(key: string, content: Readable): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
}

/** Keys look like 'registrations/<uuid>/idPhotofront-<uuid>.jpg': no dots to climb out, no other characters. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9-]+)*\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    const path = resolve(join(this.root, key));
    if (!KEY_PATTERN.test(key) || !path.startsWith(this.root + sep))
      throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, content: Readable): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside and moved into place, so a reader never sees half a file.
    const partial = `${path}.partial`;
    try {
      await pipeline(content, createWriteStream(partial, { mode: 0o600 }));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, path);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const path = this.path(key);
    try {
      const stats = await stat(path);
      if (!stats.isFile()) return undefined;
      return { size: stats.size, stream: () => createReadStream(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
