import { createContext, useContext } from 'react';

export type OpenWizardOptions = {
  /** The step to open at (0 to 5); the first step when left out. */
  step?: number;
};

export type PreferencesWizardControls = {
  /** Opens the wizard with the saved preferences (and marks it seen). */
  openWizard: (options?: OpenWizardOptions) => void;
};

export const PreferencesWizardContext = createContext<PreferencesWizardControls | null>(null);

export function usePreferencesWizard(): PreferencesWizardControls {
  const controls = useContext(PreferencesWizardContext);
  if (!controls) throw new Error('usePreferencesWizard must be used within a PreferencesWizardProvider');
  return controls;
}
