import { applicationMessages } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { applicationFixture, changeRequests, errorResponse, fakeApplicationServer, renderApplications } from './fixtures';

import { openPage, section } from './application-page';

describe('an application’s page', () => {
  it('shows the job, its status, the way back and the assistants’ links, and the timeline newest first', async () => {
    fakeApplicationServer({
      application: applicationFixture({
        timeline: [
          { at: '2026-11-21T10:00:00.000Z', kind: 'saved' },
          { at: '2026-11-25T10:00:00.000Z', kind: 'contact-added', facts: { name: 'Grace Hopper', role: 'Recruiter' } },
          { at: '2026-11-23T10:00:00.000Z', kind: 'moved', status: 'applied' },
        ],
      }),
    });
    await openPage();
    expect(screen.getByText('Acme Robotics · Berlin')).toBeInTheDocument();
    expect(screen.getByText('Applied', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Applications' })).toHaveAttribute('href', '/applications');
    expect(screen.getByRole('link', { name: 'Tailor resume' })).toHaveAttribute('href', '/resume-tailoring/job-1');
    expect(screen.getByRole('link', { name: 'Research Acme Robotics' })).toHaveAttribute('href', '/company-research/job-1');
    const entries = within(section('Timeline').getByRole('list')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.lastElementChild?.textContent)).toEqual([
      'Contact added: Grace Hopper (Recruiter)',
      'Moved to Applied',
      'Saved',
    ]);
    expect(within(entries[0]!).getByText(/2026/).tagName).toBe('TIME');
    expect(screen.queryByText(/Likely occupation/)).not.toBeInTheDocument();
  });

  it('says the occupation Seeker found the job’s title to name, and nothing where none was found', async () => {
    const occupation = {
      id: 'http://data.europa.eu/esco/occupation/x',
      label: 'robotics engineer',
      isco: '2144',
      confidence: 0.9,
      matchedTitle: 'robotics engineer',
    };
    fakeApplicationServer({ application: applicationFixture({ occupation }) });
    await openPage();
    expect(screen.getByText('Likely occupation: robotics engineer (ESCO)')).toBeInTheDocument();
  });

  it('moves the application from its status menu', async () => {
    const server = fakeApplicationServer();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Move to… (Robotics Engineer)' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Interviewing' }));
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([{ method: 'PATCH', path: '/api/jobs/job-1', body: { status: 'interviewing' } }]),
    );
    expect(screen.getByText('Interviewing', { selector: 'span' })).toBeInTheDocument();
  });

  it('saves the notes once typing pauses and says all changes are saved', async () => {
    const server = fakeApplicationServer();
    const user = userEvent.setup();
    await openPage();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveValue('Referred by Sam.');
    await user.type(notes, ' Band confirmed.');
    expect(changeRequests(server.requests)).toEqual([]);
    expect(await screen.findByText(applicationMessages.notesSaved)).toHaveAttribute('role', 'status');
    expect(changeRequests(server.requests)).toEqual([
      { method: 'PATCH', path: '/api/applications/job-1', body: { notes: 'Referred by Sam. Band confirmed.' } },
    ]);
  });

  it('keeps the notes when a save fails, says so, and saves them again in a moment', async () => {
    const server = fakeApplicationServer({ notesFailures: 1 });
    const user = userEvent.setup();
    await openPage();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Call back Monday');
    expect(await screen.findByText(applicationMessages.notesFailed)).toHaveAttribute('role', 'status');
    expect(notes).toHaveValue('Call back Monday');
    expect(await screen.findByText(applicationMessages.notesSaved, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(changeRequests(server.requests).map((request) => request.body)).toEqual([{ notes: 'Call back Monday' }, { notes: 'Call back Monday' }]);
  });

  it('saves tags as they change', async () => {
    const server = fakeApplicationServer();
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'dream job{Enter}');
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([
        { method: 'PATCH', path: '/api/applications/job-1', body: { tags: ['referral', 'dream job'] } },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Remove referral' }));
    await waitFor(() => expect(changeRequests(server.requests).at(-1)?.body).toEqual({ tags: ['dream job'] }));
  });

  it('says when the application is not there, with the way back', async () => {
    fakeApplicationServer({ application: null });
    const user = userEvent.setup();
    const { router } = renderApplications('/applications/job-1');
    expect(await screen.findByRole('heading', { level: 1, name: applicationMessages.notFound })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Applications' }));
    expect(router.state.location.pathname).toBe('/applications');
  });

  it('shows the failure to load with a retry that reads again', async () => {
    let failures = 1;
    mockFetch({
      'GET /api/applications/job-1': () =>
        failures-- > 0 ? errorResponse(500, 'The database is not answering') : jsonResponse(applicationFixture()),
    });
    const user = userEvent.setup();
    renderApplications('/applications/job-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(applicationMessages.loadApplication);
    // The page is still named (one heading of the first level), as it is while it loads.
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Application']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Robotics Engineer' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
