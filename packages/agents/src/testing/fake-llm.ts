import type { Llm, LlmRequest } from '../llm/create-llm';
import { LlmError } from '../llm/llm-error';

export type FakeLlmCall = { system: string; prompt: string };
export type FakeLlm = Llm & { calls: FakeLlmCall[] };

/**
 * An Llm for tests and evals: answers `answer` (or what `answer(request)` returns or throws), checked against
 * the request's schema as the real one checks the model's JSON, so a wrong shape fails the same way.
 */
export function createFakeLlm(answer: unknown | ((request: LlmRequest<unknown>) => unknown)): FakeLlm {
  const calls: FakeLlmCall[] = [];
  async function generate<T>(request: LlmRequest<T>): Promise<T> {
    calls.push({ system: request.system, prompt: request.prompt });
    if (request.signal?.aborted) throw new LlmError('aborted', 'was cancelled');
    const value = typeof answer === 'function' ? await (answer as (request: LlmRequest<unknown>) => unknown)(request) : answer;
    const parsed = request.schema.safeParse(value);
    if (!parsed.success) throw new LlmError('invalid-response', 'answered something that is not the expected JSON');
    return parsed.data;
  }
  return { generate, calls };
}
