/** Where uploaded and generated files live: a local directory by default, any S3-compatible store when configured. */
export type FileStore = {
  kind: 'local' | 's3';
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** The file's bytes, or undefined when no file has that key. */
  get: (key: string) => Promise<Buffer | undefined>;
  delete: (key: string) => Promise<void>;
  /** Removes half-written files a crash left behind, last written before `cutoff`; returns how many. */
  removeStalePartials: (cutoff: Date) => Promise<number>;
};

/** A write still going on is younger than this; anything older was abandoned. */
export const stalePartialAgeMs = 60 * 60 * 1000;

/** Keys are built by the server, never taken from a client; this guards against a bug letting one escape. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9._\-/]+$/.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
