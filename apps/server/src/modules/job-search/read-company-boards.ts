import { boardSources, sourceLabels } from '@seeker/agents';
import type { SourceStatus } from '@seeker/contract';
import type { Db } from '../../db/client';
import type { JobSources } from '../../job-sources/job-sources';
import type { CompanyBoards } from './resolve-target-boards';
import { refreshBoard, type BoardRefresh, type StoredPosting } from '../postings';

export type CompanyBoardsResult = {
  status: SourceStatus;
  postings: StoredPosting[];
  /** Boards confirmed for the company (read now or recently): their indexed postings join the candidates. */
  boards: { provider: string; slug: string }[];
};

/** Reads one target company's boards at once and sums them up as one source line of the search. */
export async function readCompanyBoards(
  deps: { db: Db; sources: JobSources },
  entry: CompanyBoards,
  now: Date,
  signal?: AbortSignal,
): Promise<CompanyBoardsResult> {
  if (entry.problem)
    return {
      status: { name: `company:${entry.company}`, label: entry.company, status: 'skipped', count: 0, error: entry.problem },
      postings: [],
      boards: [],
    };
  const results = await Promise.all(
    entry.targets.map(
      async (target) => ({ target, result: await refreshBoard(deps, target, now, signal) }) as { target: typeof target; result: BoardRefresh },
    ),
  );
  const answered = results.filter(({ result }) => result.status === 'ok' || (result.status === 'recent' && result.active));
  const boards = answered.map(({ target }) => ({ provider: target.provider, slug: target.slug }));
  const postings = answered.flatMap(({ result }) => (result.status === 'ok' ? result.postings : []));
  const single = entry.targets.length === 1 ? entry.targets[0] : undefined;
  const name = single ? `${single.provider}:${single.slug}` : `company:${entry.company}`;
  const label = single ? `${sourceLabels[single.provider]} (${single.slug})` : entry.company;

  if (answered.length > 0) {
    const via = [...new Set(answered.map(({ target }) => sourceLabels[target.provider]))].join(', ');
    return { status: { name, label: single ? label : `${entry.company} (${via})`, status: 'ok', count: postings.length }, postings, boards };
  }
  const failures = results.flatMap(({ target, result }) => {
    const where = single ? '' : `${sourceLabels[target.provider]} (${target.slug}): `;
    return result.status === 'failed' ? [`${where}${result.error}`] : [];
  });
  if (failures.length > 0) return { status: { name, label, status: 'failed', count: 0, error: failures.join('; ') }, postings: [], boards: [] };
  return {
    status: {
      name,
      label,
      status: 'skipped',
      count: 0,
      error: skippedReason(
        entry,
        results.map(({ result }) => result),
      ),
    },
    postings: [],
    boards: [],
  };
}

function skippedReason(entry: CompanyBoards, results: BoardRefresh[]): string {
  if (entry.guessed) {
    const named = boardSources.filter((provider) => provider !== 'workday' && provider !== 'careersite').map((provider) => `${provider}:slug`);
    return `no public job board found for ${entry.company}; name one in Target Companies as ${named.join(', ')} or workday:{tenant}.{pod}/{site}, or give the company's site (acme.com) to read its own job pages`;
  }
  if (results.some((result) => result.status === 'recent' && !result.active))
    return 'another search is reading this board right now; search again in a moment';
  if (results.some((result) => result.status === 'gone')) return 'this board no longer exists (404)';
  if (results.some((result) => result.status === 'disabled')) return 'this source is turned off on this server (JOB_SOURCES)';
  const mismatch = results.find((result) => result.status === 'mismatch');
  return mismatch?.status === 'mismatch' ? `this board belongs to ${mismatch.boardName}` : 'the board could not be confirmed as this company';
}
