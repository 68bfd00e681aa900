import type { Preferences } from '@seeker/contract';

/** The wizard's copy of the preferences: the spec calls titles "roles" while editing. */
export type WizardPreferences = Omit<Preferences, 'titles'> & { roles: string[] };

/** Spec part 1 section 9: the salary range saved when the wizard has none. */
export const fallbackSalaryRange = { min: 0, max: 200_000 } as const;

/** Spec part 1 section 9: a wizard that was never saved starts with the slider's full range. */
export const wizardDefaultSalaryRange = { min: 0, max: 2_000_000 } as const;

export function toWizardPreferences({ titles, ...rest }: Preferences, options: { neverSaved?: boolean } = {}): WizardPreferences {
  return { ...rest, roles: titles, ...(options.neverSaved ? { salaryRange: { ...wizardDefaultSalaryRange } } : {}) };
}

/** What is sent on save: roles become titles, and a missing salary bound falls back to 0–200,000. */
export function toStoredPreferences({ roles, salaryRange, ...rest }: WizardPreferences): Preferences {
  const min = Number.isFinite(salaryRange?.min) ? salaryRange.min : fallbackSalaryRange.min;
  const max = Number.isFinite(salaryRange?.max) ? salaryRange.max : fallbackSalaryRange.max;
  return { ...rest, titles: roles, salaryRange: { min, max } };
}
