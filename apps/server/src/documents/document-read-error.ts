import type { ReadFailureKind } from './read-document.protocol';

/** Why a document was not read: over a limit, damaged, the readers (or this owner's share) busy, or a failure of ours. */
export class DocumentReadError extends Error {
  override name = 'DocumentReadError';

  constructor(
    readonly kind: ReadFailureKind | 'busy' | 'owner-busy',
    message: string,
  ) {
    super(message);
  }
}
