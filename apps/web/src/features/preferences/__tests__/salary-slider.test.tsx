import type { Preferences } from '@seeker/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { AdvancedPreferencesStep } from '../components/advanced-preferences-step';
import { toWizardPreferences } from '../lib/wizard-state';
import { preferencesFixture } from './fixtures';

function Harness({ pay, locations = [] }: { pay: Preferences['salaryRange']; locations?: string[] }) {
  const [preferences, setPreferences] = useState(toWizardPreferences(preferencesFixture({ salaryRange: pay, locations })));
  return (
    <>
      <AdvancedPreferencesStep
        preferences={preferences}
        onChange={(patch) => setPreferences((current) => ({ ...current, ...patch }))}
        disabled={false}
      />
      <output data-testid="saved-pay">{JSON.stringify(preferences.salaryRange)}</output>
    </>
  );
}

const shown = () => screen.getByTestId('salary-range-value').textContent;
const savedPay = () => JSON.parse(screen.getByTestId('saved-pay').textContent ?? '{}') as Preferences['salaryRange'];
const figure = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('the salary range', () => {
  it('moves by small steps where pay usually is, across a slider that still reaches 2,000,000 a year', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness pay={{ min: 50_000, max: 100_000, currency: 'USD', period: 'year' }} />);
    const minimum = screen.getByRole('slider', { name: 'Minimum salary' });
    expect(minimum).toHaveAttribute('aria-valuetext', '$50,000');
    minimum.focus();
    await user.keyboard('{ArrowRight}');
    const step = savedPay().min - 50_000;
    expect(step).toBeGreaterThan(0);
    expect(step).toBeLessThanOrEqual(1_000);
    const maximum = screen.getByRole('slider', { name: 'Maximum salary' });
    maximum.focus();
    await user.keyboard('{End}');
    expect(shown()).toMatch(/ – \$2,000,000 a year$/);
  });

  it('takes typed figures as written, and the slider follows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness pay={{ min: 50_000, max: 100_000, currency: 'USD', period: 'year' }} />);
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, '85,432');
    expect(savedPay().min).toBe(85_432);
    await user.tab();
    expect(from).toHaveValue('85,432');
    expect(screen.getByRole('slider', { name: 'Minimum salary' })).toHaveAttribute('aria-valuetext', '$85,432');
    // Above the maximum: said at once, and by the save's check too.
    await user.clear(from);
    await user.type(from, '120000');
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum is above the maximum.');
    // What is no figure is said so, and changes nothing; cents are cents, not a figure ten times larger.
    await user.clear(from);
    await user.type(from, '-5');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a figure such as 85,000 or 12.50.');
    expect(savedPay().min).toBe(120_000);
    await user.clear(from);
    await user.type(from, '12.5');
    expect(savedPay().min).toBe(12.5);
    await user.tab();
    expect(from).toHaveValue('12.5');
    expect(shown()).toBe('$12.50 – $100,000 a year');
  });

  it('refuses more per an hour than anyone is paid, saying the most', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness pay={{ min: 20, max: 40, currency: 'USD', period: 'hour' }} />);
    const upTo = screen.getByRole('textbox', { name: 'Up to' });
    await user.clear(upTo);
    await user.type(upTo, '99999999999');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Type at most \$48,076,923 an hour\.$/);
    expect(savedPay().max).toBe(9_999_999);
  });

  it('says the same pay per another period, in the currency picked, and reaches figures far past the usual top', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness pay={{ min: 96_000, max: 120_000, currency: 'USD', period: 'year' }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per' }), 'a month');
    expect(shown()).toBe('$8,000 – $10,000 a month');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'JPY');
    expect(screen.getByRole('group', { name: 'Salary Range (JPY)' })).toBeInTheDocument();
    const upTo = screen.getByRole('textbox', { name: 'Up to' });
    await user.clear(upTo);
    await user.type(upTo, '6000000');
    expect(screen.getByRole('slider', { name: 'Maximum salary' })).toHaveAttribute('aria-valuetext', '¥6,000,000');
    expect(savedPay()).toEqual({ min: 8_000, max: 6_000_000, currency: 'JPY', period: 'month' });
  });

  it('starts in the currency of the first place named, saying so, until another is picked', async () => {
    mockFetch({
      'GET /api/places': () => jsonResponse({ places: [{ label: 'Berlin, Berlin, Germany', kind: 'city', currency: 'EUR' }] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness pay={{ min: 0, max: 200_000 }} locations={['Remote', 'Berlin']} />);
    const group = await screen.findByRole('group', { name: 'Salary Range (EUR)' });
    expect(within(group).getByText(/^In EUR: your first location, Berlin, reads as Berlin, Berlin, Germany\./)).toBeInTheDocument();
    expect(shown()).toBe('€0 – €200,000 a year');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'CHF');
    expect(savedPay().currency).toBe('CHF');
    expect(screen.queryByText(/your first location/)).not.toBeInTheDocument();
    expect(figure(shown())).toBeGreaterThan(0);
  });
});
