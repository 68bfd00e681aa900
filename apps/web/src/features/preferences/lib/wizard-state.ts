import type { Preferences } from '@seeker/contract';

/** The wizard's copy of the preferences: the spec calls titles "roles" while editing. */
export type WizardPreferences = Omit<Preferences, 'titles'> & { roles: string[] };

/** Spec part 1 section 9: the salary range saved when the wizard has none. */
export const fallbackSalaryRange = { min: 0, max: 200_000 } as const;

/**
 * A new user's wizard starts at the stored defaults, salary 0–200,000 (CLARIFICATIONS: part 1's defaults;
 * 0–2,000,000 is only the slider's range, not a salary anybody asked for).
 */
export function toWizardPreferences({ titles, ...rest }: Preferences): WizardPreferences {
  return { ...rest, roles: titles };
}

/** What is sent on save: roles become titles, and a missing salary bound falls back to 0–200,000. */
export function toStoredPreferences({ roles, salaryRange, ...rest }: WizardPreferences): Preferences {
  const min = Number.isFinite(salaryRange?.min) ? salaryRange.min : fallbackSalaryRange.min;
  const max = Number.isFinite(salaryRange?.max) ? salaryRange.max : fallbackSalaryRange.max;
  return { ...rest, titles: roles, salaryRange: { ...salaryRange, min, max } };
}
