/** One stored file as a listing names it. */
export type StoredFile = { key: string; modifiedAt: Date };

/** How many files a listing hands over at a time: S3's page size, and the sweep's batch. */
export const listPageSize = 1000;

/** Where uploaded and generated files live: a local directory by default, any S3-compatible store when configured. */
export type FileStore = {
  kind: 'local' | 's3';
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** The file's bytes, or undefined when no file has that key. */
  get: (key: string) => Promise<Buffer | undefined>;
  delete: (key: string) => Promise<void>;
  /** Removes half-written files a crash left behind, last written before `cutoff`; returns how many. */
  removeStalePartials: (cutoff: Date) => Promise<number>;
  /**
   * Every file whose key starts with `prefix`, a page (at most `listPageSize`) at a time: memory stays
   * bounded however many there are. Half-written files are not listed.
   */
  list: (prefix: string) => AsyncIterable<StoredFile[]>;
};

/** A write still going on is younger than this; anything older was abandoned. */
export const stalePartialAgeMs = 60 * 60 * 1000;

/**
 * Every key the server writes starts with this (`resumes/{userId}/…`, uploads and tailored resumes alike);
 * the orphan sweep looks nowhere else, so a bucket shared with other data keeps that data.
 */
export const fileKeyPrefix = 'resumes/';

/**
 * A file is written before the row that names it (so a crash leaves a file without a row, never the other
 * way round): a file younger than this may still be waiting for its row, and the orphan sweep leaves it.
 */
export const orphanFileGraceMs = 60 * 60 * 1000;

/** Keys are built by the server, never taken from a client; this guards against a bug letting one escape. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9._\-/]+$/.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
