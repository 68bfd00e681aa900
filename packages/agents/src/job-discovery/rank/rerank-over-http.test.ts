import { afterEach, describe, expect, it } from 'vitest';
import { createLlm } from '../../llm/create-llm';
import { startFakeOpenAiServer, type FakeCompletion, type FakeOpenAiServer } from '../../testing/fake-openai-server';
import { rankPostings } from './rank-postings';
import { rerankWithLlm } from './rerank-with-llm';
import { createPosting } from '../../testing/create-posting';
import { createRankPreferences } from '../../testing/create-rank-preferences';

// The whole path against a local OpenAI-compatible server: createLlm → generateObject → HTTP → checks.
const now = new Date('2026-03-10T12:00:00Z');
const preferences = createRankPreferences({ titles: ['Frontend Engineer'], locations: ['Remote'] });
const ranked = rankPostings(
  ['Frontend Engineer', 'Engineer, Frontend', 'Backend Engineer'].map((title, index) =>
    createPosting({ sourceId: `p${index}`, title, remote: index === 0 }),
  ),
  preferences,
  { now },
);
let server: FakeOpenAiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function rerankAnswering(completion: FakeCompletion) {
  server = await startFakeOpenAiServer(() => completion);
  // A short deadline only where the test is about it: a busy machine may take longer to answer the others.
  const timeoutMs = 'hang' in completion ? 300 : 10_000;
  const llm = createLlm({ baseUrl: server.baseUrl, model: 'fake-model', maxRetries: 0, timeoutMs });
  return rerankWithLlm(llm, ranked, preferences);
}

const answer = (order: { index: number; score: number; reason: string }[]) => ({ content: JSON.stringify({ order }) });

describe('rerankWithLlm over HTTP', () => {
  it('starts from the deterministic order p0, p1, p2', () => {
    expect(ranked.map((item) => item.posting.sourceId)).toEqual(['p0', 'p1', 'p2']);
  });

  it('reorders by a good answer', async () => {
    const result = await rerankAnswering(
      answer([
        { index: 1, score: 88, reason: 'Frontend role, React-heavy' },
        { index: 0, score: 80, reason: 'Remote frontend role' },
      ]),
    );
    expect(result.used).toBe(true);
    expect(result.ranked.map((item) => [item.posting.sourceId, item.score, item.reason])).toEqual([
      ['p1', 88, 'Frontend role, React-heavy'],
      ['p0', 80, 'Remote frontend role'],
      ['p2', ranked[2]!.score, ranked[2]!.reason],
    ]);
    expect(server!.requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
  });

  it.each([
    ['garbage JSON', { content: '{"order": [ {"index": 1, ' }, 'the LLM answered something that is not the expected JSON'],
    ['prose instead of JSON', { content: 'Sure! Here is the ranking: 1, 0, 2' }, 'the LLM answered something that is not the expected JSON'],
    [
      'duplicate indices',
      answer([
        { index: 1, score: 90, reason: 'a' },
        { index: 1, score: 80, reason: 'b' },
      ]),
      "the LLM's answer was not used: index 1 appears more than once",
    ],
    [
      'an index out of range',
      answer([{ index: 3, score: 90, reason: 'a' }]),
      "the LLM's answer was not used: index 3 is not one of the 3 postings sent",
    ],
    [
      'HTML in a reason',
      answer([{ index: 0, score: 90, reason: '<img src=x onerror=alert(1)>' }]),
      "the LLM's answer was not used: the reason for index 0 contains HTML",
    ],
    ['an error status', { status: 500, body: '{"error":{"message":"overloaded"}}' }, 'the LLM answered HTTP 500'],
    ['no answer in time', { hang: true }, 'the LLM timed out after 0.3 s'],
  ] satisfies [string, FakeCompletion, string][])('keeps the deterministic order on %s', async (_, completion, error) => {
    const result = await rerankAnswering(completion);
    expect(result).toEqual({ ranked, used: false, error });
  });
});
