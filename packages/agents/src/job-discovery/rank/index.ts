// Ranking postings against a user's preferences: deterministic first, then an optional LLM pass.
export {
  compareRankKeys,
  orderPrepared,
  postingPreparer,
  preparePostings,
  rankKey,
  rankPostings,
  rankPrepared,
  withReason,
  type PreparedPosting,
  type RankKey,
  type RankOptions,
  type ScoredPosting,
} from './rank-postings';
export { finishScore, type PreparedScore } from './score-posting';
export type { AnnualSalary, MatchSignals, OccupationMatchKind, RankedPosting, RankPreferences } from './ranked-posting';
export type { RankKnowledge } from './score-occupation';
export { rankWeights, type RankDimension, type Shares } from './rank-weights';
export { matchReason } from './match-reason';
export { containsPhrase, tokenize } from '../../text/tokenize';
export { rerankWithLlm, type RerankOptions, type RerankResult } from './rerank-with-llm';
