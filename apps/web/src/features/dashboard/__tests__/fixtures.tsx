import {
  addJobByLinkMessages,
  jobDraftSchema,
  typedInSourceLabel,
  type AddJobByLinkResponse,
  type Dashboard,
  type DashboardStats,
  type SavedJob,
  type JobPage,
} from '@seeker/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { createWrapper } from '@/test/render';
import { DashboardScreen } from '../components/dashboard-screen';

export const userId = 'user-1';
export const dashboardPath = `/api/users/${userId}/dashboard`;
export const jobsPath = `/api/users/${userId}/jobs`;

/** A saved job named by its position ("Engineer 3" at Company 3), so lists can be read in order. */
export function jobFixture(overrides: Partial<SavedJob> = {}): SavedJob {
  const index = overrides.listingNumber ?? 1;
  return createSavedJob({
    id: `job-session-1-${index}`,
    sessionId: 'session-1',
    listingNumber: index,
    title: `Engineer ${index}`,
    company: `Company ${index}`,
    jobLink: `https://jobs.example.com/${index}`,
    ...overrides,
  });
}

/** What a careers page states of its job when it leaves out the company (the fake server's draft, beside its address). */
export const pageDraftFixture = {
  title: 'Frontend Engineer',
  company: '',
  location: 'Berlin, Germany',
  salary: '€70,000 – €85,000 a year',
  description: 'Build our fleet dashboard in React and TypeScript.',
};

export function jobsFixture(count: number): SavedJob[] {
  return Array.from({ length: count }, (_, index) => jobFixture({ listingNumber: index + 1 }));
}

/** Spec part 1 section 5, as the server counts. */
function countStats(jobs: SavedJob[]): DashboardStats {
  const count = (...statuses: SavedJob['status'][]) => jobs.filter((job) => statuses.includes(job.status)).length;
  return { jobsFound: jobs.length, applications: count('applying', 'applied'), interviews: count('interviewing'), offers: count('offered') };
}

export function errorResponse(status = 500, message = 'Something broke') {
  return jsonResponse({ error: { code: status === 404 ? 'NOT_FOUND' : 'INTERNAL', message } }, status);
}

type FakeServerOptions = {
  jobs?: SavedJob[];
  /** Fixed tiles, to tell them apart from anything the screen could count itself. */
  stats?: DashboardStats;
  /** Answers a job change with this instead of applying it. */
  failChanges?: boolean;
  /** How many dashboard reads fail (500) before one succeeds. */
  dashboardFailures?: number;
  /** Holds the answer to a next page until the returned `releasePage` is called. */
  holdPages?: boolean;
};

/**
 * The saved-jobs API over an in-memory list: pages of 20, PATCH and DELETE change the list, the
 * dashboard recounts. Page requests are recorded by offset in `pageOffsets`.
 */
