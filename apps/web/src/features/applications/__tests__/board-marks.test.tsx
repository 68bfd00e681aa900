import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardFixture, fakeBoardServer, renderApplications } from './fixtures';

// Issue 50: a card shows the user's marks; archived applications are a view of their own.
describe('marks and archiving on the board', () => {
  it('shows priority, excitement and the deadline on a card, a passed deadline said so, and a typed-in job as such', async () => {
    // The board's day is 2026-12-01 (fixtures).
    fakeBoardServer({
      cards: [
        cardFixture(1, { priority: 'high', excitement: 4, deadline: '2026-12-15' }),
        cardFixture(2, { deadline: '2026-11-28' }),
        cardFixture(3, { deadline: '2026-12-02' }),
        cardFixture(4, { typedIn: true }),
      ],
    });
    renderApplications();
    const first = within(await screen.findByRole('article', { name: 'Engineer 1' }));
    expect(
      within(first.getByRole('list', { name: 'Marks' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'High priority',
      'Excitement 4 of 5',
      `Apply by ${new Date(2026, 11, 15).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}`,
    ]);
    expect(within(screen.getByRole('article', { name: 'Engineer 2' })).getByText(/^Deadline passed \(/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Engineer 3' })).getByText('Apply by tomorrow')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Engineer 4' })).queryByRole('list', { name: 'Marks' })).not.toBeInTheDocument();
    // A job typed in without a link says so; the others name no source on the board.
    expect(within(screen.getByRole('article', { name: 'Engineer 4' })).getByText('Typed in by you')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Engineer 1' })).queryByText('Typed in by you')).not.toBeInTheDocument();
  });

  it('switches to the archived applications and back, the choice kept in the address', async () => {
    const server = fakeBoardServer({ cards: [cardFixture(1), cardFixture(2, { archived: true, title: 'Old Engineer' })] });
    const user = userEvent.setup();
    const { router } = renderApplications();
    await screen.findByRole('article', { name: 'Engineer 1' });
    expect(screen.queryByRole('article', { name: 'Old Engineer' })).not.toBeInTheDocument();
    const views = within(screen.getByRole('group', { name: 'Applications shown' }));
    expect(views.getByRole('button', { name: 'On the board' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(views.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByRole('article', { name: 'Old Engineer' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Engineer 1' })).not.toBeInTheDocument();
    expect(views.getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('archived=true');
    expect(server.requests.some((request) => request.search?.includes('archived=true'))).toBe(true);

    await user.click(views.getByRole('button', { name: 'On the board' }));
    expect(await screen.findByRole('article', { name: 'Engineer 1' })).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('archived');
  });

  it('says so when nothing is archived', async () => {
    fakeBoardServer({ cards: [cardFixture(1)] });
    const user = userEvent.setup();
    renderApplications('/applications?archived=true');
    expect(await screen.findByText(/^Nothing is archived\./)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Applications shown' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'On the board' }));
    expect(await screen.findByRole('article', { name: 'Engineer 1' })).toBeInTheDocument();
  });
});
