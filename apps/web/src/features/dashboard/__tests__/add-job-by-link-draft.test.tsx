import { addJobByLinkMessages, type AddJobByLinkResponse } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '@/test/api-server';
import { fakeServer, jobsFixture, pageDraftFixture, renderDashboard } from './fixtures';
import { answerLinks, openDialog } from './add-job-by-link-dialog';

const careersLink = 'https://careers.example.com/jobs/frontend-engineer';
const incomplete = addJobByLinkMessages.incompletePosting('the company');

/** Opens the dialog and pastes a careers page's link the server cannot read fully: the form it answers with. */
async function openDraft(user: ReturnType<typeof userEvent.setup>) {
  const { dialog, field } = await openDialog(user);
  await user.type(field, `${careersLink}{Enter}`);
  const form = await within(dialog).findByRole('form', { name: "Check the job's details" });
  return { dialog, form };
}

describe('finishing a job its page did not describe fully', () => {
  it('shows the form filled with what the page stated, the reason, and the page’s address, focus on the first empty required field', async () => {
    const server = fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    const { dialog, form } = await openDraft(user);

    expect(within(dialog).getByRole('heading', { name: "Check the job's details" })).toBeInTheDocument();
    // The reason is a notice, not an error.
    expect(within(form).getByRole('status')).toHaveTextContent(incomplete);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(form).toHaveAccessibleDescription(incomplete);
    const page = within(form).getByRole('link', { name: `${careersLink} (opens in a new tab)` });
    expect(page).toHaveAttribute('href', careersLink);
    expect(page).toHaveAttribute('target', '_blank');
    expect(page).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(form).queryByRole('textbox', { name: 'Job link' })).not.toBeInTheDocument();

    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue(pageDraftFixture.title);
    expect(within(form).getByRole('textbox', { name: 'Title' })).toBeRequired();
    const company = within(form).getByRole('textbox', { name: 'Company' });
    expect(company).toHaveValue('');
    expect(company).toBeRequired();
    await waitFor(() => expect(company).toHaveFocus());
    expect(within(form).getByRole('textbox', { name: 'Location' })).toHaveValue(pageDraftFixture.location);
    const salary = within(form).getByRole('textbox', { name: 'Salary' });
    expect(salary).toHaveValue(pageDraftFixture.salary);
    expect(salary).toHaveAccessibleDescription('As the page states it, e.g. €70,000 – €85,000 a year');
    const description = within(form).getByRole('textbox', { name: 'Description' });
    expect(description.tagName).toBe('TEXTAREA');
    expect(description).toHaveValue(pageDraftFixture.description);
    // Nothing was saved.
    expect(server.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/jobs/from-link']);
  });

  it('focuses the form’s heading when the page named the title and the company', async () => {
    fakeServer({ jobs: jobsFixture(1) });
    const reason = addJobByLinkMessages.pageFailed('timed out after 10 s');
    answerLinks(() =>
      HttpResponse.json({
        outcome: 'draft',
        draft: { url: careersLink, ...pageDraftFixture, company: 'Example Robotics' },
        reason,
      } satisfies AddJobByLinkResponse),
    );
    renderDashboard();
    const user = userEvent.setup();
    const { dialog, form } = await openDraft(user);

    await waitFor(() => expect(within(dialog).getByRole('heading', { name: "Check the job's details" })).toHaveFocus());
    expect(within(form).getByRole('status')).toHaveTextContent(reason);
    expect(within(form).getByRole('textbox', { name: 'Company' })).toHaveValue('Example Robotics');
  });

  it('refuses an empty title and company in the browser, at each field, without a request', async () => {
    const server = fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    const { form } = await openDraft(user);
    const title = within(form).getByRole('textbox', { name: 'Title' });
    const company = within(form).getByRole('textbox', { name: 'Company' });
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(within(form).getByRole('button', { name: 'Save job' }));

    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Enter the job title');
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('Enter the company');
    // The first refused field takes focus.
    expect(title).toHaveFocus();
    expect(server.requests.filter((request) => request.path === '/api/jobs/typed-in')).toEqual([]);

    // Typing in a field takes its refusal away.
    await user.type(title, 'Frontend Engineer');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).not.toHaveAccessibleDescription();
    expect(company).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the finished job with POST /api/jobs/typed-in, closes, says so and lists it, from the keyboard', async () => {
    const server = fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Add a job by link' });
    const { form } = await openDraft(user);
    const company = within(form).getByRole('textbox', { name: 'Company' });
    await waitFor(() => expect(company).toHaveFocus());
    await user.keyboard('  Example Robotics ');
    const location = within(form).getByRole('textbox', { name: 'Location' });
    await user.tab();
    expect(location).toHaveFocus();
    await user.clear(location);
    await user.keyboard('Remote, Europe');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    const save = within(form).getByRole('button', { name: 'Save job' });
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');

    // The form's own notice is a status too: the dialog goes first.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Saved "Frontend Engineer" at Example Robotics.');
    expect(await screen.findByRole('heading', { level: 3, name: 'Frontend Engineer' })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/jobs/from-link', body: { url: careersLink } }),
      expect.objectContaining({
        path: '/api/jobs/typed-in',
        body: { url: careersLink, ...pageDraftFixture, company: 'Example Robotics', location: 'Remote, Europe' },
      }),
    ]);
    expect(opener).toHaveFocus();
  });

  it('shows the server’s refusal at its field, and any other failure above the form', async () => {
    fakeServer({ jobs: jobsFixture(1) });
    const refusal = 'Too big: expected string to have <=100 characters';
    let answer = () =>
      HttpResponse.json(
        { error: { code: 'VALIDATION_ERROR', message: `Invalid body salary: ${refusal}`, details: [{ path: 'salary', message: refusal }] } },
        { status: 400 },
      );
    apiServer.use(http.post('*/api/jobs/typed-in', () => answer()));
    renderDashboard();
    const user = userEvent.setup();
    const { dialog, form } = await openDraft(user);
    await user.type(within(form).getByRole('textbox', { name: 'Company' }), 'Example Robotics');
    await user.click(within(form).getByRole('button', { name: 'Save job' }));

    const salary = within(form).getByRole('textbox', { name: 'Salary' });
    await waitFor(() => expect(salary).toHaveAttribute('aria-invalid', 'true'));
    expect(salary).toHaveAccessibleDescription(`${refusal} As the page states it, e.g. €70,000 – €85,000 a year`);
    expect(salary).toHaveFocus();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    answer = () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'The database is not answering' } }, { status: 500 });
    await user.click(within(form).getByRole('button', { name: 'Save job' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The database is not answering');
    expect(salary).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('dialog', { name: 'Add a job' })).toBeInTheDocument();
  });

  it('goes Back to the link field, the address still in it; the same link again shows the draft without reading the page twice', async () => {
    const server = fakeServer({ jobs: jobsFixture(1) });
    renderDashboard();
    const user = userEvent.setup();
    const { dialog, form } = await openDraft(user);
    await user.click(within(form).getByRole('button', { name: 'Back' }));

    const field = await within(dialog).findByRole('textbox', { name: 'Job link' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue(careersLink);
    expect(within(dialog).queryByRole('form', { name: "Check the job's details" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add job' })).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('form', { name: "Check the job's details" })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path === '/api/jobs/from-link')).toHaveLength(1);
  });
});
