import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedJobsKeys } from '@/features/saved-jobs';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { createWrapper } from '@/test/render';
import { useTriggerOnboardingSearch } from '../api/trigger-onboarding-search';

describe('useTriggerOnboardingSearch', () => {
  it('has the dashboard read again once the first search is accepted, so it follows the search it did not know of', async () => {
    mockFetch({ 'POST /api/agents/run': () => jsonResponse({ status: 'accepted', requestId: 'run-1' }, 202) });
    const wrapper = createWrapper();
    // Read before Finish: no search running, no jobs.
    wrapper.queryClient.setQueryData(savedJobsKeys.dashboard('user-1'), { searchRunning: false });
    const { result } = renderHook(() => useTriggerOnboardingSearch(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'user-1', isAnonymous: true }));
    expect(wrapper.queryClient.getQueryState(savedJobsKeys.dashboard('user-1'))?.isInvalidated).toBe(true);
  });
});
