import { screen } from '@testing-library/react';
import { renderWithProviders as render } from '@/test/render';
import { describe, expect, it } from 'vitest';
import { ReviewStep } from '../components/review-step';
import { toWizardPreferences } from '../lib/wizard-state';
import { preferencesFixture } from './fixtures';

function row(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('ReviewStep', () => {
  it('says None specified for every empty list and No resume uploaded without a resume', () => {
    render(<ReviewStep preferences={toWizardPreferences(preferencesFixture())} resume={null} />);
    for (const term of ['Job Roles', 'Locations', 'Target Companies', 'Required Skills', 'Include Keywords', 'Exclude Keywords']) {
      expect(row(term)).toHaveTextContent(/^None specified$/);
    }
    expect(row('Resume')).toHaveTextContent(/^No resume uploaded$/);
    expect(row('Automated Job Search')).toHaveTextContent('Inactive');
    expect(screen.queryByText('Schedule', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('summarises every choice, with times in 12-hour format', () => {
    const preferences = preferencesFixture({
      titles: ['Frontend Engineer', 'Platform Engineer'],
      locations: ['Remote'],
      seniority: 'Exec',
      jobType: 'Intern',
      salaryRange: { min: 50_000, max: 1_250_000 },
      excludeKeywords: ['unpaid'],
      searchSchedule: {
        enabled: true,
        frequency: 'Weekly',
        customSchedule: '1,09:00',
        notificationType: 'Both',
        quietHours: { start: '22:00', end: '08:30' },
        timezone: 'Asia/Kolkata',
      },
    });
    render(<ReviewStep preferences={toWizardPreferences(preferences)} resume={{ kind: 'new', name: 'cv.pdf' }} />);
    expect(row('Resume')).toHaveTextContent('cv.pdf (new upload)');
    expect(row('Job Roles')).toHaveTextContent('Frontend Engineer');
    expect(row('Job Roles')).toHaveTextContent('Platform Engineer');
    expect(row('Seniority Level')).toHaveTextContent(/^Executive$/);
    expect(row('Job Type')).toHaveTextContent(/^Intern$/);
    expect(row('Salary Range (USD)')).toHaveTextContent(/^\$50,000 – \$1,250,000 a year$/);
    expect(row('Include Keywords')).toHaveTextContent(/^None specified$/);
    expect(row('Automated Job Search')).toHaveTextContent('Active');
    expect(row('Schedule')).toHaveTextContent(/^Weekly on Monday at 9:00 AM$/);
    expect(row('Notification Type')).toHaveTextContent(/^Email & Push$/);
    expect(row('Quiet Hours')).toHaveTextContent('10:00 PM – 8:30 AM');
    expect(row('Timezone')).toHaveTextContent('Asia/Kolkata');
  });

  it('names the default resume when it is the one chosen, and shows a custom cron as is', () => {
    const preferences = preferencesFixture({
      searchSchedule: { ...preferencesFixture().searchSchedule, enabled: true, frequency: 'Custom', customSchedule: '0 9 * * 1-5' },
    });
    render(<ReviewStep preferences={toWizardPreferences(preferences)} resume={{ kind: 'default', name: 'cv.docx' }} />);
    expect(row('Resume')).toHaveTextContent('cv.docx (default resume)');
    expect(row('Schedule')).toHaveTextContent('0 9 * * 1-5');
  });
});
