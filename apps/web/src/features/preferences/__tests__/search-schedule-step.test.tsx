import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { notificationSettingsMessages } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { SearchScheduleStep } from '../components/search-schedule-step';
import { timeZoneOptions, timeZones } from '../lib/time-zones';
import { toWizardPreferences } from '../lib/wizard-state';
import { preferencesFixture } from './fixtures';

function Harness({ guest = false }: { guest?: boolean }) {
  const [preferences, setPreferences] = useState(toWizardPreferences(preferencesFixture()));
  return (
    <>
      <SearchScheduleStep
        preferences={preferences}
        onChange={(patch) => setPreferences((current) => ({ ...current, ...patch }))}
        disabled={false}
        guest={guest}
      />
      <output data-testid="custom-schedule">{preferences.searchSchedule.customSchedule}</output>
    </>
  );
}

const customSchedule = () => screen.getByTestId('custom-schedule').textContent;
const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const optionTexts = (element: HTMLSelectElement) => Array.from(element.options, (option) => option.text);

describe('SearchScheduleStep', () => {
  it('shows the schedule fields only while the automated search is enabled, with an Active/Inactive badge', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByLabelText('Search Frequency')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Enable Automated Job Search' }));
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(select('Search Frequency').value).toBe('Daily');
    expect(optionTexts(select('Search Frequency'))).toEqual(['Daily', 'Weekly', 'Monthly', 'Custom']);
    await user.click(screen.getByRole('checkbox', { name: 'Enable Automated Job Search' }));
    expect(screen.queryByLabelText('Search Frequency')).not.toBeInTheDocument();
  });

  it('offers times every 30 minutes in 12-hour format', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Enable Automated Job Search' }));
    const time = select('Time');
    expect(time.value).toBe('09:00');
    expect(time.options).toHaveLength(48);
    expect(optionTexts(time).slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    expect(optionTexts(time).at(-1)).toBe('11:30 PM');
    await user.selectOptions(time, '7:30 PM');
    expect(customSchedule()).toBe('19:30');
  });

  it('resets the schedule on a frequency change and keeps the other part when the day or time changes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Enable Automated Job Search' }));
    await user.selectOptions(select('Time'), '7:30 PM');

    await user.selectOptions(select('Search Frequency'), 'Weekly');
    expect(customSchedule()).toBe('1,09:00');
    expect(select('Day of Week').selectedOptions[0]?.text).toBe('Monday');
    expect(optionTexts(select('Day of Week'))).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    await user.selectOptions(select('Time'), '6:30 PM');
    expect(customSchedule()).toBe('1,18:30');
    await user.selectOptions(select('Day of Week'), 'Saturday');
    expect(customSchedule()).toBe('6,18:30');

    await user.selectOptions(select('Search Frequency'), 'Monthly');
    expect(customSchedule()).toBe('1,09:00');
    expect(select('Day of Month').options).toHaveLength(31);
    await user.selectOptions(select('Day of Month'), '31');
    expect(customSchedule()).toBe('31,09:00');

    await user.selectOptions(select('Search Frequency'), 'Custom');
    // The cron check's code comes once Custom is picked.
    const cron = await screen.findByLabelText('Cron Expression');
    expect(cron).toHaveValue('* * * * *');
    expect(cron).toHaveAccessibleDescription(expect.stringContaining('Format: minute hour day-of-month month day-of-week'));
    await user.clear(cron);
    await user.type(cron, '0 9 * * 1-5');
    expect(customSchedule()).toBe('0 9 * * 1-5');

    await user.selectOptions(select('Search Frequency'), 'Daily');
    expect(customSchedule()).toBe('09:00');
  });

  it('shows and hides the advanced options: notification type, quiet hours and time zone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Enable Automated Job Search' }));
    const show = screen.getByRole('button', { name: 'Show Advanced Options' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Notification Type')).not.toBeInTheDocument();
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide Advanced Options' })).toHaveAttribute('aria-expanded', 'true');
    expect(optionTexts(select('Notification Type'))).toEqual(['Email Only', 'Push Notification', 'Email & Push', 'None']);
    const quietHours = screen.getByRole('group', { name: 'Quiet Hours' });
    expect((within(quietHours).getByLabelText('Start') as HTMLSelectElement).selectedOptions[0]?.text).toBe('10:00 PM');
    expect((within(quietHours).getByLabelText('End') as HTMLSelectElement).selectedOptions[0]?.text).toBe('8:00 AM');
    const zones = Array.from(select('Timezone').options, (option) => option.value);
    expect(zones).toEqual(expect.arrayContaining(timeZones.map((zone) => zone.value)));
    await user.click(screen.getByRole('button', { name: 'Hide Advanced Options' }));
    expect(screen.queryByLabelText('Notification Type')).not.toBeInTheDocument();
  });
});

describe('SearchScheduleStep for a guest', () => {
  it('says an emailing notification type cannot email a guest yet, and stops saying it for Push or None', async () => {
    const user = userEvent.setup();
    render(<Harness guest />);
    await user.click(screen.getByRole('checkbox', { name: 'Enable Automated Job Search' }));
    expect(screen.getByRole('note')).toHaveTextContent(notificationSettingsMessages.guestEmailSchedule);
    await user.click(screen.getByRole('button', { name: 'Show Advanced Options' }));
    await user.selectOptions(select('Notification Type'), 'Push');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.selectOptions(select('Notification Type'), 'Both');
    expect(screen.getByRole('note')).toBeInTheDocument();
  });

  it('says nothing of it to an account with an email address', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Enable Automated Job Search' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('timeZoneOptions', () => {
  it('lists 17 zones and adds the browser zone and the saved zone when missing', () => {
    expect(timeZones).toHaveLength(17);
    expect(timeZoneOptions('Europe/Berlin', 'Europe/Berlin')).toHaveLength(17);
    const withBrowser = timeZoneOptions('Europe/Berlin', 'America/Sao_Paulo').map((option) => option.value);
    expect(withBrowser).toHaveLength(18);
    expect(withBrowser.at(-1)).toBe('America/Sao_Paulo');
    expect(
      timeZoneOptions('UTC', 'America/Sao_Paulo')
        .map((option) => option.value)
        .slice(-2),
    ).toEqual(['America/Sao_Paulo', 'UTC']);
  });
});
