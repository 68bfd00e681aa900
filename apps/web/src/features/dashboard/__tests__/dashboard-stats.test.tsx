import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, jobsFixture, renderDashboard } from './fixtures';

function tileValue(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('dashboard header and tiles', () => {
  it('shows the title, subtitle and the Job Preferences button that opens the wizard', async () => {
    fakeServer();
    const user = userEvent.setup();
    const { onOpenPreferences } = renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Track your job search progress')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Job Preferences' }));
    expect(onOpenPreferences).toHaveBeenCalledTimes(1);
  });

  it("shows the server's counts, not ones worked out from the first page", async () => {
    fakeServer({ jobs: jobsFixture(2), stats: { jobsFound: 42, applications: 7, interviews: 3, offers: 1 } });
    renderDashboard();
    await screen.findByRole('heading', { level: 3, name: 'Engineer 1' });
    expect(tileValue('Jobs Found')).toBe('42');
    expect(tileValue('Applications')).toBe('7');
    expect(tileValue('Interviews')).toBe('3');
    expect(tileValue('Offers')).toBe('1');
    // Each tile says what it counts: where jobs are now, unlike the funnel's stages ever reached.
    const what = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.nextElementSibling?.textContent;
    expect(['Jobs Found', 'Applications', 'Interviews', 'Offers'].map(what)).toEqual([
      'Every job you saved',
      'Applying or Applied now',
      'Interviewing now',
      'Offered now',
    ]);
  });

  it('shows skeletons marked busy while loading', async () => {
    fakeServer({ jobs: jobsFixture(1) });
    const { container } = renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findByRole('heading', { level: 3, name: 'Engineer 1' });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the error with Try again, which asks again', async () => {
    fakeServer({ jobs: jobsFixture(1), dashboardFailures: 1 });
    const user = userEvent.setup();
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The database is not answering')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Engineer 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(tileValue('Jobs Found')).toBe('1');
  });

  it('keeps the headings in order: page, sections, cards', async () => {
    fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    await screen.findByRole('heading', { level: 3, name: 'Engineer 1' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - (levels[index] ?? 0)).toBeLessThanOrEqual(1));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Your progress',
      'Saved Jobs',
      'Your AI Assistants',
    ]);
  });
});
