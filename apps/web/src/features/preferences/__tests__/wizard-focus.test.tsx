import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { goToStep, openWizard, preferencesFixture, preferencesPath, resumesPath, userId, wizardRoutes } from './fixtures';

vi.mock('../lib/fire-confetti', () => ({ fireConfetti: vi.fn(async () => undefined) }));

const saved = preferencesFixture({ titles: ['Engineer'] });
const cronSaved = preferencesFixture({
  titles: ['Engineer'],
  searchSchedule: { ...saved.searchSchedule, enabled: true, frequency: 'Custom', customSchedule: '0 9 * * *' },
});

beforeEach(async () => {
  await signedInAs({ id: userId });
});

describe('focus when the wizard closes', () => {
  it('goes back to the Job Preferences button after Escape', async () => {
    mockFetch(wizardRoutes({ saved }));
    const user = userEvent.setup();
    await openWizard(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Job Preferences' })).toHaveFocus();
  });

  it('goes back to the Job Preferences button after the × button', async () => {
    mockFetch(wizardRoutes({ saved }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await user.click(within(wizard).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Job Preferences' })).toHaveFocus();
  });

  it('goes back to the Job Preferences button after the success dialog closes', async () => {
    mockFetch(wizardRoutes({ saved }));
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Review');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    const success = await screen.findByRole('dialog', { name: 'Preferences Saved! 🎉' });
    await user.click(within(success).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Job Preferences' })).toHaveFocus();
  });
});

describe('focus and placement of a failed Finish', () => {
  it('moves focus to the error after a failed save', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockFetch({
      ...wizardRoutes({ saved }),
      [`PUT ${preferencesPath}`]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500),
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Review');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    const error = await within(wizard).findByRole('alert');
    expect(error).toHaveTextContent('Error saving preferences.');
    expect(error).toHaveFocus();
  });

  it('shows a refused cron expression under its field on Search Schedule, from the error details', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const reason = 'Invalid cron expression: hour "25" must be between 0 and 23';
    mockFetch({
      ...wizardRoutes({ saved: cronSaved }),
      [`PUT ${preferencesPath}`]: () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: `Invalid body searchSchedule.customSchedule: ${reason}`,
              details: [{ path: 'searchSchedule.customSchedule', message: reason }],
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Review');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));

    await within(wizard).findByRole('heading', { name: 'Search Schedule', level: 3 });
    const cron = await within(wizard).findByLabelText('Cron Expression');
    const alerts = within(wizard).getAllByRole('alert');
    const cronError = alerts.find((element) => element.textContent === reason);
    expect(cronError).toBeDefined();
    expect(cronError).toHaveFocus();
    expect(cron).toHaveAttribute('aria-invalid', 'true');
    expect(cron.getAttribute('aria-describedby')).toContain(cronError!.id);
    expect(alerts.some((element) => element.textContent === 'Error saving preferences.')).toBe(true);
    expect(within(wizard).queryByText(/Invalid body/)).not.toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Failed to save preferences. Please try again.');

    // Coming back to the step later does not pull focus to the error again.
    await goToStep(user, 'Review');
    await goToStep(user, 'Search Schedule');
    expect(within(wizard).getByRole('heading', { name: 'Search Schedule', level: 3 })).toHaveFocus();
  });

  it('goes to Upload Resume, error focused, when the upload fails', async () => {
    mockFetch({
      ...wizardRoutes({ saved }),
      [`POST ${resumesPath}`]: () =>
        jsonResponse({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file' } }, 415),
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await user.upload(within(wizard).getByLabelText('Upload resume'), new File(['%PDF-1.4\n%%EOF\n'], 'ada.pdf', { type: 'application/pdf' }));
    await within(wizard).findByText('ada.pdf');
    await goToStep(user, 'Review');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    const error = await within(wizard).findByRole('alert');
    expect(error).toHaveTextContent('Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file');
    expect(within(wizard).getByRole('heading', { name: 'Upload Resume', level: 3 })).toBeInTheDocument();
    expect(error).toHaveFocus();

    // Once the refused file is removed, the message about it goes too.
    await user.click(within(wizard).getByRole('button', { name: 'Remove' }));
    expect(within(wizard).queryByText('Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file')).not.toBeInTheDocument();
  });
});
