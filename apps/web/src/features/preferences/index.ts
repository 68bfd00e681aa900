// What the app and other features may use of preferences.
export { getPreferencesQueryOptions, usePreferences } from './api/get-preferences';
export { useSavePreferences } from './api/save-preferences';
export { PreferencesWizardProvider } from './components/preferences-wizard-provider';
export { ScheduleNotificationFields } from './components/schedule-notification-fields';
export { scheduleStep } from './components/wizard-steps';
export { usePreferencesWizard } from './hooks/use-preferences-wizard';
export { carryOnboardingFlags } from './lib/onboarding-flags';
