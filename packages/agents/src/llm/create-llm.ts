import type * as Ai from 'ai';
import type { z } from 'zod';
import { LlmError } from './llm-error';

export type LlmRequest<T> = {
  /** The answer's shape; every field `.describe()`d, as the model reads the descriptions. */
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  signal?: AbortSignal;
};

/**
 * The one way agents ask a language model: a typed object back, or an LlmError. Injected, so that tests
 * and evals pass a fake (testing/fake-llm.ts) and a server with no LLM configured passes none.
 */
export type Llm = { generate: <T>(request: LlmRequest<T>) => Promise<T> };

export type LlmConfig = {
  /** An OpenAI-compatible API root, e.g. http://127.0.0.1:11434/v1 (Ollama), https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: typeof fetch;
  /** One deadline for a whole call, retries included. */
  timeoutMs?: number;
  /** Retries after the first attempt, for 408, 429 and 5xx (the ai SDK's backoff: 2 s, 4 s…). */
  maxRetries?: number;
};

const defaultTimeoutMs = 60_000;
const defaultMaxRetries = 1;

type Sdk = typeof Ai;

/**
 * The ai SDK and the provider, loaded with the first request rather than with the server: a server
 * without an LLM never needs them, and they are about 30 MB of its memory (decision 0022).
 */
async function loadModel(config: LlmConfig) {
  const [sdk, { createOpenAICompatible }] = await Promise.all([import('ai'), import('@ai-sdk/openai-compatible')]);
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    fetch: config.fetch,
    // Sends the schema as response_format json_schema (OpenAI, Ollama, vLLM, llama.cpp, LM Studio take it);
    // without it the model is only told "JSON" and guesses the shape.
    supportsStructuredOutputs: true,
  });
  return { sdk, model: provider.chatModel(config.model) };
}

/** The LLM of `LLM_BASE_URL` / `LLM_MODEL` / `LLM_API_KEY`, answering typed objects through `generateObject`. */
export function createLlm(config: LlmConfig): Llm {
  let loaded: ReturnType<typeof loadModel> | undefined;
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;
  const maxRetries = config.maxRetries ?? defaultMaxRetries;

  async function generate<T>(request: LlmRequest<T>): Promise<T> {
    const external = request.signal;
    if (external?.aborted) throw new LlmError('aborted', 'was cancelled');
    const { sdk, model } = await (loaded ??= loadModel(config));
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
      const { object } = await sdk.generateObject({
        model,
        schema: request.schema,
        system: request.system,
        prompt: request.prompt,
        maxRetries,
        abortSignal: external ? AbortSignal.any([external, deadline.signal]) : deadline.signal,
      });
      return object;
    } catch (error) {
      if (external?.aborted) throw new LlmError('aborted', 'was cancelled');
      if (deadline.signal.aborted) throw new LlmError('timeout', `timed out after ${timeoutMs / 1000} s`);
      throw toLlmError(sdk, error);
    } finally {
      clearTimeout(timer);
    }
  }

  return { generate };
}

function toLlmError({ APICallError, NoObjectGeneratedError, RetryError }: Sdk, error: unknown): LlmError {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === undefined) return new LlmError('network', 'could not be reached');
    // The SDK reports a 2xx body that is no chat completion as a failed call with that status.
    if (status >= 200 && status < 300) return new LlmError('invalid-response', 'answered in a shape that could not be read');
    return new LlmError('http', `answered HTTP ${status}`, status);
  }
  if (NoObjectGeneratedError.isInstance(cause)) return new LlmError('invalid-response', 'answered something that is not the expected JSON');
  // What is left is an answer the SDK could not read as a chat completion at all.
  return new LlmError('invalid-response', 'answered in a shape that could not be read');
}
