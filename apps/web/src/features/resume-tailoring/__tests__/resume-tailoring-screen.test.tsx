import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { ResumeTailoringScreen } from '../components/resume-tailoring-screen';
import { fakeApi, user } from './fixtures';

vi.mock('../components/document-viewer/pdf-js-viewer', () => ({ default: () => <p>PDF pages</p> }));
afterEach(() => vi.unstubAllGlobals());

function renderScreen(jobId?: string) {
  return renderWithProviders(
    <MemoryRouter>
      <ResumeTailoringScreen user={user} jobId={jobId} />
    </MemoryRouter>,
  );
}

const tailorButton = () => screen.getByRole('button', { name: /Tailor My Resume|Analyzing/ });

describe('Resume Tailoring screen', () => {
  it('picks the first original resume, says what is missing, and tailors it to a saved job with before → after, changes and suggestions', async () => {
    const api = fakeApi();
    const person = userEvent.setup();
    renderScreen();
    const resumeText = screen.getByRole('textbox', { name: 'Resume' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved resumes' })).toHaveValue('resume-1'));
    expect(resumeText).toBeDisabled();
    expect(resumeText).toHaveAttribute('placeholder', 'Resume content will be processed automatically.');
    expect(screen.getByText('Add job description to continue')).toBeInTheDocument();
    expect(tailorButton()).toBeDisabled();

    await person.click(await screen.findByRole('button', { name: 'Saved Jobs (1)' }));
    await person.click(await screen.findByRole('menuitem', { name: /Platform Engineer/ }));
    expect(screen.getByRole('textbox', { name: 'Job description' })).toHaveValue('Requirements: Kubernetes');
    expect(screen.getByText('Ready to tailor resume')).toBeInTheDocument();
    await person.click(tailorButton());

    expect(await screen.findByText('Resume saved successfully! You can find it in your saved resumes.')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.path === '/api/agents/tailor-resume')!.body as {
      context: Record<string, unknown>;
      session_id: string;
      run_id: string;
    };
    expect(sent.context).toMatchObject({
      user_id: 'user-1',
      firebase_uid: 'user-1',
      task: 'resume_tailoring',
      resume_id: 'resume-1',
      job_id: expect.stringMatching(/^job-/),
      job_title: 'Platform Engineer',
      job_company: 'Globex',
      require_authenticated_urls: true,
    });
    expect(sent.context).not.toHaveProperty('resume_text');
    expect(sent.session_id).toMatch(/^resume-\d+$/);
    expect(screen.getByLabelText('Match score 40 before tailoring, 70 after')).toBeInTheDocument();
    const change = screen.getByRole('heading', { name: 'Named as the posting does, at Acme' }).closest('li')!;
    expect(within(change).getByText('Removed:', { exact: false }).parentElement).toHaveTextContent('• Ran k8s');
    expect(within(change).getByText('Added:', { exact: false }).parentElement).toHaveTextContent('• Ran Kubernetes');
    expect(screen.getByText('The posting requires GraphQL. If you have used it, say where and how in a bullet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download DOCX' })).toHaveAttribute('href', '/api/resumes/resume-9/file?format=docx');
    expect(screen.getByRole('region', { name: 'Resume for Frontend Engineer at Sample Company: document viewer' })).toBeInTheDocument();
  });

  it('switches to manual input, marks the sample resume as a sample, and sends typed text', async () => {
    const api = fakeApi();
    const person = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved resumes' })).toHaveValue('resume-1'));
    await person.click(screen.getByRole('button', { name: 'Switch to manual input' }));
    const resumeText = screen.getByRole('textbox', { name: 'Resume' });
    expect(resumeText).toBeEnabled();
    expect(resumeText).toHaveValue('');
    expect(screen.getByText('Add resume and job description to continue')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Load Sample Resume' }));
    expect(screen.getByText('Sample resume — replace it with yours')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Sample Job' }));
    expect(screen.getByText('Sample job — paste a real posting to apply')).toBeInTheDocument();
    await person.click(tailorButton());
    await screen.findByText('Resume saved successfully! You can find it in your saved resumes.');
    const sent = api.requests.find((request) => request.path === '/api/agents/tailor-resume')!.body as { context: Record<string, unknown> };
    expect(sent.context.resume_text).toMatch(/^Alex Morgan/);
    expect(sent.context).not.toHaveProperty('resume_id');
    expect(sent.context).not.toHaveProperty('job_id');
  });

  it("shows the spec's error text when tailoring fails, with the server's reason when it is one the user can act on", async () => {
    fakeApi({
      'POST /api/agents/tailor-resume': () =>
        jsonResponse(
          {
            error: {
              code: 'RATE_LIMITED',
              message: 'You have started 30 searches, tailorings and cover letters in the last hour. Please try again later.',
            },
          },
          429,
        ),
    });
    const person = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved resumes' })).toHaveValue('resume-1'));
    await person.click(screen.getByRole('button', { name: 'Sample Job' }));
    await person.click(tailorButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error occurred while tailoring resume. Please try again. You have started 30 searches, tailorings and cover letters in the last hour.',
    );
  });

  it('offers the text Seeker read to correct when it could not read the resume reliably, and focuses it', async () => {
    const message =
      'Seeker could not read this resume reliably: it has dated lines but no roles were found under a work-experience heading. Check that each section has its own heading.';
    const api = fakeApi({
      'POST /api/agents/tailor-resume': () => jsonResponse({ error: { code: 'UNREADABLE_RESUME', message } }, 422),
      'GET /api/resumes/resume-1/text': () => jsonResponse({ text: 'Jo Bloggs\nAcme 2019 - 2021', hasText: true }),
    });
    const person = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved resumes' })).toHaveValue('resume-1'));
    await person.click(screen.getByRole('button', { name: 'Sample Job' }));
    await person.click(tailorButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error occurred while tailoring resume. Please try again. ${message}`);
    await person.click(screen.getByRole('button', { name: 'Correct the text Seeker read' }));
    const resumeText = screen.getByRole('textbox', { name: 'Resume' });
    await waitFor(() => expect(resumeText).toHaveValue('Jo Bloggs\nAcme 2019 - 2021'));
    await waitFor(() => expect(resumeText).toHaveFocus());
    expect(resumeText).toBeEnabled();
    expect(api.requests.some((request) => request.path === '/api/resumes/resume-1/text')).toBe(true);
  });

  it('says why a saved resume is not tailored until it is checked, and links to "Check what Seeker read"', async () => {
    const message =
      'Seeker read no roles from this resume, so it is not tailored until you check what Seeker read: add your roles (or confirm you have none), then tailor again.';
    fakeApi({ 'POST /api/agents/tailor-resume': () => jsonResponse({ error: { code: 'RESUME_NOT_CHECKED', message } }, 409) });
    const person = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved resumes' })).toHaveValue('resume-1'));
    await person.click(screen.getByRole('button', { name: 'Sample Job' }));
    await person.click(tailorButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Check what Seeker read before tailoring this resume${message}`);
    // No "Please try again": trying again would be refused again until the resume is checked.
    expect(alert).not.toHaveTextContent('Please try again');
    expect(within(alert).getByRole('link', { name: 'Check what Seeker read' })).toHaveAttribute('href', '/resumes/resume-1/check');
    expect(screen.queryByRole('button', { name: 'Correct the text Seeker read' })).not.toBeInTheDocument();
  });

  it('lists every saved job in the menu, a page at a time', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => createSavedJob({ listingNumber: from + index + 1, title: `Job ${from + index + 1}` }));
    fakeApi({
      [`GET /api/users/user-1/jobs`]: ({ search }) =>
        search?.includes('offset=20')
          ? jsonResponse({ jobs: page(20, 1), total: 21, nextOffset: null })
          : jsonResponse({ jobs: page(0, 20), total: 21, nextOffset: 20 }),
    });
    const person = userEvent.setup();
    renderScreen();
    await person.click(await screen.findByRole('button', { name: 'Saved Jobs (21)' }));
    expect(await screen.findAllByRole('menuitem', { name: /^Job \d+/ })).toHaveLength(20);
    await person.click(screen.getByRole('menuitem', { name: 'Show more (1 more)' }));
    await screen.findByRole('menuitem', { name: /^Job 21/ });
    expect(screen.queryByRole('menuitem', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('asks before deleting a saved resume, and says so when the delete fails', async () => {
    const api = fakeApi({ 'DELETE /api/resumes/resume-1': () => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500) });
    const person = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved resumes' })).toHaveValue('resume-1'));
    await person.click(screen.getByRole('button', { name: 'Delete maya.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this resume?' });
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await person.click(screen.getByRole('button', { name: 'Delete maya.pdf' }));
    await person.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete resume. Please try again.')).toBeInTheDocument();
  });
});
