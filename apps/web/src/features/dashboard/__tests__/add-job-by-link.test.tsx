import { addJobByLinkMessages, type AddJobByLinkResponse } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fakeServer, jobFixture, jobsFixture, renderDashboard } from './fixtures';
import { answerLinks, openDialog } from './add-job-by-link-dialog';

describe('adding a job by its link', () => {
  it('saves the job a pasted Greenhouse link names, says so, and lists it, all from the keyboard', async () => {
    const server = fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Add a job by link' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add a job' });
    const field = await within(dialog).findByRole('textbox', { name: 'Job link' });
    // The form's code and the dialog's arrive apart: the field takes the focus once both are here.
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'https://boards.greenhouse.io/acmerobotics/jobs/4012345{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Saved "Robotics Engineer" at Acme Robotics.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Robotics Engineer' })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/jobs/from-link', body: { url: 'https://boards.greenhouse.io/acmerobotics/jobs/4012345' } }),
    ]);
    // Focus goes back to the button that opened it.
    expect(open).toHaveFocus();
  });

  it('keeps the dialog open with the server’s reason, the field marked, when the address is one it may not read', async () => {
    fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a job by link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a job' });
    const field = await within(dialog).findByRole('textbox', { name: 'Job link' });
    await user.type(field, 'http://127.0.0.1:8080/jobs/1');
    await user.click(within(dialog).getByRole('button', { name: 'Add job' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(addJobByLinkMessages.pageRefused);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('heading', { name: "Check the job's details" })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Robotics Engineer' })).not.toBeInTheDocument();
  });

  it('keeps focus in the dialog while the job is read after "Add job" is pressed, ignores a second press, and goes back to the field on failure', async () => {
    fakeServer({ jobs: jobsFixture(1) });
    let answer: (response: Response) => void = () => {};
    const message = 'This job is not open on Greenhouse (acme): it was taken down, or the link is incomplete.';
    const bodies = answerLinks(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderDashboard();
    const user = userEvent.setup();
    const { dialog, field } = await openDialog(user);
    await user.type(field, 'https://boards.greenhouse.io/acme/jobs/1');
    // Past "Type the job in" and Cancel.
    await user.tab();
    await user.tab();
    await user.tab();
    const submit = within(dialog).getByRole('button', { name: 'Add job' });
    expect(submit).toHaveFocus();
    await user.keyboard('{Enter}');

    const pending = await within(dialog).findByRole('button', { name: 'Reading the job…' });
    expect(pending).toHaveFocus();
    expect(pending).toBeEnabled();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));

    answer(HttpResponse.json({ error: { code: 'NOT_FOUND', message } }, { status: 404 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(field).toHaveFocus());
    expect(bodies).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Add job' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the field’s own words, tied to the field, not the request’s "Invalid body url" prefix', async () => {
    fakeServer({ jobs: jobsFixture(1) });
    const clean = addJobByLinkMessages.tooLong;
    answerLinks(() =>
      HttpResponse.json(
        { error: { code: 'VALIDATION_ERROR', message: `Invalid body url: ${clean}`, details: [{ path: 'url', message: clean }] } },
        { status: 400 },
      ),
    );
    renderDashboard();
    const user = userEvent.setup();
    const { dialog, field } = await openDialog(user);
    expect(field).toHaveAccessibleDescription('For example https://boards.greenhouse.io/company/jobs/123');
    await user.type(field, 'https://boards.greenhouse.io/acme/jobs/1?x=1{Enter}');

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(clean);
    expect(alert).not.toHaveTextContent(/Invalid body/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${clean} For example https://boards.greenhouse.io/company/jobs/123`);
  });

  it('says an empty field needs a link without asking the server', async () => {
    const server = fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    const { dialog, field } = await openDialog(user);
    await user.type(field, '   {Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(addJobByLinkMessages.notALink);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
    // Typing a link clears it.
    await user.type(field, 'h');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends the message with one full stop when the company’s name ends in one', async () => {
    fakeServer({ jobs: jobsFixture(1) });
    const job = jobFixture({ id: 'job-session-link-1', sessionId: 'session-link-1', title: 'Robotics Engineer', company: 'Acme Robotics, Inc.' });
    answerLinks(() => HttpResponse.json({ outcome: 'saved', job, added: true } satisfies AddJobByLinkResponse, { status: 201 }));
    renderDashboard();
    const user = userEvent.setup();
    const { field } = await openDialog(user);
    await user.type(field, 'https://boards.greenhouse.io/acmerobotics/jobs/4012345{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(/^Saved "Robotics Engineer" at Acme Robotics, Inc\.$/);
  });
});
