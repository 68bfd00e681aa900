import {
  jobStatuses,
  type Application,
  type ApplicationBoard,
  type ApplicationTable,
  type BulkChangeRequest,
  type BoardCard,
  type BoardColumn,
  type Contact,
  type FollowUp,
  type Interview,
  type KnownContact,
  type KnownContacts,
  type SavedJob,
  type JobStatus,
} from '@seeker/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { createWrapper } from '@/test/render';
import { ApplicationScreen } from '../components/application-screen';
import { ApplicationsScreen } from '../components/applications-screen';

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
};

/** GET /api/applications over these cards, and PATCH /api/jobs/{jobId} moving them. */
export function fakeBoardServer({ cards = [], more = {}, failMoves = false, boardFailures = 0, filteredAway = false }: BoardServerOptions = {}) {
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
  return { ...mock, state };
}

export function contactFixture(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'contact-1',
    personId: 'person-1',
    alsoOn: [],
    name: 'Grace Hopper',
    role: 'Recruiter',
    email: 'grace@example.com',
    link: '',
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function interviewFixture(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 'interview-1',
    date: '2026-12-03',
    time: '14:30',
    timezone: 'Europe/Berlin',
    startsAt: '2026-12-03T13:30:00.000Z',
    durationMinutes: 45,
    place: 'https://meet.example.com/abc',
    note: 'Hiring manager',
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function followUpFixture(overrides: Partial<FollowUp> = {}): FollowUp {
  return {
    id: 'follow-up-1',
    dueOn: '2026-12-05',
    note: 'Ask about the timeline',
    remindAt: '2026-12-05T08:00:00.000Z',
    sentAt: null,
    doneAt: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function applicationFixture(overrides: Partial<Application> = {}): Application {
  return {
    job: createSavedJob({ id: 'job-1', jobId: 'job-1', title: 'Robotics Engineer', company: 'Acme Robotics', status: 'applied' }),
    notes: 'Referred by Sam.',
    notesUpdatedAt: '2026-11-22T10:00:00.000Z',
    tags: ['referral'],
    priority: null,
    excitement: null,
    deadline: null,
    archivedAt: null,
    contacts: [],
    interviews: [],
    followUps: [],
    timeline: [
      { at: '2026-11-23T10:00:00.000Z', kind: 'moved', status: 'applied' },
      { at: '2026-11-21T10:00:00.000Z', kind: 'saved' },
    ],
    timezone: 'Europe/Berlin',
    today,
    ...overrides,
  };
}

type ApplicationServerOptions = {
  application?: Application | null;
  /** Everyone on the user's applications (GET /api/contacts); none unless given. */
  knownContacts?: KnownContact[];
  /** How many notes saves fail (500) before one succeeds. */
  notesFailures?: number;
  /** Answers an added contact with this refusal instead. */
  refuseContact?: Response;
};

/** The application's routes over one in-memory application (null: a 404). */
export function fakeApplicationServer({
  application = applicationFixture(),
  notesFailures = 0,
  refuseContact,
  knownContacts = [],
}: ApplicationServerOptions = {}) {
  const state = { application, notesFailures };
  const path = '/api/applications/job-1';
  let ids = 10;
  const mock = mockFetch({
    [`GET ${path}`]: () => (state.application ? jsonResponse(state.application) : errorResponse(404, 'Application not found')),
    [`PATCH ${path}`]: ({ body }) => {
      const { archived, ...change } = body as Partial<Pick<Application, 'notes' | 'tags' | 'priority' | 'excitement' | 'deadline'>> & {
        archived?: boolean;
      };
      if (change.notes !== undefined && state.notesFailures > 0) {
        state.notesFailures -= 1;
        return errorResponse(500, 'The database is not answering');
      }
      const archivedAt = archived === undefined ? state.application!.archivedAt : archived ? new Date().toISOString() : null;
      state.application = { ...state.application!, ...change, archivedAt, notesUpdatedAt: new Date().toISOString() };
      const { notes, notesUpdatedAt, tags, priority, excitement, deadline } = state.application;
      return jsonResponse({ notes, notesUpdatedAt, tags, priority, excitement, deadline, archivedAt });
    },
    'GET /api/contacts': () => jsonResponse({ contacts: knownContacts } satisfies KnownContacts),
    [`POST ${path}/contacts/known`]: ({ body }) => {
      const personId = (body as { personId: string }).personId;
      const person = knownContacts.find((known) => known.personId === personId);
      if (!person) return errorResponse(404, 'Contact not found');
      const { applications, ...details } = person;
      const contact = contactFixture({ ...details, id: `contact-${ids++}`, alsoOn: applications });
      state.application = { ...state.application!, contacts: [...state.application!.contacts, contact] };
      return jsonResponse(contact, 201);
    },
    [`POST ${path}/contacts`]: ({ body }) => {
      if (refuseContact) return refuseContact.clone();
      const contact = contactFixture({ ...(body as Partial<Contact>), id: `contact-${ids++}` });
      state.application = { ...state.application!, contacts: [...state.application!.contacts, contact] };
      return jsonResponse(contact, 201);
    },
    [`DELETE ${path}/contacts/contact-1`]: () => {
      state.application = { ...state.application!, contacts: state.application!.contacts.filter((contact) => contact.id !== 'contact-1') };
      return new Response(null, { status: 204 });
    },
    [`PUT ${path}/contacts/contact-1`]: ({ body }) => {
      const contact = { ...contactFixture(), ...(body as Partial<Contact>), id: 'contact-1' };
      state.application = { ...state.application!, contacts: state.application!.contacts.map((it) => (it.id === 'contact-1' ? contact : it)) };
      return jsonResponse(contact);
    },
    [`PUT ${path}/interviews/interview-1`]: ({ body }) => {
      const interview = { ...interviewFixture(), ...(body as Partial<Interview>), id: 'interview-1' };
      state.application = {
        ...state.application!,
        interviews: state.application!.interviews.map((it) => (it.id === 'interview-1' ? interview : it)),
      };
      return jsonResponse(interview);
    },
    [`POST ${path}/interviews`]: ({ body }) => {
      const interview = interviewFixture({ ...(body as Partial<Interview>), id: `interview-${ids++}` });
      state.application = { ...state.application!, interviews: [...state.application!.interviews, interview] };
      return jsonResponse(interview, 201);
    },
    [`POST ${path}/follow-ups`]: ({ body }) => {
      const { dueOn, note } = body as { dueOn: string; note: string };
      const followUp = followUpFixture({ id: `follow-up-${ids++}`, dueOn, note, remindAt: `${dueOn}T08:00:00.000Z` });
      state.application = { ...state.application!, followUps: [...state.application!.followUps, followUp] };
      return jsonResponse(followUp, 201);
    },
    [`PATCH ${path}/follow-ups/follow-up-1`]: ({ body }) => {
      const done = (body as { done: boolean }).done;
      const followUp = { ...followUpFixture(), doneAt: done ? new Date().toISOString() : null };
      state.application = { ...state.application!, followUps: [followUp] };
      return jsonResponse(followUp);
    },
    'PATCH /api/jobs/job-1': ({ body }) => {
      const job = { ...state.application!.job, ...(body as Partial<SavedJob>) };
      state.application = { ...state.application!, job };
      return jsonResponse(job);
    },
  });
  return { ...mock, state };
}

/** The requests that changed something, as method, path and body. */
export function changeRequests(requests: MockRequest[]) {
  return requests.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
}

function ApplicationPage() {
  const { jobId = '' } = useParams();
  return <ApplicationScreen key={jobId} jobId={jobId} />;
}

/** The board and the application pages in a memory router at `path` (other paths show "Elsewhere"). */
export function renderApplications(path = '/applications') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/applications', element: <ApplicationsScreen /> },
      { path: '/applications/:jobId', element: <ApplicationPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />, { wrapper: createWrapper(queryClient) });
  return { ...view, router, queryClient };
}
