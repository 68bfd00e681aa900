import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, freezeClock, renderSection, scheduleFixture } from './fixtures';

beforeEach(() => freezeClock());
afterEach(() => vi.useRealTimers());

const card = (name: string) => screen.getByRole('article', { name });
const detail = (article: HTMLElement, term: string) => within(article).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('scheduled searches list', () => {
  it('shows what each schedule searches, how often, its state and its runs in its own time zone', async () => {
    fakeApi([
      scheduleFixture(),
      scheduleFixture({
        id: 'schedule-2',
        preferences: { titles: [], locations: ['Lisbon', 'Remote'] },
        schedule: { ...scheduleFixture().schedule, frequency: 'Monthly', customSchedule: '31,18:30', timezone: 'America/New_York' },
        status: 'paused',
        cloudTaskId: null,
        nextRunAt: null,
        lastRunAt: '2026-10-31T22:30:00.000Z',
        lastRun: { ...scheduleFixture().lastRun!, status: 'failed', jobCount: 0, newJobs: 0, error: 'No job source answered' },
      }),
      scheduleFixture({
        id: 'schedule-3',
        preferences: { titles: ['Data Engineer'], locations: [] },
        schedule: { ...scheduleFixture().schedule, frequency: 'Daily', customSchedule: '07:00', timezone: 'UTC' },
        status: 'disabled',
        nextRunAt: null,
        lastRunAt: null,
        lastRun: null,
      }),
    ]);
    renderSection();

    expect(screen.getByRole('heading', { level: 2, name: 'Scheduled Searches' })).toBeInTheDocument();
    const weekly = await screen.findByRole('article', { name: 'Frontend Engineer, UI Developer' });
    expect(within(weekly).getByText('Berlin')).toBeInTheDocument();
    expect(within(weekly).getByText('Weekly on Monday at 9:00 AM')).toBeInTheDocument();
    expect(within(weekly).getByText('Status:', { exact: false }).parentElement).toHaveTextContent('Status: Active');
    expect(detail(weekly, 'Next run')).toHaveTextContent('Mon, Nov 23, 9:00 AM GMT+1');
    expect(detail(weekly, 'Last run')).toHaveTextContent('Mon, Nov 16, 9:00 AM GMT+1');
    expect(detail(weekly, 'Last result')).toHaveTextContent('Found 12 jobs, 3 new');
    expect(within(weekly).getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    const monthly = card('Jobs in Lisbon, Remote');
    expect(within(monthly).getByText('Monthly on day 31 at 6:30 PM (last day in shorter months)')).toBeInTheDocument();
    expect(within(monthly).getByText('Paused')).toBeInTheDocument();
    expect(detail(monthly, 'Next run')).toHaveTextContent('Not scheduled');
    expect(detail(monthly, 'Last run')).toHaveTextContent('Sat, Oct 31, 6:30 PM EDT');
    expect(detail(monthly, 'Last result')).toHaveTextContent('Failed: No job source answered');
    expect(within(monthly).getByRole('button', { name: 'Resume' })).toBeInTheDocument();

    const daily = card('Data Engineer');
    expect(within(daily).getByText('Daily at 7:00 AM')).toBeInTheDocument();
    expect(within(daily).getByText('Disabled')).toBeInTheDocument();
    expect(detail(daily, 'Last run')).toHaveTextContent('Never');
    expect(within(daily).queryByText('Last result')).not.toBeInTheDocument();
    expect(within(daily).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    // Nothing here failed to schedule.
    expect(screen.queryByText('Automation Error')).not.toBeInTheDocument();
  });

  it('shows a running search and puts a custom cron into words', async () => {
    fakeApi([
      scheduleFixture({
        schedule: { ...scheduleFixture().schedule, frequency: 'Custom', customSchedule: '0 9 * * 1-5' },
        lastRun: { ...scheduleFixture().lastRun!, status: 'running', finishedAt: null },
      }),
    ]);
    renderSection();
    const article = await screen.findByRole('article', { name: 'Frontend Engineer, UI Developer' });
    expect(detail(article, 'Last result')).toHaveTextContent('Running…');
    expect(await within(article).findByText(/^Custom: At 09:00 AM, Monday through Friday/)).toBeInTheDocument();
  });
});
