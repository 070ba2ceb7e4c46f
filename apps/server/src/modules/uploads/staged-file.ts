import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';

/** How many first bytes are kept in memory: enough for every image signature detectImageType knows. */
const HEAD_BYTES = 16;

/** An uploaded file waiting on disk to be checked and stored; only its first bytes are in memory. */
export interface StagedFile {
  size: number;
  /** The first bytes, for judging the file's type by its content. */
  head: Buffer;
  open(): Readable;
}

/** The file at `path` (an upload written to a temporary file) as a StagedFile. */
export async function stageFromDisk(path: string, size: number): Promise<StagedFile> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await file.read(head, 0, head.length, 0);
    return { size, head, open: () => createReadStream(path) };
  } finally {
    await file.close();
  }
}

/** Removes temporary upload files; one already gone is no error. */
export async function removeTemporaryFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
