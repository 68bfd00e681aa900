import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeRequests, fakeServer, jobsFixture, renderDashboard } from './fixtures';

function tileValue(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function card(title: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  return within(heading.closest('article') as HTMLElement);
}

const statusOf = async (title: string) => (await card(title)).getByRole('combobox', { name: `Status of ${title}` });

async function moveTo(title: string, status: string) {
  await userEvent.setup().selectOptions(await statusOf(title), status);
}

describe('changing a saved job', () => {
  it('moves a job through the status menu and recounts the tiles', async () => {
    const server = fakeServer({ jobs: jobsFixture(2) });
    renderDashboard();
    await moveTo('Engineer 1', 'Applied');
    expect(await statusOf('Engineer 1')).toHaveDisplayValue('Applied');
    expect(changeRequests(server.requests)).toEqual([{ method: 'PATCH', path: '/api/jobs/job-session-1-1', body: { status: 'applied' } }]);
    await waitFor(() => expect(tileValue('Applications')).toBe('1'));
  });

  it('keeps the status the keys stop on, not every status they step through, and at once when focus leaves', async () => {
    const server = fakeServer({ jobs: jobsFixture(2) });
    renderDashboard();
    const select = await statusOf('Engineer 1');
    // A closed select steps its value at each arrow key (Chromium on Linux and Windows, Firefox).
    for (const value of ['researching', 'applying', 'applied', 'interviewing']) {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value } });
    }
    expect(select).toHaveDisplayValue('Interviewing');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changeRequests(server.requests)).toEqual([]);
    await waitFor(
      () =>
        expect(changeRequests(server.requests)).toEqual([{ method: 'PATCH', path: '/api/jobs/job-session-1-1', body: { status: 'interviewing' } }]),
      {
        timeout: 2_000,
      },
    );
    // Stepped again, then left with Tab: kept without waiting.
    const other = await statusOf('Engineer 2');
    fireEvent.keyDown(other, { key: 'ArrowDown' });
    fireEvent.change(other, { target: { value: 'researching' } });
    fireEvent.blur(other);
    await waitFor(() => expect(changeRequests(server.requests)).toHaveLength(2));
    expect(changeRequests(server.requests)[1]).toEqual({ method: 'PATCH', path: '/api/jobs/job-session-1-2', body: { status: 'researching' } });
  });

  it('puts the badge back and says so when the move fails', async () => {
    fakeServer({ jobs: jobsFixture(2), failChanges: true });
    renderDashboard();
    await moveTo('Engineer 1', 'Interviewing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update the job status. Please try again.');
    await waitFor(async () => expect(await statusOf('Engineer 1')).toHaveDisplayValue('New'));
  });

  it('saves a favourite', async () => {
    const server = fakeServer({ jobs: jobsFixture(1) });
    const user = userEvent.setup();
    renderDashboard();
    const heart = (await card('Engineer 1')).getByRole('button', { name: 'Favourite Engineer 1' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(changeRequests(server.requests)).toEqual([{ method: 'PATCH', path: '/api/jobs/job-session-1-1', body: { favorite: true } }]);
  });

  it('says so and unmarks the favourite when saving it fails', async () => {
    fakeServer({ jobs: jobsFixture(1), failChanges: true });
    const user = userEvent.setup();
    renderDashboard();
    const heart = (await card('Engineer 1')).getByRole('button', { name: 'Favourite Engineer 1' });
    await user.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update favorite status.');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a job: its card goes and the next one moves up', async () => {
    const server = fakeServer({ jobs: jobsFixture(4) });
    const user = userEvent.setup();
    renderDashboard();
    await user.click((await card('Engineer 2')).getByRole('button', { name: 'Delete Engineer 2' }));
    expect(changeRequests(server.requests)).toEqual([]);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this job?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Engineer 2' })).not.toBeInTheDocument());
    expect(changeRequests(server.requests)).toEqual([{ method: 'DELETE', path: '/api/jobs/job-session-1-2', body: undefined }]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Engineer 4' })).toBeInTheDocument();
    expect(tileValue('Jobs Found')).toBe('3');
    expect(screen.queryByRole('button', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('brings a card back when deleting fails', async () => {
    fakeServer({ jobs: jobsFixture(1), failChanges: true });
    const user = userEvent.setup();
    renderDashboard();
    await user.click((await card('Engineer 1')).getByRole('button', { name: 'Delete Engineer 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete the job. Please try again.');
    expect(screen.getByRole('heading', { level: 3, name: 'Engineer 1' })).toBeInTheDocument();
  });
});
