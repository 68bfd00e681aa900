import type { Dashboard } from '@seeker/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderDashboard } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const stats = (jobsFound: number) => ({ jobsFound, applications: 0, interviews: 0, offers: 0 });

describe('a search under way', () => {
  it('says so, asks again until it ends, then shows its jobs', async () => {
    const answers: Dashboard[] = [
      { stats: stats(0), savedJobs: { jobs: [], total: 0, nextOffset: null }, searchRunning: true },
      {
        stats: stats(1),
        savedJobs: { jobs: [createSavedJob({ title: 'Found While You Waited' })], total: 1, nextOffset: null },
        searchRunning: false,
      },
    ];
    const { requests } = mockFetch({ 'GET /api/users/user-1/dashboard': () => jsonResponse(answers[Math.min(requests.length - 1, 1)]) });
    renderDashboard();
    expect(await screen.findByText('A job search is running. New jobs appear here when it finishes.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Found While You Waited' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('A job search is running. New jobs appear here when it finishes.')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });
});
