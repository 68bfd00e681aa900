import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, jobsFixture, renderDashboard } from './fixtures';

describe('adding a job by its link', () => {
  it('saves the job a pasted Greenhouse link names, says so, and lists it, all from the keyboard', async () => {
    const server = fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Add a job by link' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add a job by link' });
    const field = within(dialog).getByRole('textbox', { name: 'Job link' });
    expect(field).toHaveFocus();
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

  it('keeps the dialog open with the server’s reason, the field marked, when the link is not one it reads', async () => {
    fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a job by link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a job by link' });
    const field = within(dialog).getByRole('textbox', { name: 'Job link' });
    await user.type(field, 'https://careers.example.com/jobs/1');
    await user.click(within(dialog).getByRole('button', { name: 'Add job' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/This address is not one of them\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { level: 3, name: 'Robotics Engineer' })).not.toBeInTheDocument();
  });
});
