import {
  type ApplicationStage,
  type Application,
  type Contact,
  type FollowUp,
  type Interview,
  type KnownContact,
  type KnownContacts,
  type SavedJob,
} from '@seeker/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { createWrapper } from '@/test/render';
import { ApplicationScreen } from '../components/application-screen';
import { ApplicationsScreen } from '../components/applications-screen';
import { errorResponse, today } from './board-fixtures';
import { fakeStageRoutes } from './stage-fixtures';

export * from './board-fixtures';

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
    stage: null,
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
  /** The user's custom stages (none unless given). */
  stages?: ApplicationStage[];
};

/** The application's routes over one in-memory application (null: a 404). */
export function fakeApplicationServer({
  application = applicationFixture(),
  notesFailures = 0,
  refuseContact,
  knownContacts = [],
  stages = [],
}: ApplicationServerOptions = {}) {
  const state = { application, notesFailures };
  const path = '/api/applications/job-1';
  let ids = 10;
  const staging = fakeStageRoutes(
    stages,
    () => (state.application ? [{ jobId: 'job-1', status: state.application.job.status }] : []),
    ({ status, stage }) => {
      state.application = { ...state.application!, stage, job: { ...state.application!.job, status } };
    },
  );
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
    ...staging.routes,
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
  return { ...mock, state, stages: staging.state };
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
