import {
  jobStatuses,
  type ApplicationBoard,
  type ApplicationStage,
  type ApplicationTable,
  type BulkChangeRequest,
  type BoardCard,
  type BoardColumn,
  type SavedJob,
  type JobStatus,
} from '@seeker/contract';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { fakeStageRoutes } from './stage-fixtures';

// The board and its table, as the server answers them.
const dayMs = 86_400_000;
export const today = '2026-12-01';

/** A moment `days` before now, as the server writes it. */
export const daysAgo = (days: number) => new Date(Date.now() - days * dayMs - 60_000).toISOString();

/** A card named by its number ("Engineer 3" at "Company 3", job id "job-3"). */
export function cardFixture(index: number, overrides: Partial<BoardCard> = {}): BoardCard {
  return {
    jobId: `job-${index}`,
    title: `Engineer ${index}`,
    company: `Company ${index}`,
    location: 'Berlin',
    status: 'new',
    favorite: false,
    inColumnSince: daysAgo(1),
    tags: [],
    nextFollowUp: null,
    appliedWith: null,
    priority: null,
    excitement: null,
    deadline: null,
    archived: false,
    stage: null,
    typedIn: false,
    ...overrides,
  };
}

/** The board the server would send for these cards: every column in pipeline order, counted. */
export function boardFixture(
  cards: BoardCard[],
  { more = {}, saved = cards.length }: { more?: Partial<Record<JobStatus, number>>; saved?: number } = {},
): ApplicationBoard {
  const columns: BoardColumn[] = jobStatuses.map((status) => {
    const inColumn = cards.filter((card) => card.status === status);
    const extra = more[status] ?? 0;
    return { status, cards: inColumn, total: inColumn.length + extra, nextOffset: extra > 0 ? inColumn.length : null };
  });
  return {
    columns,
    companies: [...new Set(cards.map((card) => card.company))].sort(),
    tags: [...new Set(cards.flatMap((card) => card.tags))].sort(),
    today,
    funnel: [
      { stage: 'saved', count: saved, conversion: null, medianDays: null },
      { stage: 'applied', count: 0, conversion: 0, medianDays: null },
      { stage: 'interviewing', count: 0, conversion: null, medianDays: null },
      { stage: 'offered', count: 0, conversion: null, medianDays: null },
    ],
  };
}

export function errorResponse(status = 500, message = 'Something broke', details: { path: string; message: string }[] = []) {
  const code = status === 404 ? 'NOT_FOUND' : status === 400 ? 'VALIDATION_ERROR' : 'INTERNAL';
  return jsonResponse({ error: { code, message, ...(details.length ? { details } : {}) } }, status);
}

/** The job behind a card, as PATCH /api/jobs/{jobId} answers. */
export function jobFor(card: BoardCard, status: JobStatus): SavedJob {
  return createSavedJob({
    id: card.jobId,
    jobId: card.jobId,
    title: card.title,
    company: card.company,
    status,
    statusHistory: [
      { status: 'new', at: '2026-11-21T10:00:00.000Z' },
      { status, at: new Date().toISOString() },
    ],
  });
}

type BoardServerOptions = {
  cards?: BoardCard[];
  /** Cards the server holds beyond the first page, per column ("Show more" reads them). */
  more?: Partial<Record<JobStatus, BoardCard[]>>;
  failMoves?: boolean;
  /** How many board reads fail (500) before one succeeds. */
  boardFailures?: number;
  /** Answers every filtered read with an empty board. */
  filteredAway?: boolean;
  /** The user's custom stages (none unless given). */
  stages?: ApplicationStage[];
};

/** GET /api/applications over these cards, and PATCH /api/jobs/{jobId} moving them. */
export function fakeBoardServer({
  cards = [],
  more = {},
  failMoves = false,
  boardFailures = 0,
  filteredAway = false,
  stages = [],
}: BoardServerOptions = {}) {
  const state = { cards: [...cards], boardFailures };
  const extraCounts = Object.fromEntries(Object.entries(more).map(([status, extra]) => [status, extra.length]));
  const moves = Object.fromEntries(
    [...cards, ...Object.values(more).flat()].map((card) => [
      `PATCH /api/jobs/${card.jobId}`,
      ({ body }: MockRequest) => {
        if (failMoves) return errorResponse(500, 'The database is not answering');
        const status = (body as { status: JobStatus }).status;
        state.cards = state.cards.map((candidate) => (candidate.jobId === card.jobId ? { ...candidate, status } : candidate));
        return jsonResponse(jobFor(card, status));
      },
    ]),
  );
  const staging = fakeStageRoutes(
    stages,
    () => state.cards,
    ({ jobId, status, stage }) => {
      state.cards = state.cards.map((card) => (card.jobId === jobId ? { ...card, status, stage } : card));
    },
  );
  const mock = mockFetch({
    'GET /api/applications': ({ search }) => {
      if (state.boardFailures > 0) {
        state.boardFailures -= 1;
        return errorResponse(500, 'The database is not answering');
      }
      const query = new URLSearchParams(search);
      // The archived view, or the board without them.
      const inView = state.cards.filter((card) => card.archived === (query.get('archived') === 'true'));
      const status = query.get('status') as JobStatus | null;
      if (status) {
        const extra = more[status] ?? [];
        const shown = inView.filter((card) => card.status === status).length;
        const column: BoardColumn = { status, cards: extra, total: shown + extra.length, nextOffset: null };
        return jsonResponse({ ...boardFixture(inView, { saved: state.cards.length }), columns: [column] });
      }
      const filtered = filteredAway && [...query.keys()].length > 0;
      // The funnel counts every job, archived or not, whatever the filters.
      return jsonResponse(boardFixture(filtered ? [] : inView, { more: filtered ? {} : extraCounts, saved: state.cards.length }));
    },
    ...moves,
    ...staging.routes,
    // The table: the cards in view sorted by title or company (the server sorts by every column), one page.
    'GET /api/applications/table': ({ search }) => {
      const query = new URLSearchParams(search);
      const inView = state.cards.filter((card) => card.archived === (query.get('archived') === 'true'));
      const key = query.get('sort') === 'company' ? 'company' : 'title';
      const sorted = [...inView].sort((a, b) => a[key].localeCompare(b[key]) * (query.get('order') === 'desc' ? -1 : 1));
      const rows = sorted.map((card) => ({ ...card, savedAt: card.inColumnSince }));
      return jsonResponse({ rows, total: rows.length, nextOffset: null, today } satisfies ApplicationTable);
    },
    'POST /api/applications/bulk': ({ body }) => {
      const { jobIds, status, archived } = body as BulkChangeRequest;
      let changed = 0;
      state.cards = state.cards.map((card) => {
        if (!jobIds.includes(card.jobId)) return card;
        const next = { ...card, ...(status ? { status } : {}), ...(archived === undefined ? {} : { archived }) };
        if (next.status !== card.status || next.archived !== card.archived) changed += 1;
        return next;
      });
      return jsonResponse({ changed });
    },
  });
  return { ...mock, state, stages: staging.state };
}
