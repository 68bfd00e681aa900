import { addJobByLinkMessages, typedInSourceLabel } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, jobsFixture, renderDashboard } from './fixtures';
import { openDialog } from './add-job-by-link-dialog';

// Issue 50: a job with no link, or a link Seeker cannot read, is typed in, and saved like any other.
describe('typing a job in', () => {
  it('opens the empty form from the link field, saves a job without a link, and lists it named as typed in', async () => {
    const server = fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Type the job in' }));

    const form = await within(dialog).findByRole('form', { name: 'Type the job in' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    // No page was read: no reason to give, and the link is a field of its own, optional.
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    const link = within(form).getByRole('textbox', { name: 'Job link' });
    expect(link).toHaveValue('');
    expect(link).not.toBeRequired();
    await user.keyboard('Welder');
    await user.type(within(form).getByRole('textbox', { name: 'Company' }), 'Harbour Works');
    await user.click(within(form).getByRole('button', { name: 'Save job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Saved "Welder" at Harbour Works.');
    expect(await screen.findByRole('heading', { level: 3, name: 'Welder' })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/jobs/typed-in',
        body: { url: '', title: 'Welder', company: 'Harbour Works', location: '', salary: '', description: '' },
      }),
    ]);
    expect(server.state.jobs[0]).toMatchObject({ sourceLabel: typedInSourceLabel, sourceUrl: '' });
  });

  it('offers typing in when a link is refused, leaving the refused address behind', async () => {
    const server = fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    const { dialog, field } = await openDialog(user);
    await user.type(field, 'http://127.0.0.1:8080/jobs/1{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(addJobByLinkMessages.pageRefused);
    expect(addJobByLinkMessages.pageRefused).toMatch(/type the job in/);

    await user.click(within(dialog).getByRole('button', { name: 'Type the job in' }));
    const form = await within(dialog).findByRole('form', { name: 'Type the job in' });
    const link = within(form).getByRole('textbox', { name: 'Job link' });
    expect(link).toHaveValue('');
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Engineer');
    await user.type(within(form).getByRole('textbox', { name: 'Company' }), 'Acme');
    await user.type(link, 'not a link');
    await user.click(within(form).getByRole('button', { name: 'Save job' }));
    // A link that is not one is refused at its field, in the browser.
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(expect.stringContaining(addJobByLinkMessages.notALink));
    expect(link).toHaveFocus();
    expect(server.requests.filter((request) => request.path === '/api/jobs/typed-in')).toEqual([]);

    // Back returns to the link field as it was.
    await user.click(within(form).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Job link' })).toHaveValue('http://127.0.0.1:8080/jobs/1');
  });
});
