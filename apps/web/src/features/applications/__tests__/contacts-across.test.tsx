import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationFixture, changeRequests, contactFixture, fakeApplicationServer } from './fixtures';
import { applicationsKeys } from '../lib/applications-keys';
import { openPage, section } from './application-page';

// Issue 50: one contact across applications.
describe('contacts across applications', () => {
  it('adds someone already known, the company’s people first, and leaves out who is here already', async () => {
    const server = fakeApplicationServer({
      application: applicationFixture({ contacts: [contactFixture({ personId: 'person-1' })] }),
      knownContacts: [
        { personId: 'person-1', name: 'Grace Hopper', role: 'Recruiter', email: 'grace@example.com', link: '', applications: [] },
        {
          personId: 'person-2',
          name: 'Alan Turing',
          role: 'Engineer',
          email: '',
          link: '',
          applications: [{ jobId: 'job-9', title: 'Data Engineer', company: 'Globex' }],
        },
        {
          personId: 'person-3',
          name: 'Sam Smith',
          role: 'Hiring manager',
          email: 'sam@acme.example',
          link: '',
          applications: [{ jobId: 'job-7', title: 'Platform Engineer', company: 'Acme Robotics' }],
        },
      ],
    });
    const user = userEvent.setup();
    await openPage();
    const contacts = section('Contacts');
    const picker = await contacts.findByRole('combobox', { name: 'Add someone you know' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sam Smith · Hiring manager · Acme Robotics', 'Alan Turing · Engineer · Globex']);
    await user.click(contacts.getByRole('button', { name: 'Add to this application' }));
    expect(await contacts.findByText('Also on')).toBeInTheDocument();
    expect(contacts.getByRole('link', { name: 'Platform Engineer at Acme Robotics' })).toHaveAttribute('href', '/applications/job-7');
    expect(changeRequests(server.requests)).toEqual([
      { method: 'POST', path: '/api/applications/job-1/contacts/known', body: { personId: 'person-3' } },
    ]);
    await waitFor(() => expect(contacts.getByRole('status')).toHaveTextContent('Added Sam Smith.'));
  });

  it('says an edit reaches every application the person is on', async () => {
    fakeApplicationServer({
      application: applicationFixture({
        contacts: [contactFixture({ alsoOn: [{ jobId: 'job-7', title: 'Platform Engineer', company: 'Acme Robotics' }] })],
      }),
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(section('Contacts').getByRole('button', { name: /^Edit/ }));
    expect(await screen.findByText('Changes show on every application Grace Hopper is on.')).toBeInTheDocument();
  });

  it('shows no picker when everyone known is here already', async () => {
    const server = fakeApplicationServer({
      application: applicationFixture({ contacts: [contactFixture()] }),
      knownContacts: [{ personId: 'person-1', name: 'Grace Hopper', role: 'Recruiter', email: 'grace@example.com', link: '', applications: [] }],
    });
    const { queryClient } = await openPage();
    // Once the list of everyone known is in the cache, and its observers told (TanStack Query tells them a task later).
    await waitFor(() => expect(queryClient.getQueryState(applicationsKeys.contacts)?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.requests.filter((request) => request.path === '/api/contacts')).toHaveLength(1);
    expect(section('Contacts').queryByRole('combobox', { name: 'Add someone you know' })).not.toBeInTheDocument();
  });
});
