import { screen, within } from '@testing-library/react';
import { renderWithProviders as render } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { ReviewStep } from '../components/review-step';
import { SearchScheduleStep } from '../components/search-schedule-step';
import { toWizardPreferences } from '../lib/wizard-state';
import { goToStep, openWizard, preferencesFixture, preferencesPath, userId, wizardRoutes } from './fixtures';

vi.mock('../lib/fire-confetti', () => ({ fireConfetti: vi.fn(async () => undefined) }));

const warning = /^Names times less than an hour apart: Seeker runs a Custom search at most once an hour/;
const hourError = 'Invalid cron expression: hour "25" must be between 0 and 23';

function customPreferences(customSchedule: string) {
  const base = preferencesFixture();
  return toWizardPreferences({ ...base, searchSchedule: { ...base.searchSchedule, enabled: true, frequency: 'Custom', customSchedule } });
}

function Harness() {
  const [preferences, setPreferences] = useState(customPreferences('* * * * *'));
  return (
    <>
      <SearchScheduleStep preferences={preferences} onChange={(patch) => setPreferences((current) => ({ ...current, ...patch }))} disabled={false} />
      <button type="button">Elsewhere</button>
    </>
  );
}

function scheduleRow() {
  return screen.getByText('Schedule', { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('the Custom cron field', () => {
  it('spells the expression out in plain words, warns when it runs more than hourly, and is described by both', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const cron = await screen.findByLabelText('Cron Expression');
    expect(await screen.findByText('Every minute')).toBeInTheDocument();
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(cron).toHaveAccessibleDescription(
      /Format: minute hour day-of-month month day-of-week.*Every minute.*Seeker runs a Custom search at most once an hour/,
    );

    await user.clear(cron);
    await user.type(cron, '0 9 * * 1-5');
    expect(await screen.findByText('At 09:00 AM, Monday through Friday')).toBeInTheDocument();
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error instead of a description once the field is left invalid, and clears it as soon as the value is valid', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const cron = await screen.findByLabelText('Cron Expression');
    await screen.findByText('Every minute');
    await user.clear(cron);
    await user.type(cron, '0 25 * * *');
    // Still typing: no error yet, and no description of an invalid expression either.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cron-meaning')).not.toBeInTheDocument();

    await user.tab();
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent(hourError);
    expect(cron).toHaveAttribute('aria-invalid', 'true');
    expect(cron.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByTestId('cron-meaning')).not.toBeInTheDocument();

    await user.clear(cron);
    expect(screen.getByRole('alert')).toHaveTextContent('Cron expression must have five fields');
    await user.type(cron, '0 9 * * *');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cron).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByText('At 09:00 AM')).toBeInTheDocument();
  });
});

describe('the Review step with a Custom cron', () => {
  it('adds the plain words and the more-than-hourly warning under the expression', async () => {
    render(<ReviewStep preferences={customPreferences('*/15 * * * *')} resume={null} />);
    expect(within(scheduleRow()).getByText('Custom (cron): */15 * * * *')).toBeInTheDocument();
    expect(await within(scheduleRow()).findByText('Every 15 minutes')).toBeInTheDocument();
    expect(within(scheduleRow()).getByText(warning)).toBeInTheDocument();
  });

  it('shows no warning for a schedule at most hourly', async () => {
    render(<ReviewStep preferences={customPreferences('0 9 * * 1-5')} resume={null} />);
    expect(await within(scheduleRow()).findByText('At 09:00 AM, Monday through Friday')).toBeInTheDocument();
    expect(within(scheduleRow()).queryByText(warning)).not.toBeInTheDocument();
  });

  it('shows why an invalid expression is invalid, instead of a description', async () => {
    render(<ReviewStep preferences={customPreferences('0 25 * * *')} resume={null} />);
    expect(within(scheduleRow()).getByText('Custom (cron): 0 25 * * *')).toBeInTheDocument();
    expect(within(scheduleRow()).getByText(hourError)).toBeInTheDocument();
    expect(within(scheduleRow()).queryByTestId('cron-meaning')).not.toBeInTheDocument();
  });
});

describe('a cron expression the server refused', () => {
  beforeEach(async () => {
    await signedInAs({ id: userId });
  });

  it('loses its error, under the field and in the wizard, once the expression is fixed', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const saved = preferencesFixture({ titles: ['Engineer'] });
    const cronSaved = {
      ...saved,
      searchSchedule: { ...saved.searchSchedule, enabled: true, frequency: 'Custom' as const, customSchedule: '0 9 * * *' },
    };
    mockFetch({
      ...wizardRoutes({ saved: cronSaved }),
      [`PUT ${preferencesPath}`]: () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: `Invalid body searchSchedule.customSchedule: ${hourError}`,
              details: [{ path: 'searchSchedule.customSchedule', message: hourError }],
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
    expect(
      within(wizard)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(expect.arrayContaining(['Error saving preferences.', hourError]));

    await user.clear(cron);
    // Half-way through the fix, the field's own check speaks; the save error about the old value is gone.
    expect(
      within(wizard)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Cron expression must have five fields: minute hour day-of-month month day-of-week']);
    await user.type(cron, '30 8 * * 1');
    expect(within(wizard).queryByRole('alert')).not.toBeInTheDocument();
    expect(cron).not.toHaveAttribute('aria-invalid');
    expect(await within(wizard).findByText('At 08:30 AM, only on Monday')).toBeInTheDocument();
  });
});
