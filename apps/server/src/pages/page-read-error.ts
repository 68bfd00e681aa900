import type { PoolFailureKind } from '../workers/worker-pool';

/** Why a fetched page was not read: over the reader's time or memory (`limit`), the readers busy, or a failure of ours. */
export class PageReadError extends Error {
  override name = 'PageReadError';

  constructor(
    readonly kind: PoolFailureKind,
    message: string,
  ) {
    super(message);
  }
}
