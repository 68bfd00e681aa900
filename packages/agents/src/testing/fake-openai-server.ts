import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers one chat completion: the message content, or a status and raw body, after an optional delay. */
export type FakeCompletion = { content: string } | { status: number; body: string } | { hang: true };

export type FakeOpenAiServer = {
  /** API root to pass as baseUrl: http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  /** Parsed JSON bodies and Authorization headers of every request, in order. */
  requests: { body: Record<string, unknown>; authorization: string | undefined }[];
  close: () => Promise<void>;
};

/**
 * A local OpenAI-compatible chat endpoint on 127.0.0.1: POST /v1/chat/completions answers
 * `choices[0].message.content` in OpenAI's shape (what json_schema response_format mode reads).
 */
export async function startFakeOpenAiServer(answer: (body: Record<string, unknown>) => FakeCompletion): Promise<FakeOpenAiServer> {
  const requests: FakeOpenAiServer['requests'] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    requests.push({ body, authorization: request.headers.authorization });
    const completion = answer(body);
    if ('hang' in completion) return; // never answers: the client's deadline has to end it
    if ('status' in completion) {
      response.writeHead(completion.status, { 'content-type': 'application/json' }).end(completion.body);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(chatCompletion(String(body.model), completion.content)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function chatCompletion(model: string, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_767_225_600,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