export function fakeServer({ jobs = [], stats, failChanges = false, dashboardFailures = 0, holdPages = false }: FakeServerOptions = {}) {
  const state = { jobs: [...jobs], dashboardFailures };
  const page = (offset: number, limit = 20): JobPage => {
    const next = offset + limit;
    return { jobs: state.jobs.slice(offset, next), total: state.jobs.length, nextOffset: next < state.jobs.length ? next : null };
  };
  const jobRoutes = Object.fromEntries(
    jobs.flatMap((job) => [
      [
        `PATCH /api/jobs/${job.id}`,
        ({ body }: MockRequest) => {
          if (failChanges) return errorResponse();
          const changed = { ...(state.jobs.find((candidate) => candidate.id === job.id) ?? job), ...(body as Partial<SavedJob>) };
          state.jobs = state.jobs.map((candidate) => (candidate.id === job.id ? changed : candidate));
          return jsonResponse(changed);
        },
      ],
      [
        `DELETE /api/jobs/${job.id}`,
        () => {
          if (failChanges) return errorResponse();
          state.jobs = state.jobs.filter((candidate) => candidate.id !== job.id);
          return new Response(null, { status: 204 });
        },
      ],
    ]),
  );
  const pageOffsets: number[] = [];
  let release: () => void = () => {};
  const mock = mockFetch({
    [`GET ${dashboardPath}`]: () => {
      if (state.dashboardFailures > 0) {
        state.dashboardFailures -= 1;
        return errorResponse(500, 'The database is not answering');
      }
      const body: Dashboard = { stats: stats ?? countStats(state.jobs), savedJobs: page(0), searchRunning: false };
      return jsonResponse(body);
    },
    ...jobRoutes,
    // Add a job by link: a Greenhouse job page is saved (first at the top); a loopback address is refused at
    // its field; any other page leaves out the company, so the server asks the user to finish it.
    'POST /api/jobs/from-link': ({ body }) => {
      const url = String((body as { url?: unknown }).url ?? '');
      if (url.startsWith('https://boards.greenhouse.io/')) {
        const job = jobFixture({ id: 'job-session-link-1', sessionId: 'session-link-1', title: 'Robotics Engineer', company: 'Acme Robotics' });
        state.jobs = [job, ...state.jobs];
        return jsonResponse({ outcome: 'saved', job, added: true } satisfies AddJobByLinkResponse, 201);
      }
      const host = URL.canParse(url) ? new URL(url).hostname : '';
      if (host === 'localhost' || host === '127.0.0.1') {
        const message = addJobByLinkMessages.pageRefused;
        return jsonResponse({ error: { code: 'VALIDATION_ERROR', message, details: [{ path: 'url', message }] } }, 400);
      }
      const answer: AddJobByLinkResponse = {
        outcome: 'draft',
        draft: { url, ...pageDraftFixture },
        reason: addJobByLinkMessages.incompletePosting('the company'),
      };
      return jsonResponse(answer);
    },
    // A finished job is saved as the user's own (the page's site its source), or refused field by field.
    'POST /api/jobs/typed-in': ({ body }) => {
      const parsed = jobDraftSchema.safeParse(body);
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        return jsonResponse(
          { error: { code: 'VALIDATION_ERROR', message: `Invalid body ${details[0]?.path}: ${details[0]?.message}`, details } },
          400,
        );
      }
      const { url, title, company, location, salary, description } = parsed.data;
      const host = url ? new URL(url).hostname : typedInSourceLabel;
      const link = { source: 'page', label: host, url };
      const job = jobFixture({
        id: 'job-session-typed-1',
        sessionId: 'session-typed-1',
        title,
        company,
        location,
        salary,
        salaryRange: null,
        description,
        descriptionHtml: '',
        jobLink: url || '#',
        source: 'page',
        sourceLabel: host,
        sourceUrl: url,
        sources: [link],
      });
      state.jobs = [job, ...state.jobs];
      return jsonResponse({ outcome: 'saved', job, added: true } satisfies AddJobByLinkResponse, 201);
    },
    [`GET ${jobsPath}`]: async (request) => {
      const query = new URLSearchParams(request.search);
      const offset = Number(query.get('offset'));
      pageOffsets.push(offset);
      if (holdPages) await new Promise<void>((resolve) => (release = resolve));
      return jsonResponse(page(offset, Number(query.get('limit'))));
    },
  });
  return { ...mock, state, pageOffsets, releasePage: () => release() };
}

/** The requests that changed a job, as "METHOD path body". */
export function changeRequests(requests: MockRequest[]) {
  return requests
    .filter((request) => request.method !== 'GET')
    .map((request) => ({ method: request.method, path: request.path, body: request.body }));
}

type RenderOptions = { preferencesSaved?: boolean };

/**
 * The dashboard at "/" in a memory router (other paths show "Elsewhere"), with the app's
 * 30 s freshness so a cached first page is not fetched again.
 */
export function renderDashboard({ preferencesSaved = true }: RenderOptions = {}) {
  const onOpenPreferences = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <DashboardScreen userId={userId} onOpenPreferences={onOpenPreferences} preferencesSaved={preferencesSaved} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(<RouterProvider router={router} />, { wrapper: createWrapper(queryClient) });
  return { ...view, router, queryClient, onOpenPreferences };
}
