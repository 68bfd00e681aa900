import { defaultPreferences, preferencesSchema } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { toStoredPreferences, toWizardPreferences } from './wizard-state';

describe('wizard state', () => {
  it('edits titles as roles and saves roles as titles', () => {
    const saved = { ...defaultPreferences('UTC'), titles: ['Engineer'], locations: ['Remote'] };
    const wizard = toWizardPreferences(saved);
    expect(wizard.roles).toEqual(['Engineer']);
    expect('titles' in wizard).toBe(false);
    const stored = toStoredPreferences({ ...wizard, roles: ['Engineer', 'Architect'] });
    expect(stored.titles).toEqual(['Engineer', 'Architect']);
    expect('roles' in stored).toBe(false);
    expect(preferencesSchema.safeParse(stored).success).toBe(true);
  });

  it('starts a new user at the default 0–200,000 salary (not the slider’s whole range), and a saved one at what was saved', () => {
    expect(toWizardPreferences(defaultPreferences('UTC')).salaryRange).toEqual({ min: 0, max: 200_000 });
    const stored = { ...defaultPreferences('UTC'), salaryRange: { min: 50_000, max: 90_000 } };
    expect(toWizardPreferences(stored).salaryRange).toEqual({ min: 50_000, max: 90_000 });
  });

  it('falls back to a 0–200,000 salary range when a bound is missing', () => {
    const wizard = toWizardPreferences(defaultPreferences('UTC'));
    const broken = { ...wizard, salaryRange: { min: Number.NaN, max: undefined as unknown as number } };
    expect(toStoredPreferences(broken).salaryRange).toEqual({ min: 0, max: 200_000 });
    expect(toStoredPreferences({ ...wizard, salaryRange: { min: 5_000, max: 1_000_000 } }).salaryRange).toEqual({ min: 5_000, max: 1_000_000 });
  });
});
