import type { Llm } from '../../llm/create-llm';
import { describeLlmFailure } from '../../llm/llm-error';
import type { Posting } from '../posting';
import { rerankAnswerProblem } from './check-rerank-answer';
import { clipText } from './clip-text';
import type { RankedPosting, RankPreferences } from './ranked-posting';
import { rerankPrompt, rerankSystem } from './rerank-prompt';
import { rerankAnswerSchema, type RerankAnswer } from './rerank-schema';

export type RerankOptions = {
  /** How many of the best deterministic results the LLM sees and may reorder (20). */
  top?: number;
  signal?: AbortSignal;
};

/** `used` is false, with `error` in plain words, whenever the deterministic order was kept. */
export type RerankResult<T extends Posting> = { ranked: RankedPosting<T>[]; used: boolean; error?: string };

const defaultTop = 20;
const reasonLength = 140;

/**
 * Asks the LLM to reorder the top results and refine their scores and reasons. Anything wrong with the
 * answer (a failure, a timeout, an index twice or out of range, HTML or a link in a reason) keeps the
 * deterministic ranking whole. Postings the LLM leaves out follow the ones it ranked, in their order;
 * those past the top are untouched.
 */
export async function rerankWithLlm<T extends Posting>(
  llm: Llm,
  ranked: RankedPosting<T>[],
  preferences: RankPreferences,
  options: RerankOptions = {},
): Promise<RerankResult<T>> {
  const top = ranked.slice(0, Math.max(0, Math.floor(options.top ?? defaultTop)));
  if (top.length === 0) return { ranked, used: false };
  let answer: RerankAnswer;
  try {
    answer = await llm.generate({ schema: rerankAnswerSchema, system: rerankSystem, prompt: rerankPrompt(top, preferences), signal: options.signal });
  } catch (error) {
    return { ranked, used: false, error: describeLlmFailure(error) };
  }
  const problem = rerankAnswerProblem(answer, top.length);
  if (problem) return { ranked, used: false, error: `the LLM's answer was not used: ${problem}` };
  return { ranked: [...reorder(top, answer), ...ranked.slice(top.length)], used: true };
}

function reorder<T extends Posting>(top: RankedPosting<T>[], answer: RerankAnswer): RankedPosting<T>[] {
  const chosen = answer.order.map(({ index, score, reason }) => {
    const item = top[index]!;
    const refined = clipText(reason, reasonLength);
    return { ...item, score: Math.min(100, Math.max(0, Math.round(score))), reason: refined === '' ? item.reason : refined };
  });
  const named = new Set(answer.order.map((item) => item.index));
  return [...chosen, ...top.filter((_, index) => !named.has(index))];
}
