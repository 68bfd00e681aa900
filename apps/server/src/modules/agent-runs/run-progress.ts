import type { SearchEvent } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';
import { arrayParam } from '../../db/array-param';

export type ProgressEvent = Omit<SearchEvent, 'seq' | 'at'>;

/** How often the process running a run says it still is (fail-interrupted-runs closes runs silent for a few beats). */
export const heartbeatMs = 20_000;
/** A run never beats for longer than this: one whose finish was never called stops on its own. */
const maxBeatingMs = 60 * 60_000;

export type RunOutcome = { status: 'done'; sessionId?: string } | { status: 'failed'; error: string };

/** What a finished run's row is set to: its last stages and outcome. */
export type RunFinish = {
  id: string;
  events: SearchEvent[];
  status: RunOutcome['status'];
  finishedAt: Date;
  sessionId: string | null;
  error: string | null;
};

export type RunProgress = {
  runId: string;
  emit: (event: ProgressEvent) => void;
  /** Stops the heartbeat and says what the run's row is set to, for a caller that writes many runs' together (`writeRunFinishes`). */
  finishing: (outcome: RunOutcome) => Promise<RunFinish>;
  /** Writes the outcome: `finishing`, written alone. */
  finish: (outcome: RunOutcome) => Promise<void>;
};

/** The run's events with these after them, as one SQL value. */
const eventsWith = (events: SearchEvent[]) => sql`${agentRuns.events} || ${JSON.stringify(events)}::jsonb`;

export type RunProgressOptions = {
  /**
   * False for a run nobody follows as it goes (a scheduled run): its stages are kept and written once,
   * with its outcome, instead of a statement each while it runs.
   */
  live?: boolean;
  /** The caller recorded the run as running, with a heartbeat: no statement to say so again. */
  recordedRunning?: boolean;
};

/**
 * Publishes a run's stages to its `agent_runs` row as they happen, in order (one write at a time, with
 * every stage that came while the last was written), so its owner can read them live from any process.
 * A failed write is dropped: progress is a view, and the search itself must not fail because of it.
 */
export function createRunProgress(
  db: Db,
  runId: string,
  now: () => Date = () => new Date(),
  { live = true, recordedRunning = false }: RunProgressOptions = {},
): RunProgress {
  let seq = 0;
  let chain: Promise<unknown> = recordedRunning
    ? Promise.resolve()
    : db
        .update(agentRuns)
        .set({ status: 'running', heartbeatAt: now() })
        .where(eq(agentRuns.id, runId))
        .catch(() => {});
  const started = Date.now();
  const beat = setInterval(() => {
    if (Date.now() - started > maxBeatingMs) return clearInterval(beat);
    chain = chain.then(() => db.update(agentRuns).set({ heartbeatAt: now() }).where(eq(agentRuns.id, runId))).catch(() => {});
  }, heartbeatMs);
  // The beat never keeps a process alive that has nothing else to do.
  beat.unref();
  // Events that arrive while a write is under way go in the next one together (one statement, not one each).
  let waiting: SearchEvent[] = [];
  const append = (event: ProgressEvent) => {
    waiting.push({ ...event, seq: seq++, at: now().toISOString() });
    if (!live || waiting.length > 1) return;
    chain = chain
      .then(() => {
        const events = waiting;
        waiting = [];
        return db
          .update(agentRuns)
          .set({ events: eventsWith(events) })
          .where(eq(agentRuns.id, runId));
      })
      .catch(() => {});
  };
  const finishing = async (outcome: RunOutcome): Promise<RunFinish> => {
    clearInterval(beat);
    await chain;
    // The last stage goes with the outcome, in one statement; with any stage still waiting (none once the chain is done).
    const last = outcome.status === 'done' ? { stage: 'done' as const } : { stage: 'failed' as const, message: outcome.error };
    return {
      id: runId,
      events: [...waiting.splice(0), { ...last, seq: seq++, at: now().toISOString() }],
      status: outcome.status,
      finishedAt: now(),
      sessionId: outcome.status === 'done' ? (outcome.sessionId ?? null) : null,
      error: outcome.status === 'failed' ? outcome.error : null,
    };
  };
  return {
    runId,
    emit: append,
    finishing,
    finish: async (outcome) => writeRunFinishes(db, [await finishing(outcome)]),
  };
}

/**
 * Finished runs' rows set to their outcomes and last stages, in one statement however many. The rows are
 * reached by their ids as an array too: joined to a record set alone, the planner may hash the whole table.
 */
export async function writeRunFinishes(db: Db, finishes: RunFinish[]): Promise<void> {
  if (finishes.length === 0) return;
  const rows = finishes.map((finish) => ({ ...finish, finishedAt: finish.finishedAt.toISOString() }));
  await db.execute(sql`
    update ${agentRuns} set events = ${agentRuns.events} || finish.events, status = finish.status, finished_at = finish."finishedAt",
      search_session_id = finish."sessionId", error = finish.error
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as finish(id text, events jsonb, status text, "finishedAt" timestamptz, "sessionId" text, error text)
    where ${agentRuns.id} = any(${arrayParam(
      rows.map((row) => row.id),
      'text',
    )}) and ${agentRuns.id} = finish.id`);
}
