import type { ResumeSuggestions } from '@seeker/contract';
import type { WizardPreferences } from '../lib/wizard-state';

/** What every preferences step gets: the wizard's copy and a way to change part of it. */
export type StepProps = {
  preferences: WizardPreferences;
  onChange: (patch: Partial<WizardPreferences>) => void;
  disabled: boolean;
  /** What the resume chosen in the first step offers, to take or leave; absent without one (or while it is read). */
  suggestions?: ResumeSuggestions | undefined;
};
