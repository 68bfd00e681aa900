import type { SourceName } from './source-names';

/**
 * Why a source could not answer. `not-found` is an answer, not an outage: a board that 404s is gone
 * (the crawler marks it and asks rarely), never a failed search.
 */
export type SourceErrorKind =
  | 'not-found'
  | 'http'
  | 'timeout'
  | 'network'
  | 'invalid-response'
  | 'too-large'
  | 'rate-limited'
  | 'aborted'
  /** The host's robots.txt keeps us out (or could not be read, which keeps us out too). */
  | 'robots';

export class SourceError extends Error {
  override name = 'SourceError';
  constructor(
    readonly kind: SourceErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** One line a user can read, e.g. "Greenhouse (acme): timed out after 10 s". */
export function describeSourceFailure(label: string, error: unknown): string {
  if (error instanceof SourceError) return `${label}: ${error.message}`;
  return `${label}: failed unexpectedly`;
}

export function isSourceError(error: unknown, kind?: SourceErrorKind): error is SourceError {
  return error instanceof SourceError && (kind === undefined || error.kind === kind);
}

export type SourceFailure = { source: SourceName; message: string };
