import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AdvancedPreferencesStep } from '../components/advanced-preferences-step';
import { toWizardPreferences } from '../lib/wizard-state';
import { preferencesFixture } from './fixtures';

function Harness({ min, max }: { min: number; max: number }) {
  const [preferences, setPreferences] = useState(toWizardPreferences(preferencesFixture({ salaryRange: { min, max } })));
  return (
    <AdvancedPreferencesStep
      preferences={preferences}
      onChange={(patch) => setPreferences((current) => ({ ...current, ...patch }))}
      disabled={false}
    />
  );
}

const shown = () => screen.getByTestId('salary-range-value').textContent;

describe('Salary Range (USD) slider', () => {
  it('runs from 0 to 2,000,000 in steps of 5,000, announced as USD amounts', async () => {
    const user = userEvent.setup();
    render(<Harness min={50_000} max={100_000} />);
    const minimum = screen.getByRole('slider', { name: 'Minimum salary' });
    expect(minimum).toHaveAttribute('aria-valuemin', '0');
    expect(screen.getByRole('slider', { name: 'Maximum salary' })).toHaveAttribute('aria-valuemax', '2000000');
    expect(minimum).toHaveAttribute('aria-valuetext', '$50,000');
    minimum.focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('$55,000 – $100,000');
  });

  it('keeps the minimum one step below the maximum, by arrows and End', async () => {
    const user = userEvent.setup();
    render(<Harness min={90_000} max={100_000} />);
    const minimum = screen.getByRole('slider', { name: 'Minimum salary' });
    minimum.focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('$95,000 – $100,000');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('$95,000 – $100,000');
    await user.keyboard('{Home}{End}');
    expect(shown()).toBe('$95,000 – $100,000');
    expect(minimum).toHaveFocus();
  });

  it('keeps the maximum one step above the minimum, by arrows and Home', async () => {
    const user = userEvent.setup();
    render(<Harness min={0} max={2_000_000} />);
    const maximum = screen.getByRole('slider', { name: 'Maximum salary' });
    maximum.focus();
    await user.keyboard('{Home}');
    expect(shown()).toBe('$0 – $5,000');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe('$0 – $5,000');
    await user.keyboard('{End}');
    expect(shown()).toBe('$0 – $2,000,000');
    expect(maximum).toHaveFocus();
  });
});
