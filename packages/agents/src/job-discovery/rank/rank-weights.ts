/**
 * What each dimension is worth: the weights add up to 100, so a score is points out of 100.
 * `neutral` is the share given when the user states nothing in that dimension, `unknown` when the posting
 * does not say. Both are fixed rather than zero or full, so scores of users who fill in more or less stay
 * comparable, and a posting that says little neither wins nor loses outright. Job type and seniority
 * always have a preference (the form requires them), so they have no `neutral`.
 */
export const rankWeights = {
  title: { weight: 30, neutral: 0.5 },
  skills: { weight: 25, neutral: 0.5 },
  location: { weight: 15, neutral: 0.5, unknown: 0.3 },
  seniority: { weight: 8, unknown: 0.3 },
  salary: { weight: 7, neutral: 0.5, unknown: 0.4 },
  jobType: { weight: 5, unknown: 0.5 },
  company: { weight: 5, neutral: 0.5 },
  freshness: { weight: 5, unknown: 0.2 },
} as const;

export type RankDimension = keyof typeof rankWeights;

/** Share of a dimension's weight, 0 to 1, that one posting earned. */
export type Shares = Record<RankDimension, number>;

const dimensions = Object.keys(rankWeights) as RankDimension[];

export function scoreFromShares(shares: Shares): number {
  let total = 0;
  for (const dimension of dimensions) total += rankWeights[dimension].weight * Math.min(1, Math.max(0, shares[dimension] || 0));
  return Math.min(100, Math.max(0, Math.round(total)));
}
