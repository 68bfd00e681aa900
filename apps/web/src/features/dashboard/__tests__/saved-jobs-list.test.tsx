import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, jobsFixture, renderDashboard } from './fixtures';

const cardTitles = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
    .filter((title) => title?.startsWith('Engineer'));

describe('saved jobs list', () => {
  it('shows three cards, then all of them a page at a time, then three again', async () => {
    const server = fakeServer({ jobs: jobsFixture(25), holdPages: true });
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('heading', { level: 3, name: 'Engineer 1' });
    expect(cardTitles()).toEqual(['Engineer 1', 'Engineer 2', 'Engineer 3']);

    const toggle = screen.getByRole('button', { name: 'View All (25)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show Less');
    // The dashboard's first page is shown as is, without asking for it again.
    expect(cardTitles()).toHaveLength(20);
    expect(server.pageOffsets).toEqual([]);

    const loadMore = screen.getByRole('button', { name: 'Load more jobs' });
    await user.click(loadMore);
    expect(server.pageOffsets).toEqual([20]);
    expect(loadMore).toHaveAttribute('aria-busy', 'true');
    expect(loadMore).toHaveTextContent('Loading more jobs…');
    await act(async () => server.releasePage());

    await screen.findByRole('heading', { level: 3, name: 'Engineer 25' });
    expect(cardTitles()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /Load more jobs/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(cardTitles()).toEqual(['Engineer 1', 'Engineer 2', 'Engineer 3']);
    expect(screen.getByRole('button', { name: 'View All (25)' })).toHaveAttribute('aria-expanded', 'false');
  }, 20_000);

  it('has no toggle with three jobs or fewer', async () => {
    fakeServer({ jobs: jobsFixture(3) });
    renderDashboard();
    await screen.findByRole('heading', { level: 3, name: 'Engineer 3' });
    expect(cardTitles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('shows everything with no Load more when all jobs came in the first page', async () => {
    fakeServer({ jobs: jobsFixture(5) });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'View All (5)' }));
    expect(cardTitles()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
  });
});
