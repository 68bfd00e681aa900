import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '@/test/api-server';
import { createSavedJob } from '@/test/create-saved-job';
import { applicationFixture, changeRequests, errorResponse, fakeApplicationServer } from './fixtures';
import { openPage, section } from './application-page';

// Issue 50: the job kept on its application page; priority, excitement, a deadline; archiving.
describe('an application’s marks, its job, and archiving', () => {
  it('keeps the job’s pay, match, place and description on the page, the description folded when long', async () => {
    const description = `${'Build the fleet dashboard in React. '.repeat(30)}Final words.`;
    fakeApplicationServer({
      application: applicationFixture({
        job: createSavedJob({
          id: 'job-1',
          jobId: 'job-1',
          title: 'Robotics Engineer',
          company: 'Acme Robotics',
          salary: '€70k–85k',
          matchScore: 82,
          matchReason: 'Your React and TypeScript skills match.',
          workplace: 'hybrid',
          jobType: 'Full-time',
          description,
        }),
      }),
    });
    const user = userEvent.setup();
    await openPage();
    const job = section('The job');
    expect(job.getByText('€70k–85k')).toBeInTheDocument();
    expect(job.getByText('82% match')).toBeInTheDocument();
    expect(job.getByText('Your React and TypeScript skills match.')).toBeInTheDocument();
    expect(job.getByText('Hybrid · Full-time · Mid')).toBeInTheDocument();
    expect(job.getByText('Way of working')).toBeInTheDocument();
    expect(job.queryByText(/Final words\./)).not.toBeInTheDocument();
    const more = job.getByRole('button', { name: 'Show the whole description' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(job.getByText(/Final words\./)).toBeInTheDocument();
    expect(job.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says "Remote" once when the location says it already', async () => {
    fakeApplicationServer({
      application: applicationFixture({
        job: createSavedJob({
          id: 'job-1',
          jobId: 'job-1',
          title: 'Robotics Engineer',
          location: 'Remote',
          workplace: 'remote',
          jobType: 'Contract',
        }),
      }),
    });
    await openPage();
    const job = section('The job');
    expect(job.getByText('Remote')).toBeInTheDocument();
    expect(job.getByText('Way of working').nextElementSibling).toHaveTextContent(/^Contract · Mid$/);
  });

  it('says when the posting stated no pay or description, never a made-up one', async () => {
    fakeApplicationServer({
      application: applicationFixture({
        job: createSavedJob({
          id: 'job-1',
          jobId: 'job-1',
          title: 'Robotics Engineer',
          salary: 'Not specified',
          description: 'No description available',
        }),
      }),
    });
    await openPage();
    const job = section('The job');
    expect(job.getByText('Not stated in the posting')).toBeInTheDocument();
    expect(job.getByText('The posting gave no description.')).toBeInTheDocument();
  });

  it('saves priority, excitement and the day to apply by as each is picked, and clears the day', async () => {
    const server = fakeApplicationServer();
    const user = userEvent.setup();
    await openPage();
    const marks = section('Priority and deadline');
    await user.selectOptions(marks.getByRole('combobox', { name: 'Priority' }), 'High');
    await user.selectOptions(marks.getByRole('combobox', { name: 'Excitement' }), '4 – Excited');
    const day = marks.getByLabelText('Apply by');
    // Typed a part at a time, the field holds half days ("0002-12-15"): nothing is saved until it is left.
    fireEvent.change(day, { target: { value: '0002-12-15' } });
    fireEvent.change(day, { target: { value: '2026-12-15' } });
    fireEvent.blur(day);
    await waitFor(() => expect(marks.getByRole('status')).toHaveTextContent('Saved'));
    await user.click(marks.getByRole('button', { name: 'Clear the day to apply by' }));
    await waitFor(() => expect(server.state.application?.deadline).toBeNull());
    // The button went with the day: focus is in the field.
    expect(day).toHaveFocus();
    expect(changeRequests(server.requests)).toEqual([
      { method: 'PATCH', path: '/api/applications/job-1', body: { priority: 'high' } },
      { method: 'PATCH', path: '/api/applications/job-1', body: { excitement: 4 } },
      { method: 'PATCH', path: '/api/applications/job-1', body: { deadline: '2026-12-15' } },
      { method: 'PATCH', path: '/api/applications/job-1', body: { deadline: null } },
    ]);
    expect(server.state.application).toMatchObject({ priority: 'high', excitement: 4 });
  });

  it('refuses a day outside 2000–2099 at the field without sending it, and saves a day on Enter', async () => {
    const server = fakeApplicationServer();
    const user = userEvent.setup();
    await openPage();
    const marks = section('Priority and deadline');
    const day = marks.getByLabelText('Apply by');
    fireEvent.change(day, { target: { value: '2120-01-01' } });
    fireEvent.blur(day);
    expect(await marks.findByRole('alert')).toHaveTextContent('Pick a date between 2000 and 2099');
    expect(changeRequests(server.requests)).toEqual([]);
    fireEvent.change(day, { target: { value: '2026-12-24' } });
    day.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.state.application?.deadline).toBe('2026-12-24'));
    expect(changeRequests(server.requests)).toEqual([{ method: 'PATCH', path: '/api/applications/job-1', body: { deadline: '2026-12-24' } }]);
  });

  it('puts a refused mark back and says why', async () => {
    fakeApplicationServer();
    apiServer.use(http.patch('*/api/applications/job-1', () => errorResponse(500, 'The database is not answering')));
    const user = userEvent.setup();
    await openPage();
    const marks = section('Priority and deadline');
    const priority = marks.getByRole('combobox', { name: 'Priority' });
    await user.selectOptions(priority, 'Low');
    expect(await marks.findByRole('alert')).toHaveTextContent(/./);
    expect(priority).toHaveValue('');
  });

  it('archives the application and puts it back, focus staying on the button, the timeline read again', async () => {
    const server = fakeApplicationServer();
    const user = userEvent.setup();
    await openPage();
    const archive = screen.getByRole('button', { name: 'Archive' });
    await user.click(archive);
    const restore = await screen.findByRole('button', { name: 'Put back on the board' });
    expect(restore).toHaveFocus();
    expect(screen.getByText(/^Archived .+: not on the board\.$/)).toBeInTheDocument();
    expect(screen.getByText('Archived: it is off the board, and everything on it is kept.')).toHaveAttribute('role', 'status');
    await user.click(restore);
    expect(await screen.findByRole('button', { name: 'Archive' })).toHaveFocus();
    expect(changeRequests(server.requests)).toEqual([
      { method: 'PATCH', path: '/api/applications/job-1', body: { archived: true } },
      { method: 'PATCH', path: '/api/applications/job-1', body: { archived: false } },
    ]);
    // The page was read again for the timeline entry the server wrote.
    expect(server.requests.filter((request) => request.method === 'GET' && request.path === '/api/applications/job-1').length).toBeGreaterThan(1);
    expect(within(document.body).queryByText(/^Archived .+: not on the board\.$/)).not.toBeInTheDocument();
  });
});
