import type { SqlExecutor } from '../../db/client';

export type SourceHealthStats = {
  source: string;
  /** The source's row and, for a board platform (greenhouse, lever…), its boards' rows, by status. */
  entries: Record<'unchecked' | 'active' | 'gone' | 'failing', number>;
  /** Seconds since the last successful read (the newest of its boards'), or undefined if none ever succeeded. */
  lastSuccessSeconds: number | undefined;
  /** Seconds since the last failed read, or undefined; a board that answered 404 (gone) is not a failure of the source. */
  lastFailureSeconds: number | undefined;
};

/** One row per source, from `source_health` (its own row, or its company boards' rows taken together). */
export async function readSourceHealthStats(sql: SqlExecutor): Promise<SourceHealthStats[]> {
  const { rows } = await sql.executeSql(`
    SELECT source,
      count(*) FILTER (WHERE status = 'unchecked')::int AS unchecked,
      count(*) FILTER (WHERE status = 'active')::int AS active,
      count(*) FILTER (WHERE status = 'gone')::int AS gone,
      count(*) FILTER (WHERE status = 'failing')::int AS failing,
      extract(epoch FROM now() - max(last_success_at))::float8 AS last_success,
      extract(epoch FROM now() - max(last_error_at) FILTER (WHERE status <> 'gone'))::float8 AS last_failure
    FROM source_health
    GROUP BY source
    ORDER BY source`);
  type Row = {
    source: string;
    unchecked: number;
    active: number;
    gone: number;
    failing: number;
    last_success: number | null;
    last_failure: number | null;
  };
  return (rows as Row[]).map((row) => ({
    source: row.source,
    entries: { unchecked: row.unchecked, active: row.active, gone: row.gone, failing: row.failing },
    lastSuccessSeconds: row.last_success === null ? undefined : Math.max(0, row.last_success),
    lastFailureSeconds: row.last_failure === null ? undefined : Math.max(0, row.last_failure),
  }));
}

/** 1 when the source's latest read succeeded, 0 when it failed, undefined before any read. */
export function lastReadOk(stats: Pick<SourceHealthStats, 'lastSuccessSeconds' | 'lastFailureSeconds'>): 0 | 1 | undefined {
  const { lastSuccessSeconds: success, lastFailureSeconds: failure } = stats;
  if (success === undefined) return failure === undefined ? undefined : 0;
  return failure === undefined || success <= failure ? 1 : 0;
}
