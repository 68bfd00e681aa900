import { funnelStages, type FunnelStep, type JobStatus } from '@seeker/contract';

/** A saved job as the funnel reads it: when it was saved and every move it made. */
export type FunnelJob = { createdAt: Date; statusHistory: { status: JobStatus; at: string }[] };

/** The statuses that mean a job reached each stage after "saved" (a later stage implies the earlier ones). */
const reachedBy: Record<Exclude<(typeof funnelStages)[number], 'saved'>, ReadonlySet<JobStatus>> = {
  applied: new Set(['applied', 'interviewing', 'offered']),
  interviewing: new Set(['interviewing', 'offered']),
  offered: new Set(['offered']),
};

const dayMs = 86_400_000;

function median(values: number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/** When a job first reached each stage: saved when it was saved, later stages at the first move that implies them. */
function reachedAt(job: FunnelJob): (number | null)[] {
  return funnelStages.map((stage) => {
    if (stage === 'saved') return job.createdAt.getTime();
    const move = job.statusHistory.find((entry) => reachedBy[stage].has(entry.status));
    return move ? Date.parse(move.at) : null;
  });
}

/**
 * The pipeline funnel (saved → applied → interviewing → offered): how many jobs ever reached each stage,
 * the share of the previous stage that did, and the median days between reaching the two. A job moved
 * straight from New to Interviewing counts as applied at that move (0 days between).
 * `savedCount` is every saved job; `moved` need only hold the jobs with a history.
 */
export function pipelineFunnel(savedCount: number, moved: FunnelJob[]): FunnelStep[] {
  const times = moved.map(reachedAt);
  return funnelStages.map((stage, index) => {
    const count = index === 0 ? savedCount : times.filter((reached) => reached[index] !== null).length;
    if (index === 0) return { stage, count, conversion: null, medianDays: null };
    const previousCount = index === 1 ? savedCount : times.filter((reached) => reached[index - 1] !== null).length;
    const gaps = times
      .filter((reached) => reached[index] !== null && reached[index - 1] !== null)
      .map((reached) => Math.max(0, reached[index]! - reached[index - 1]!) / dayMs);
    return { stage, count, conversion: previousCount === 0 ? null : count / previousCount, medianDays: median(gaps) };
  });
}
