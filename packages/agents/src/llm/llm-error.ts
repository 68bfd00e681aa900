/** Why the LLM gave no usable answer. Messages are plain words that never carry the URL, key or the model's text. */
export type LlmErrorKind = 'timeout' | 'aborted' | 'http' | 'network' | 'invalid-response';

export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** One line a user or a log can read, e.g. "the LLM timed out after 30 s". */
export function describeLlmFailure(error: unknown): string {
  if (error instanceof LlmError) return `the LLM ${error.message}`;
  return 'the LLM failed unexpectedly';
}
