import { resumeMessages } from '@seeker/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRequest } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { openWizard, preferencesFixture, resumeFixture, resumesPath, userId, wizardRoutes } from './fixtures';

vi.mock('../lib/fire-confetti', () => ({ fireConfetti: vi.fn(async () => undefined) }));

const saved = preferencesFixture({ titles: ['Engineer'] });
const wrongType = 'Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file';
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'ada.pdf', { type: 'application/pdf' });
const binaryTxt = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00])], 'notes.txt', { type: 'text/plain' });

beforeEach(async () => {
  await signedInAs({ id: userId });
});

const uploads = (requests: MockRequest[]) => requests.filter((request) => request.method === 'POST' && request.path === resumesPath);

describe('the upload step reads the first bytes of the chosen file', () => {
  it.each([
    ['a .txt that is binary', binaryTxt, resumeMessages.notText],
    ['an empty file', () => new File([], 'cv.txt', { type: 'text/plain' }), resumeMessages.empty],
    ['a .pdf without %PDF-', () => new File(['<html>not a pdf</html>'], 'cv.pdf', { type: 'application/pdf' }), wrongType],
    ['a .docx that is not a zip', () => new File(['%PDF-1.4\n'], 'cv.docx'), wrongType],
  ])('refuses %s at once, with its message, and keeps nothing to upload', async (_case, file, message) => {
    const { requests } = mockFetch(wizardRoutes({ saved }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await user.upload(within(wizard).getByLabelText('Upload resume'), file());
    expect(await within(wizard).findByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace(/[.()]/g, '\\$&')}$`));
    expect(within(wizard).queryByTestId('chosen-resume-name')).not.toBeInTheDocument();
    expect(uploads(requests)).toHaveLength(0);
  });

  it('words the refusals clearly', () => {
    expect(resumeMessages.empty).toMatch(/^The file is empty\./);
    expect(resumeMessages.notText).toMatch(/not plain text/);
  });
});

describe('an upload error clears once its cause is gone', () => {
  it('after Remove: the refused file and the chosen one both go', async () => {
    mockFetch(wizardRoutes({ saved }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    const input = within(wizard).getByLabelText('Upload resume');
    await user.upload(input, pdf());
    await within(wizard).findByText('ada.pdf');
    await user.upload(input, binaryTxt());
    expect(await within(wizard).findByRole('alert')).toHaveTextContent(resumeMessages.notText);
    // The earlier, good file is still the one chosen.
    expect(within(wizard).getByTestId('chosen-resume-name')).toHaveTextContent('ada.pdf');

    await user.click(within(wizard).getByRole('button', { name: 'Remove' }));
    expect(within(wizard).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(wizard).queryByTestId('chosen-resume-name')).not.toBeInTheDocument();
    expect(within(wizard).getByLabelText('Upload resume')).toHaveFocus();
  });

  it('after choosing a good file', async () => {
    mockFetch(wizardRoutes({ saved }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    const input = within(wizard).getByLabelText('Upload resume');
    await user.upload(input, new File([], 'cv.pdf'));
    expect(await within(wizard).findByRole('alert')).toHaveTextContent(resumeMessages.empty);
    await user.upload(input, pdf());
    expect(await within(wizard).findByTestId('chosen-resume-name')).toHaveTextContent('ada.pdf');
    expect(within(wizard).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after choosing the default resume instead', async () => {
    mockFetch(wizardRoutes({ saved, resumes: [resumeFixture()] }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await within(wizard).findByTestId('default-resume-title');
    await user.upload(within(wizard).getByLabelText('Upload resume'), binaryTxt());
    expect(await within(wizard).findByRole('alert')).toHaveTextContent(resumeMessages.notText);
    await user.click(within(wizard).getByRole('button', { name: 'Use Default' }));
    expect(within(wizard).getByRole('button', { name: 'Using Default' })).toBeInTheDocument();
    expect(within(wizard).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Job Preferences' })).toBeInTheDocument();
  });
});
