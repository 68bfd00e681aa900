import type { ReadFailureKind } from './read-document.protocol';

/** Why a document was not read: over a limit, damaged, the readers are all busy, or a failure of ours. */
export class DocumentReadError extends Error {
  override name = 'DocumentReadError';

  constructor(
    readonly kind: ReadFailureKind | 'busy',
    message: string,
  ) {
    super(message);
  }
}
