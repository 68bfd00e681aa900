import { applicationMessages } from '@seeker/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  applicationFixture,
  changeRequests,
  contactFixture,
  errorResponse,
  fakeApplicationServer,
  followUpFixture,
  interviewFixture,
} from './fixtures';

import { openPage, section } from './application-page';

describe('an application’s page: follow-ups, contacts and interviews', () => {
  it('adds a follow-up for a day from today on', async () => {
    const server = fakeApplicationServer();
    const user = userEvent.setup();
    await openPage();
    const followUps = section('Follow-ups');
    const day = followUps.getByLabelText('Remind me on');
    expect(day).toHaveAttribute('min', '2026-12-01');

    fireEvent.change(day, { target: { value: '2026-11-30' } });
    await user.click(followUps.getByRole('button', { name: 'Add follow-up' }));
    expect(followUps.getByText(applicationMessages.followUpInPast)).toBeInTheDocument();
    expect(changeRequests(server.requests)).toEqual([]);

    fireEvent.change(day, { target: { value: '2026-12-08' } });
    await user.type(followUps.getByRole('textbox', { name: 'Note' }), 'Ask about the team');
    await user.click(followUps.getByRole('button', { name: 'Add follow-up' }));
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([
        { method: 'POST', path: '/api/applications/job-1/follow-ups', body: { dueOn: '2026-12-08', note: 'Ask about the team' } },
      ]),
    );
    const item = await followUps.findByText('Ask about the team', { selector: 'p' });
    expect(item.closest('li')).toHaveTextContent('Dec 8, 2026');
    expect(item.closest('li')).toHaveTextContent('Scheduled');
  });

  it('shows due, sent and done follow-ups, and marks one done', async () => {
    const server = fakeApplicationServer({
      application: applicationFixture({
        followUps: [
          followUpFixture({ dueOn: '2026-11-30' }),
          followUpFixture({ id: 'follow-up-2', dueOn: '2026-11-29', sentAt: '2026-11-29T08:00:00.000Z' }),
          followUpFixture({ id: 'follow-up-3', dueOn: '2026-11-28', doneAt: '2026-11-28T12:00:00.000Z' }),
        ],
      }),
    });
    const user = userEvent.setup();
    await openPage();
    const items = section('Follow-ups').getAllByRole('listitem');
    expect(within(items[0]!).getByText('Due')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Reminder sent')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Done')).toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button', { name: 'Mark done (Nov 30, 2026)' }));
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([
        { method: 'PATCH', path: '/api/applications/job-1/follow-ups/follow-up-1', body: { done: true } },
      ]),
    );
  });

  it('adds a contact and lists it', async () => {
    const server = fakeApplicationServer();
    const user = userEvent.setup();
    await openPage();
    const contacts = section('Contacts');
    expect(contacts.getByText('No contacts yet.')).toBeInTheDocument();
    await user.type(contacts.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
    await user.type(contacts.getByRole('textbox', { name: /^Role/ }), 'Hiring manager');
    await user.type(contacts.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(contacts.getByRole('button', { name: 'Add contact' }));
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([
        {
          method: 'POST',
          path: '/api/applications/job-1/contacts',
          body: { name: 'Ada Lovelace', role: 'Hiring manager', email: 'ada@example.com', link: '' },
        },
      ]),
    );
    const item = (await contacts.findByText('Ada Lovelace')).closest('li')!;
    expect(item).toHaveTextContent('Hiring manager');
    expect(within(item).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(contacts.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('checks a contact before sending it, and shows the server’s refusal beside the form', async () => {
    const refusal = errorResponse(400, 'Enter an email address such as ada@example.com', [
      { path: 'email', message: 'Enter an email address such as ada@example.com' },
    ]);
    const server = fakeApplicationServer({ refuseContact: refusal });
    const user = userEvent.setup();
    await openPage();
    const contacts = section('Contacts');
    await user.click(contacts.getByRole('button', { name: 'Add contact' }));
    expect(contacts.getByText('Enter a name')).toBeInTheDocument();
    expect(contacts.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(changeRequests(server.requests)).toEqual([]);

    await user.type(contacts.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(contacts.getByRole('button', { name: 'Add contact' }));
    expect(await within(screen.getByRole('form', { name: 'Add a contact' })).findByRole('alert')).toHaveTextContent(
      'Enter an email address such as ada@example.com',
    );
    expect(contacts.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a contact after asking', async () => {
    const server = fakeApplicationServer({ application: applicationFixture({ contacts: [contactFixture()] }) });
    const user = userEvent.setup();
    await openPage();
    await user.click(section('Contacts').getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([{ method: 'DELETE', path: '/api/applications/job-1/contacts/contact-1', body: undefined }]),
    );
    await waitFor(() => expect(section('Contacts').queryByText('Grace Hopper')).not.toBeInTheDocument());
  });

  it('corrects a contact in place, with focus in its first field and back on Edit after saving or cancelling', async () => {
    const server = fakeApplicationServer({ application: applicationFixture({ contacts: [contactFixture()] }) });
    const user = userEvent.setup();
    await openPage();
    const edit = section('Contacts').getByRole('button', { name: 'Edit Grace Hopper' });
    await user.click(edit);
    const form = within(screen.getByRole('form', { name: 'Edit Grace Hopper' }));
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(section('Contacts').getByRole('button', { name: 'Edit Grace Hopper' })).toHaveFocus();
    // Escape leaves it as Cancel does.
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('form', { name: 'Edit Grace Hopper' })).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(section('Contacts').getByRole('button', { name: 'Edit Grace Hopper' })).toHaveFocus();
    expect(changeRequests(server.requests)).toEqual([]);

    await user.click(section('Contacts').getByRole('button', { name: 'Edit Grace Hopper' }));
    const again = within(screen.getByRole('form', { name: 'Edit Grace Hopper' }));
    await user.clear(again.getByRole('textbox', { name: /^Role/ }));
    await user.type(again.getByRole('textbox', { name: /^Role/ }), 'Hiring manager');
    await user.click(again.getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(changeRequests(server.requests)).toHaveLength(1));
    expect(changeRequests(server.requests)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/applications/job-1/contacts/contact-1',
      body: { name: 'Grace Hopper', role: 'Hiring manager' },
    });
    expect(await section('Contacts').findByText('Hiring manager')).toBeInTheDocument();
    expect(await section('Contacts').findByText('Saved Grace Hopper.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(section('Contacts').getByRole('button', { name: 'Edit Grace Hopper' })).toHaveFocus());
  });

  it('corrects an interview in place', async () => {
    const server = fakeApplicationServer({ application: applicationFixture({ interviews: [interviewFixture()] }) });
    const user = userEvent.setup();
    await openPage();
    await user.click(section('Interviews').getByRole('button', { name: /^Edit the interview on .* at 2:30 PM$/ }));
    const form = within(screen.getByRole('form', { name: 'Edit this interview' }));
    expect(form.getByLabelText('Date')).toHaveValue('2026-12-03');
    fireEvent.change(form.getByLabelText(/^Time/), { target: { value: '16:00' } });
    await user.click(form.getByRole('button', { name: 'Save interview' }));
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([
        {
          method: 'PUT',
          path: '/api/applications/job-1/interviews/interview-1',
          body: { date: '2026-12-03', time: '16:00', durationMinutes: 45, place: 'https://meet.example.com/abc', note: 'Hiring manager' },
        },
      ]),
    );
    expect(await section('Interviews').findByRole('button', { name: /^Edit the interview on .* at 4:00 PM$/ })).toHaveFocus();
  });

  it('adds an interview in the user’s time zone and lists interviews with their zone', async () => {
    const server = fakeApplicationServer({ application: applicationFixture({ interviews: [interviewFixture()] }) });
    const user = userEvent.setup();
    await openPage();
    const interviews = section('Interviews');
    expect(interviews.getByRole('listitem')).toHaveTextContent('2:30 PM');
    expect(interviews.getByRole('listitem')).toHaveTextContent('(Europe/Berlin) · 45 min');
    expect(interviews.getByRole('link', { name: /meet\.example\.com/ })).toHaveAttribute('href', 'https://meet.example.com/abc');

    fireEvent.change(interviews.getByLabelText('Date'), { target: { value: '2026-12-10' } });
    fireEvent.change(interviews.getByLabelText(/^Time/), { target: { value: '09:15' } });
    await user.clear(interviews.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(interviews.getByRole('spinbutton', { name: 'Duration (minutes)' }), '30');
    await user.type(interviews.getByRole('textbox', { name: /^Place/ }), 'Office, 3rd floor');
    await user.click(interviews.getByRole('button', { name: 'Add interview' }));
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([
        {
          method: 'POST',
          path: '/api/applications/job-1/interviews',
          body: { date: '2026-12-10', time: '09:15', durationMinutes: 30, place: 'Office, 3rd floor', note: '' },
        },
      ]),
    );
    expect(await interviews.findByText('Office, 3rd floor')).toBeInTheDocument();
  });
});
