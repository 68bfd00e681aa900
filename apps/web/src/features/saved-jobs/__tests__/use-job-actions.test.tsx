import type { JobSearchSession } from '@seeker/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { createWrapper } from '@/test/render';
import { useJobActions } from '../hooks/use-job-actions';
import { savedJobsKeys } from '../lib/saved-jobs-keys';

afterEach(() => vi.unstubAllGlobals());

const job = createSavedJob({ title: 'Frontend Engineer', favorite: false, status: 'new' });
const key = savedJobsKeys.session('user-1', job.sessionId);
const session: JobSearchSession = {
  sessionId: job.sessionId,
  status: 'active',
  jobCount: 1,
  createdAt: '',
  lastUpdated: '',
  sources: [],
  companyCount: 0,
  jobs: [job],
};

describe('useJobActions', () => {
  it('puts back only what a failed change touched, keeping a later change that succeeded', async () => {
    let release: (response: Response) => void = () => {};
    let call = 0;
    mockFetch({
      [`PATCH /api/jobs/${job.id}`]: ({ body }) => {
        call += 1;
        // The favourite fails, late; the status move meanwhile succeeds.
        if (call === 1) return new Promise((resolve) => (release = resolve));
        return jsonResponse({
          ...job,
          ...(body as object),
          statusHistory: [...job.statusHistory, { status: 'applied', at: '2026-11-22T08:00:00Z' }],
        });
      },
    });
    const wrapper = createWrapper();
    wrapper.queryClient.setQueryData(key, session);
    const { result } = renderHook(() => useJobActions(), { wrapper });

    act(() => result.current.toggleFavorite(job));
    await waitFor(() => expect(wrapper.queryClient.getQueryData<JobSearchSession>(key)?.jobs[0]?.favorite).toBe(true));
    act(() => result.current.moveTo(job, 'applied'));
    await waitFor(() => expect(call).toBe(2));
    await waitFor(() => expect(wrapper.queryClient.getQueryData<JobSearchSession>(key)?.jobs[0]?.status).toBe('applied'));

    release(jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    await waitFor(() => expect(result.current.error).toBe('Failed to update favorite status.'));
    const after = wrapper.queryClient.getQueryData<JobSearchSession>(key)!.jobs[0]!;
    expect(after.favorite).toBe(false);
    expect(after.status).toBe('applied');
  });

  it('changes every card that leads to the same saved job, each keeping its own listing id and rank', async () => {
    const saved = createSavedJob({ id: 'job-session-a-0', listingNumber: 1, title: 'Frontend Engineer' });
    const listed = { ...saved, id: 'job-session-b-2', sessionId: 'session-b', listingNumber: 3, matchScore: 61 };
    const pageKey = savedJobsKeys.dashboard('user-1');
    mockFetch({ [`PATCH /api/jobs/${saved.jobId}`]: () => jsonResponse({ ...saved, favorite: true }) });
    const wrapper = createWrapper();
    wrapper.queryClient.setQueryData(key, { ...session, jobs: [listed] });
    wrapper.queryClient.setQueryData(pageKey, {
      stats: { jobsFound: 1, applications: 0, interviews: 0, offers: 0 },
      savedJobs: { jobs: [saved], total: 1, nextOffset: null },
      searchRunning: false,
    });
    const { result } = renderHook(() => useJobActions(), { wrapper });

    act(() => result.current.toggleFavorite(listed));
    await waitFor(() => expect(wrapper.queryClient.isMutating()).toBe(0));
    expect(wrapper.queryClient.getQueryData<JobSearchSession>(key)!.jobs[0]).toMatchObject({
      id: listed.id,
      sessionId: 'session-b',
      listingNumber: 3,
      matchScore: 61,
      favorite: true,
    });
    expect(wrapper.queryClient.getQueryData<{ savedJobs: { jobs: { id: string; favorite: boolean }[] } }>(pageKey)!.savedJobs.jobs[0]).toMatchObject({
      id: saved.id,
      favorite: true,
    });
  });
});
