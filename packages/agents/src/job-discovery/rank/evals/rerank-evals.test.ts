import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFakeLlm } from '../../../testing/fake-llm';
import type { Posting } from '../../posting';
import { rankPostings } from '../rank-postings';
import { rerankWithLlm } from '../rerank-with-llm';
import { createPosting } from '../../../testing/create-posting';
import { createRankPreferences } from '../../../testing/create-rank-preferences';

const caseSchema = z.object({
  name: z.string(),
  now: z.coerce.date(),
  preferences: z.record(z.string(), z.unknown()),
  postings: z.array(z.object({ sourceId: z.string(), postedAt: z.coerce.date().optional() }).passthrough()).min(1),
  llmAnswer: z.unknown(),
  expect: z.object({
    deterministicOrder: z.array(z.string()),
    used: z.boolean(),
    order: z.array(z.string()),
    topReason: z.string().optional(),
    errorIncludes: z.string().optional(),
    promptIncludes: z.array(z.string()).default([]),
    promptExcludes: z.array(z.string()).default([]),
  }),
});

const folder = fileURLToPath(new URL('.', import.meta.url));
const cases = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, caseSchema.parse(JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')))] as const);

describe('re-rank evals (fake LLM)', () => {
  it('finds the cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(3);
  });

  it.each(cases)('%s', async (_, evalCase) => {
    const preferences = createRankPreferences(evalCase.preferences);
    const postings = evalCase.postings.map((posting) => createPosting(posting as Partial<Posting>));
    const ranked = rankPostings(postings, preferences, { now: evalCase.now });
    expect(ranked.map((item) => item.posting.sourceId)).toEqual(evalCase.expect.deterministicOrder);

    const llm = createFakeLlm(evalCase.llmAnswer);
    const result = await rerankWithLlm(llm, ranked, preferences);
    expect(result.used).toBe(evalCase.expect.used);
    expect(result.ranked.map((item) => item.posting.sourceId)).toEqual(evalCase.expect.order);
    if (evalCase.expect.topReason) expect(result.ranked[0]!.reason).toBe(evalCase.expect.topReason);
    if (evalCase.expect.errorIncludes) expect(result.error).toContain(evalCase.expect.errorIncludes);
    else expect(result.error).toBeUndefined();
    for (const item of result.ranked) expect(item.reason).not.toMatch(/<|https?:/);

    const sent = `${llm.calls[0]!.system}\n${llm.calls[0]!.prompt}`;
    for (const text of evalCase.expect.promptIncludes) expect(sent).toContain(text);
    for (const text of evalCase.expect.promptExcludes) expect(sent).not.toContain(text);
  });
});
