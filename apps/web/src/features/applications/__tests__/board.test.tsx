import { savedJobMessages, applicationMessages } from '@seeker/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardFixture, changeRequests, daysAgo, fakeBoardServer, renderApplications } from './fixtures';

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}, \\d+ applications?$`) });
const cardIn = (columnName: string, title: string) => within(column(columnName)).queryByRole('article', { name: title });
const announcer = () => screen.getByTestId('board-announcer');
/** A board query as sent: the filters, then the browser's zone ("follow-up due" means due today on its clock). */
const zoned = (search: string) =>
  `${search}${search ? '&' : '?'}${new URLSearchParams({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone })}`;

describe('the applications board', () => {
  it('shows a column per status in pipeline order, each with its count and cards', async () => {
    fakeBoardServer({
      cards: [
        cardFixture(1),
        cardFixture(2, {
          status: 'applied',
          inColumnSince: daysAgo(3),
          tags: ['referral'],
          appliedWith: { resumeTitle: 'Resume for Company 2', coverLetter: true },
          nextFollowUp: { id: 'follow-up-1', dueOn: '2026-11-30', note: 'Call Sam', due: true },
        }),
        cardFixture(3, { status: 'applied', nextFollowUp: { id: 'follow-up-2', dueOn: '2026-12-24', note: '', due: false } }),
      ],
    });
    renderApplications();
    expect(screen.getByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Engineer 1' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'New1, 1 application',
      'Researching0, 0 applications',
      'Applying0, 0 applications',
      'Applied2, 2 applications',
      'Interviewing0, 0 applications',
      'Offered0, 0 applications',
      'Rejected0, 0 applications',
    ]);
    const card = within(screen.getByRole('article', { name: 'Engineer 2' }));
    expect(cardIn('Applied', 'Engineer 2')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Engineer 2' })).toHaveAttribute('href', '/applications/job-2');
    expect(card.getByText('Company 2')).toBeInTheDocument();
    expect(card.getByText('3 days in Applied')).toBeInTheDocument();
    expect(card.getByText(/Follow-up due/)).toHaveTextContent(/Follow-up due Nov 30, 2026/);
    expect(card.getByText('Sent: Resume for Company 2 + cover letter')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Tags' })).getByText('referral')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Engineer 3' })).getByText(/Follow up Dec 24, 2026/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Engineer 1' })).getByText('1 day in New')).toBeInTheDocument();
  });

  it('offers the CSV and calendar exports as downloads', async () => {
    fakeBoardServer({ cards: [cardFixture(1)] });
    renderApplications();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/exports/applications.csv${zoned('')}`);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Export interviews (.ics)' })).toHaveAttribute('href', '/api/exports/interviews.ics');
  });

  it('moves a card with the keyboard: pick up, arrows across columns, drop, each step announced', async () => {
    const server = fakeBoardServer({ cards: [cardFixture(1), cardFixture(2, { status: 'applied' })] });
    const user = userEvent.setup();
    const { queryClient } = renderApplications();
    queryClient.setQueryData(['saved-jobs', 'dashboard', 'user-1'], { cached: true });
    const handle = await screen.findByRole('button', { name: 'Move Engineer 1' });
    expect(handle).toHaveAccessibleDescription(/press Space or Enter to pick it up/);

    handle.focus();
    await user.keyboard('{Enter}');
    expect(announcer()).toHaveTextContent('Picked up Engineer 1 in New.');
    expect(screen.getByRole('button', { name: 'Move Engineer 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(announcer()).toHaveTextContent('Engineer 1 is over Researching, column 2 of 7.');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(announcer()).toHaveTextContent('Engineer 1 is over Applied, column 4 of 7.');
    // The held card is drawn in the column it is over, and keeps the focus.
    expect(cardIn('Applied', 'Engineer 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Engineer 1' })).toHaveFocus();
    expect(changeRequests(server.requests)).toEqual([]);

    await user.keyboard(' ');
    await waitFor(() => expect(changeRequests(server.requests)).toEqual([{ method: 'PATCH', path: '/api/jobs/job-1', body: { status: 'applied' } }]));
    expect(announcer()).toHaveTextContent('Moved Engineer 1 to Applied.');
    expect(cardIn('Applied', 'Engineer 1')).toBeInTheDocument();
    expect(cardIn('New', 'Engineer 1')).not.toBeInTheDocument();
    expect(column('Applied')).toHaveAccessibleName('Applied, 2 applications');
    expect(screen.getByRole('button', { name: 'Move Engineer 1' })).toHaveFocus();
    // The dashboard counts statuses: its cache is read again.
    await waitFor(() => expect(queryClient.getQueryState(['saved-jobs', 'dashboard', 'user-1'])?.isInvalidated).toBe(true));
  });

  it('puts a held card back on Escape, sending nothing', async () => {
    const server = fakeBoardServer({ cards: [cardFixture(1)] });
    const user = userEvent.setup();
    renderApplications();
    (await screen.findByRole('button', { name: 'Move Engineer 1' })).focus();
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}');
    expect(cardIn('Applying', 'Engineer 1')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(announcer()).toHaveTextContent('Move cancelled. Engineer 1 stays in New.');
    expect(cardIn('New', 'Engineer 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Engineer 1' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move Engineer 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(changeRequests(server.requests)).toEqual([]);
  });

  it('moves a card from its Move to… menu', async () => {
    const server = fakeBoardServer({ cards: [cardFixture(1)] });
    const user = userEvent.setup();
    renderApplications();
    await user.click(await screen.findByRole('button', { name: 'Move to… (Engineer 1)' }));
    expect(screen.getByRole('menuitemradio', { name: 'New' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Interviewing' }));
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([{ method: 'PATCH', path: '/api/jobs/job-1', body: { status: 'interviewing' } }]),
    );
    expect(cardIn('Interviewing', 'Engineer 1')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Moved Engineer 1 to Interviewing.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move to… (Engineer 1)' })).toHaveFocus());
    // A phone, which shows one column, follows the card to its new column (the focus with it).
    expect(within(screen.getByRole('group', { name: 'Column shown' })).getByRole('button', { pressed: true })).toHaveTextContent('Interviewing 1');
  });

  it('chooses the column a phone shows, the first with cards at first', async () => {
    fakeBoardServer({ cards: [cardFixture(1, { status: 'applied' }), cardFixture(2, { status: 'offered' })] });
    const user = userEvent.setup();
    renderApplications();
    await screen.findByRole('article', { name: 'Engineer 1' });
    const switcher = within(screen.getByRole('group', { name: 'Column shown' }));
    expect(switcher.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'New 0',
      'Researching 0',
      'Applying 0',
      'Applied 1',
      'Interviewing 0',
      'Offered 1',
      'Rejected 0',
    ]);
    expect(switcher.getByRole('button', { pressed: true })).toHaveTextContent('Applied 1');
    expect(column('Offered')).toHaveClass('max-md:hidden');
    await user.click(switcher.getByRole('button', { name: 'Offered 1' }));
    expect(switcher.getByRole('button', { pressed: true })).toHaveTextContent('Offered 1');
    expect(column('Offered')).not.toHaveClass('max-md:hidden');
    expect(column('Applied')).toHaveClass('max-md:hidden');
  });

  it('moves a card dragged onto another column', async () => {
    const server = fakeBoardServer({ cards: [cardFixture(1)] });
    renderApplications();
    const card = await screen.findByRole('article', { name: 'Engineer 1' });
    const dataTransfer = { setData: () => {}, getData: () => 'job-1', effectAllowed: 'all', dropEffect: 'none' };
    fireEvent.dragStart(card, { dataTransfer });
    fireEvent.dragOver(column('Offered'), { dataTransfer });
    fireEvent.drop(column('Offered'), { dataTransfer });
    await waitFor(() => expect(changeRequests(server.requests)).toEqual([{ method: 'PATCH', path: '/api/jobs/job-1', body: { status: 'offered' } }]));
    expect(cardIn('Offered', 'Engineer 1')).toBeInTheDocument();
  });

  it('puts a card back and says so when the server refuses the move', async () => {
    const server = fakeBoardServer({ cards: [cardFixture(1), cardFixture(2)], failMoves: true });
    const user = userEvent.setup();
    renderApplications();
    await user.click(await screen.findByRole('button', { name: 'Move to… (Engineer 2)' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Rejected' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(savedJobMessages.status);
    expect(changeRequests(server.requests)).toEqual([{ method: 'PATCH', path: '/api/jobs/job-2', body: { status: 'rejected' } }]);
    expect(cardIn('New', 'Engineer 2')).toBeInTheDocument();
    expect(cardIn('Rejected', 'Engineer 2')).not.toBeInTheDocument();
    expect(column('New')).toHaveAccessibleName('New, 2 applications');
    // Back in its own place: second, as it was.
    expect(
      within(column('New'))
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['application-job-1-title', 'application-job-2-title']);
  });

  it('reads a column’s next cards on Show more', async () => {
    const server = fakeBoardServer({ cards: [cardFixture(1, { status: 'applied' })], more: { applied: [cardFixture(2, { status: 'applied' })] } });
    const user = userEvent.setup();
    renderApplications();
    await user.click(await screen.findByRole('button', { name: 'Show more in Applied (1)' }));
    expect(await screen.findByRole('article', { name: 'Engineer 2' })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path === '/api/applications').at(-1)?.search).toBe(zoned('?status=applied&offset=1'));
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Engineer 2' })).getByRole('link', { name: 'Engineer 2' })).toHaveFocus();
  });
});

describe('filters', () => {
  it('sends the search, company, tag and follow-up filters, and keeps them in the address', async () => {
    const server = fakeBoardServer({ cards: [cardFixture(1, { tags: ['remote'] }), cardFixture(2)] });
    const user = userEvent.setup();
    const { router } = renderApplications();
    await screen.findByRole('article', { name: 'Engineer 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'robot arm');
    await waitFor(() => expect(server.requests.at(-1)?.search).toBe(zoned('?q=robot+arm')));
    // One read for the words typed, not one per key.
    expect(server.requests.filter((request) => request.search?.startsWith('?q=')).length).toBe(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Company 2');
    await waitFor(() => expect(server.requests.at(-1)?.search).toBe(zoned('?q=robot+arm&company=Company+2')));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'remote');
    await waitFor(() => expect(server.requests.at(-1)?.search).toBe(zoned('?q=robot+arm&company=Company+2&tag=remote')));
    await user.click(screen.getByRole('checkbox', { name: 'Follow-up due' }));
    await waitFor(() => expect(server.requests.at(-1)?.search).toBe(zoned('?q=robot+arm&company=Company+2&tag=remote&followUpDue=true')));
    expect(router.state.location.search).toBe('?q=robot+arm&company=Company+2&tag=remote&followUpDue=true');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('reads the filters from the address it opens at', async () => {
    const server = fakeBoardServer({ cards: [cardFixture(1)] });
    renderApplications('/applications?company=Company+1&followUpDue=true');
    await screen.findByRole('article', { name: 'Engineer 1' });
    expect(server.requests.find((request) => request.path === '/api/applications')?.search).toBe(zoned('?company=Company+1&followUpDue=true'));
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Company 1');
    expect(screen.getByRole('checkbox', { name: 'Follow-up due' })).toBeChecked();
    // What the filters did, in sight: the number that match.
    expect(screen.getByText(/^\d+ of \d+ applications? match(es)? the filters$/)).toHaveAttribute('role', 'status');
  });

  it('says when no application matches the filters', async () => {
    fakeBoardServer({ cards: [cardFixture(1)], filteredAway: true });
    renderApplications('/applications?tag=nothing');
    expect(await screen.findByText(applicationMessages.noMatches)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('board states', () => {
  it('points to Job Search when there is nothing on the board', async () => {
    fakeBoardServer();
    const user = userEvent.setup();
    const { router } = renderApplications();
    expect(await screen.findByText(applicationMessages.emptyBoard)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Job Search' }));
    expect(router.state.location.pathname).toBe('/jobs');
  });

  it('shows a skeleton while loading, then the failure with a retry that reads again', async () => {
    const server = fakeBoardServer({ cards: [cardFixture(1)], boardFailures: 1 });
    const user = userEvent.setup();
    renderApplications();
    expect(screen.getByText('Loading your applications')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent(applicationMessages.loadBoard);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Engineer 1' })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path === '/api/applications')).toHaveLength(2);
  });
});
