import type { WizardPreferences } from '../lib/wizard-state';

/** What every preferences step gets: the wizard's copy and a way to change part of it. */
export type StepProps = {
  preferences: WizardPreferences;
  onChange: (patch: Partial<WizardPreferences>) => void;
  disabled: boolean;
};
