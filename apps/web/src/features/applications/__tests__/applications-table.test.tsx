import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { apiServer } from '@/test/api-server';
import { cardFixture, changeRequests, errorResponse, fakeBoardServer, renderApplications } from './fixtures';

const rowTitles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

// Issue 50: the board as a sortable table, and many applications moved or archived at once.
describe('the applications table', () => {
  const cards = [
    cardFixture(1, { title: 'Beta Engineer', company: 'Globex' }),
    cardFixture(2, { title: 'Alpha Engineer', company: 'Initech', priority: 'high', deadline: '2026-11-20' }),
    cardFixture(3, { title: 'Gamma Engineer', company: 'Acme', status: 'applied' }),
  ];

  it('switches to the table, sorts by a column and back the other way, saying how it is sorted', async () => {
    const server = fakeBoardServer({ cards });
    const user = userEvent.setup();
    const { router } = renderApplications();
    await screen.findByRole('article', { name: 'Beta Engineer' });
    await user.click(within(screen.getByRole('group', { name: 'Layout' })).getByRole('button', { name: 'Table' }));

    const table = await screen.findByRole('table');
    expect(router.state.location.search).toContain('layout=table');
    const title = within(table).getByRole('columnheader', { name: 'Title' });
    await user.click(within(title).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Alpha Engineer', 'Beta Engineer', 'Gamma Engineer']));
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByText(/3 applications, sorted by Title ascending/)).toBeInTheDocument();

    await user.click(within(title).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Gamma Engineer', 'Beta Engineer', 'Alpha Engineer']));
    expect(title).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toContain('sort=title&order=desc');
    expect(server.requests.some((request) => request.path === '/api/applications/table' && request.search?.includes('sort=title'))).toBe(true);

    // What a row shows: its link, status, marks, a passed deadline.
    const alpha = within(screen.getByRole('row', { name: /Alpha Engineer/ }));
    expect(alpha.getByRole('link', { name: 'Alpha Engineer' })).toHaveAttribute('href', '/applications/job-2');
    expect(alpha.getByText('High')).toBeInTheDocument();
    expect(alpha.getByText(/^Deadline passed/)).toBeInTheDocument();
  });

  it('moves the picked rows together, says how many, and clears the picks', async () => {
    const server = fakeBoardServer({ cards });
    const user = userEvent.setup();
    renderApplications('/applications?layout=table&sort=title&order=asc');
    await screen.findByRole('table');
    await waitFor(() => expect(rowTitles()).toHaveLength(3));
    const bar = within(screen.getByRole('group', { name: 'Change the picked applications' }));
    expect(bar.getByText('Pick applications to change them together')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Pick Alpha Engineer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick Gamma Engineer' }));
    expect(bar.getByText('2 applications picked')).toBeInTheDocument();
    await user.selectOptions(bar.getByRole('combobox', { name: 'Move to' }), 'Rejected');
    await user.click(bar.getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('Moved 2 applications to Rejected.')).toHaveAttribute('role', 'status');
    expect(changeRequests(server.requests)).toEqual([
      { method: 'POST', path: '/api/applications/bulk', body: { jobIds: ['job-2', 'job-3'], status: 'rejected' } },
    ]);
    expect(screen.getByRole('checkbox', { name: 'Pick Alpha Engineer' })).not.toBeChecked();
    expect(server.state.cards.filter((card) => card.status === 'rejected').map((card) => card.jobId)).toEqual(['job-2', 'job-3']);
  });

  it('picks every row at once and archives them, leaving the table empty with what to do', async () => {
    fakeBoardServer({ cards });
    const user = userEvent.setup();
    renderApplications('/applications?layout=table');
    await screen.findByRole('table');
    await user.click(await screen.findByRole('checkbox', { name: 'Pick every application shown' }));
    expect(screen.getByText('3 applications picked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const said = await screen.findByText('Archived 3 applications.');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    // The buttons pressed went with the table: focus is on what the change did, not lost.
    await waitFor(() => expect(said).toHaveFocus());
    expect(said).toHaveAttribute('role', 'status');
  });

  it('says nothing changed when every picked row already stood so, and how many did when some did', async () => {
    fakeBoardServer({ cards });
    const user = userEvent.setup();
    renderApplications('/applications?layout=table&sort=title&order=asc');
    await screen.findByRole('table');
    const bar = within(await screen.findByRole('group', { name: 'Change the picked applications' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick Alpha Engineer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick Beta Engineer' }));
    await user.selectOptions(bar.getByRole('combobox', { name: 'Move to' }), 'New');
    await user.click(bar.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Nothing changed: all 2 were already in New.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Pick Alpha Engineer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick Gamma Engineer' }));
    await user.selectOptions(bar.getByRole('combobox', { name: 'Move to' }), 'Applied');
    await user.click(bar.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved 1 application to Applied; 1 was already in Applied.')).toBeInTheDocument();
  });

  it('moves nowhere until the person picks a status: none is picked for them', async () => {
    const server = fakeBoardServer({ cards });
    const user = userEvent.setup();
    renderApplications('/applications?layout=table');
    await screen.findByRole('table');
    await user.click(await screen.findByRole('checkbox', { name: 'Pick Alpha Engineer' }));
    const status = screen.getByRole('combobox', { name: 'Move to' });
    expect(status).toHaveDisplayValue('Pick a status');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick the status to move them to.');
    expect(status).toHaveFocus();
    expect(status).toHaveAttribute('aria-invalid', 'true');
    expect(changeRequests(server.requests)).toEqual([]);
    await user.selectOptions(status, 'Interviewing');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the bar’s buttons doing nothing while nothing is picked', async () => {
    const server = fakeBoardServer({ cards });
    const user = userEvent.setup();
    renderApplications('/applications?layout=table');
    await screen.findByRole('table');
    const move = screen.getByRole('button', { name: 'Move' });
    expect(move).toHaveAttribute('aria-disabled', 'true');
    await user.click(move);
    expect(changeRequests(server.requests)).toEqual([]);
  });

  it('says when a picked application is gone and nothing changed', async () => {
    fakeBoardServer({ cards });
    apiServer.use(http.post('*/api/applications/bulk', () => errorResponse(404, 'Job not found')));
    const user = userEvent.setup();
    renderApplications('/applications?layout=table');
    await screen.findByRole('table');
    await user.click(await screen.findByRole('checkbox', { name: 'Pick Alpha Engineer' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move to' }), 'Applied');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One of the picked applications no longer exists, so nothing changed.');
  });
});
