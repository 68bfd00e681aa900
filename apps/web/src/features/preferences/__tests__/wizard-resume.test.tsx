import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { goToStep, openWizard, preferencesFixture, resumeFixture, resumesPath, userId, wizardRoutes } from './fixtures';
import { resumeList } from '@/test/resume-list';

vi.mock('../lib/fire-confetti', () => ({ fireConfetti: vi.fn(async () => undefined) }));

const saved = preferencesFixture({ titles: ['Engineer', 'Architect'] });
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'ada.pdf', { type: 'application/pdf' });

beforeEach(async () => {
  await signedInAs({ id: userId });
});

async function finish(user: UserEvent, wizard: HTMLElement) {
  await goToStep(user, 'Review');
  await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
}

const uploads = (requests: MockRequest[]) => requests.filter((request) => request.method === 'POST' && request.path === resumesPath);
const puts = (requests: MockRequest[]) => requests.filter((request) => request.method === 'PUT' && request.path.endsWith('/preferences'));

describe('Upload Resume step', () => {
  it('shows the default resume with View and Use Default, and the review names it on file or chosen', async () => {
    const older = resumeFixture({ id: 'resume-0', title: 'old.pdf' });
    mockFetch(wizardRoutes({ saved, resumes: [resumeFixture(), older] }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    expect(await within(wizard).findByText('ada-lovelace.pdf')).toBeInTheDocument();
    expect(within(wizard).queryByText('old.pdf')).not.toBeInTheDocument();
    const view = within(wizard).getByRole('link', { name: /^View/ });
    expect(view).toHaveTextContent(/^View \(opens in a new tab\)$/);
    expect(view).toHaveAttribute('href', '/api/resumes/resume-1/file');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view.getAttribute('rel')).toContain('noopener');

    // A resume on file is not "No resume uploaded", even before Use Default is clicked.
    await goToStep(user, 'Review');
    expect(within(wizard).getByText('ada-lovelace.pdf (on file)')).toBeInTheDocument();
    expect(within(wizard).queryByText('No resume uploaded')).not.toBeInTheDocument();
    await goToStep(user, 'Upload Resume');
    expect(within(wizard).getByRole('button', { name: 'Use Default' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(wizard).getByRole('button', { name: 'Use Default' }));
    expect(within(wizard).getByRole('button', { name: 'Using Default' })).toHaveAttribute('aria-pressed', 'true');
    await goToStep(user, 'Review');
    expect(within(wizard).getByText('ada-lovelace.pdf (default resume)')).toBeInTheDocument();
  });

  it('links to the check page in words that say where it goes, and says apart whether the resume was checked', async () => {
    mockFetch(wizardRoutes({ saved, resumes: [resumeFixture({ structureConfirmedAt: '2026-11-20T10:00:00.000Z' })] }));
    const wizard = await openWizard(userEvent.setup());
    const review = await within(wizard).findByRole('link', { name: /^Review what Seeker read/ });
    expect(review).toHaveTextContent(/^Review what Seeker read \(opens in a new tab\)$/);
    expect(review).toHaveAttribute('href', expect.stringContaining('resume-1'));
    expect(within(wizard).getByText(/· checked by you$/)).toBeInTheDocument();
    expect(within(wizard).queryByRole('link', { name: /^Checked/ })).not.toBeInTheDocument();
  });

  it.each([
    [[], /^You have no resume on file yet\./, false],
    [[resumeFixture()], /^Seeker has read your resume, ada-lovelace\.pdf\. Check what it read/, true],
    [[resumeFixture({ structureConfirmedAt: '2026-11-20T10:00:00.000Z' })], /^Your resume, ada-lovelace\.pdf, is checked/, false],
  ])('says on "Preferences Saved!" what became of the resume (%#)', async (resumes, said, offersCheck) => {
    mockFetch(wizardRoutes({ saved, resumes }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await within(wizard).findByText(resumes.length ? 'ada-lovelace.pdf' : 'You have not uploaded a resume yet.');
    await finish(user, wizard);
    const success = await screen.findByRole('dialog', { name: 'Preferences Saved! 🎉' });
    expect(await within(success).findByText(said)).toBeInTheDocument();
    const check = within(success).queryByRole('link', { name: 'Check what Seeker read' });
    expect(check !== null).toBe(offersCheck);
    if (!check) return;
    expect(check).toHaveAttribute('href', '/resumes/resume-1/check');
    await user.click(check);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preferences Saved! 🎉' })).not.toBeInTheDocument());
  });

  it('flags a default resume without readable text', async () => {
    mockFetch(wizardRoutes({ saved, resumes: [resumeFixture({ hasText: false, textLength: 0 })] }));
    const wizard = await openWizard(userEvent.setup());
    expect(await within(wizard).findByText(/has no readable text/)).toBeInTheDocument();
  });

  it('says Could not fetch resumes. when the list request fails', async () => {
    mockFetch({
      ...wizardRoutes({ saved }),
      [`GET ${resumesPath}`]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    expect(await within(wizard).findByRole('alert')).toHaveTextContent(/^Could not fetch resumes\.Try again$/);
  });

  it('offers Try again after the list request fails, and shows the list once it answers', async () => {
    let fail = true;
    mockFetch({
      ...wizardRoutes({ saved }),
      [`GET ${resumesPath}`]: () =>
        fail ? jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500) : jsonResponse(resumeList([resumeFixture()])),
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    const error = await within(wizard).findByRole('alert');
    expect(error).toHaveTextContent('Could not fetch resumes.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await within(wizard).findByTestId('default-resume-title')).toHaveTextContent('ada-lovelace.pdf');
    expect(within(wizard).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Error fetching resumes. when the list request throws', async () => {
    mockFetch({
      ...wizardRoutes({ saved }),
      [`GET ${resumesPath}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const wizard = await openWizard(userEvent.setup());
    expect(await within(wizard).findByRole('alert')).toHaveTextContent(/^Error fetching resumes\.Try again$/);
  });

  it('checks the chosen file at once: type and size, with the exact messages', async () => {
    mockFetch(wizardRoutes({ saved }));
    const user = userEvent.setup({ applyAccept: false });
    const wizard = await openWizard(user);
    const input = within(wizard).getByLabelText('Upload resume');
    expect(input).toHaveAttribute('accept', '.pdf,.docx,.doc,.odt,.rtf,.txt,.png,.jpg,.jpeg');

    await user.upload(input, new File(['MZ this program'], 'setup.pdf', { type: 'application/pdf' }));
    expect(await within(wizard).findByRole('alert')).toHaveTextContent(/^Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file$/);
    await user.upload(input, new File(['MZ'], 'setup.exe'));
    expect(within(wizard).getByRole('alert')).toHaveTextContent(/^Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file$/);

    const big = pdf();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    await waitFor(() => expect(within(wizard).getByRole('alert')).toHaveTextContent(/^File size must be less than 10MB$/));
    expect(within(wizard).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await user.upload(input, pdf());
    await waitFor(() => expect(within(wizard).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(wizard).getByText('ada.pdf')).toBeInTheDocument();
    await user.click(within(wizard).getByRole('button', { name: 'Remove' }));
    expect(within(wizard).queryByText('ada.pdf')).not.toBeInTheDocument();
    await goToStep(user, 'Review');
    expect(within(wizard).getByText('No resume uploaded')).toBeInTheDocument();
  });

  it('takes a file dropped on the upload area, with the same checks', async () => {
    mockFetch(wizardRoutes({ saved }));
    const wizard = await openWizard(userEvent.setup());
    const area = within(wizard).getByText('Drag and drop your resume here, or click to browse');
    fireEvent.drop(area, { dataTransfer: { files: [new File(['MZ'], 'setup.docx')] } });
    expect(await within(wizard).findByRole('alert')).toHaveTextContent(/^Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file$/);
    fireEvent.drop(area, { dataTransfer: { files: [new File(['Ada Lovelace'], 'cv.txt', { type: 'text/plain' })] } });
    expect(await within(wizard).findByText('cv.txt')).toBeInTheDocument();
    expect(within(wizard).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uploads the chosen file on Finish, before saving, with its name and the roles as metadata', async () => {
    const { requests } = mockFetch({
      ...wizardRoutes({ saved }),
      [`POST ${resumesPath}`]: () => jsonResponse(resumeFixture({ id: 'new', title: 'ada.pdf' }), 201),
    });
    const user = userEvent.setup();
    // What the form is given: the multipart round trip through Node's fetch drops a jsdom File's name.
    const append = vi.spyOn(FormData.prototype, 'append');
    const wizard = await openWizard(user);
    await user.upload(within(wizard).getByLabelText('Upload resume'), pdf());
    await within(wizard).findByText('ada.pdf');
    await goToStep(user, 'Review');
    expect(within(wizard).getByText('ada.pdf (new upload)')).toBeInTheDocument();
    await finish(user, wizard);
    await screen.findByRole('dialog', { name: 'Preferences Saved! 🎉' });

    const [upload] = uploads(requests);
    const form = upload?.body as FormData;
    expect([...form.keys()]).toEqual(['metadata', 'file']);
    expect(JSON.parse(String(form.get('metadata')))).toEqual({ title: 'ada.pdf', keywords: ['Engineer', 'Architect'] });
    expect(append).toHaveBeenCalledWith('file', expect.objectContaining({ name: 'ada.pdf' }), 'ada.pdf');
    expect((form.get('file') as File).type).toBe('application/pdf');
    // The upload the review named is made primary, then the preferences are saved.
    const primary = requests.findIndex((request) => request.path.endsWith('/primary-resume'));
    expect(requests[primary]?.body).toEqual({ resumeId: 'new' });
    expect(primary).toBeGreaterThan(requests.indexOf(upload!));
    expect(requests.findIndex((request) => request.path.endsWith('/preferences') && request.method === 'PUT')).toBeGreaterThan(primary);
  });

  it.each([
    [
      'the server refuses the file',
      () =>
        jsonResponse({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file' } }, 415),
      'Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file',
    ],
    ['the server answers without a reason', () => new Response('Bad gateway', { status: 502 }), 'Failed to upload resume. Please try again.'],
    [
      'the upload throws',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Error uploading resume. Please check your connection and try again.',
    ],
  ])('when %s, shows the message and does not save', async (_case, answer, message) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = mockFetch({ ...wizardRoutes({ saved }), [`POST ${resumesPath}`]: answer });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await user.upload(within(wizard).getByLabelText('Upload resume'), pdf());
    await within(wizard).findByText('ada.pdf');
    await finish(user, wizard);
    expect(await within(wizard).findByRole('alert')).toHaveTextContent(message);
    expect(puts(requests)).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Job Preferences' })).toBeInTheDocument();
  });

  it('does not upload twice when the save fails after the upload went through', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let failSave = true;
    const { requests } = mockFetch({
      ...wizardRoutes({ saved }),
      [`POST ${resumesPath}`]: () => jsonResponse(resumeFixture({ id: 'new', title: 'ada.pdf' }), 201),
      [`PUT /api/users/${userId}/preferences`]: (request) =>
        failSave ? jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500) : jsonResponse({ saved: true, preferences: request.body }),
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await user.upload(within(wizard).getByLabelText('Upload resume'), pdf());
    await within(wizard).findByText('ada.pdf');
    await finish(user, wizard);
    expect(await within(wizard).findByRole('alert')).toHaveTextContent('Error saving preferences.');
    failSave = false;
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    await screen.findByRole('dialog', { name: 'Preferences Saved! 🎉' });
    expect(uploads(requests)).toHaveLength(1);
  });
});
