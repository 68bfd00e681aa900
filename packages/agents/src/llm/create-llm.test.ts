import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLlm } from './create-llm';
import { describeLlmFailure, LlmError } from './llm-error';
import { startFakeOpenAiServer, type FakeCompletion, type FakeOpenAiServer } from '../testing/fake-openai-server';

const schema = z.object({ answer: z.string().describe('The answer'), confidence: z.number().min(0).max(1).describe('How sure, 0 to 1') });
let server: FakeOpenAiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function llmAnswering(answer: (body: Record<string, unknown>) => FakeCompletion, options: { timeoutMs?: number; apiKey?: string } = {}) {
  server = await startFakeOpenAiServer(answer);
  return createLlm({ baseUrl: server.baseUrl, model: 'fake-model', maxRetries: 0, ...options });
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe('createLlm', () => {
  it('sends the system and user prompt with the schema as json_schema, and returns the parsed object', async () => {
    const llm = await llmAnswering(() => ({ content: '{"answer":"42","confidence":0.9}' }), { apiKey: 'test-key' });
    await expect(llm.generate({ schema, system: 'Be brief.', prompt: 'What is it?' })).resolves.toEqual({ answer: '42', confidence: 0.9 });
    const [request] = server!.requests;
    expect(request!.authorization).toBe('Bearer test-key');
    expect(request!.body).toMatchObject({
      model: 'fake-model',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'What is it?' },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'response', strict: true } },
    });
    const sent = (request!.body.response_format as { json_schema: { schema: { properties: Record<string, { description?: string }> } } }).json_schema
      .schema;
    expect(sent.properties.answer!.description).toBe('The answer');
  });

  it('refuses an answer that is not JSON or not of the schema', async () => {
    const llm = await llmAnswering((body) => ({ content: (body.messages as { content: string }[])[1]!.content }));
    expect(await failure(llm.generate({ schema, system: '', prompt: 'not json at all' }))).toMatchObject({ kind: 'invalid-response' });
    expect(await failure(llm.generate({ schema, system: '', prompt: '{"answer":1}' }))).toMatchObject({ kind: 'invalid-response' });
  });

  it('refuses a successful status whose body is not a chat completion', async () => {
    const llm = await llmAnswering(() => ({ status: 200, body: '{"nope":true}' }));
    expect(await failure(llm.generate({ schema, system: '', prompt: 'x' }))).toMatchObject({
      kind: 'invalid-response',
      message: 'answered in a shape that could not be read',
    });
  });

  it('reports an error status without the body', async () => {
    const llm = await llmAnswering(() => ({ status: 500, body: '{"error":{"message":"secret internals"}}' }));
    const error = await failure(llm.generate({ schema, system: '', prompt: 'x' }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(describeLlmFailure(error)).toBe('the LLM answered HTTP 500');
  });

  it('gives up at its deadline', async () => {
    const llm = await llmAnswering(() => ({ hang: true }), { timeoutMs: 150 });
    const error = await failure(llm.generate({ schema, system: '', prompt: 'x' }));
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(describeLlmFailure(error)).toBe('the LLM timed out after 0.15 s');
  });

  it('stops when the caller cancels, and does not start when already cancelled', async () => {
    const llm = await llmAnswering(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = llm.generate({ schema, system: '', prompt: 'x', signal: controller.signal });
    // Cancelled once the request is with the server, however long a loaded machine takes to send it.
    await vi.waitFor(() => expect(server!.requests).toHaveLength(1), { timeout: 10_000 });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ kind: 'aborted' });
    expect(await failure(llm.generate({ schema, system: '', prompt: 'x', signal: controller.signal }))).toMatchObject({ kind: 'aborted' });
    expect(server!.requests).toHaveLength(1);
  });

  it('reports an address where nothing listens as unreachable', async () => {
    const closed = await startFakeOpenAiServer(() => ({ hang: true }));
    await closed.close();
    const llm = createLlm({ baseUrl: closed.baseUrl, model: 'fake-model', maxRetries: 0 });
    const error = await failure(llm.generate({ schema, system: '', prompt: 'x' }));
    expect(error).toMatchObject({ kind: 'network', message: 'could not be reached' });
  });
});
