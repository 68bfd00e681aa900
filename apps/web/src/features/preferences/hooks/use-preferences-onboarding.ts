import { hasPreferences, type Preferences } from '@seeker/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePreferences } from '../api/get-preferences';
import { useTriggerOnboardingSearch, type OnboardingUser } from '../api/trigger-onboarding-search';
import { onboardingDelays } from '../lib/onboarding-delays';
import { readOnboardingFlag, setOnboardingFlags } from '../lib/onboarding-flags';

/**
 * Spec part 1 section 4 "App load" and "Successful save": opens the wizard once for a new user,
 * and after a save shows the success dialog and starts a first search.
 */
export function usePreferencesOnboarding(user: OnboardingUser, { onOpen }: { onOpen?: () => void } = {}) {
  const userId = user.id;
  const { data, isError } = usePreferences({ userId });
  const [wizardOpen, setWizardOpen] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);
  const checked = useRef(false);
  const [timers] = useState(() => new Set<number>());
  const { mutate: triggerSearch } = useTriggerOnboardingSearch({
    mutationConfig: { onError: (error) => console.warn('Could not start the onboarding job search', error) },
  });

  const later = useCallback(
    (run: () => void, delay: number) => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        run();
      }, delay);
      timers.add(timer);
    },
    [timers],
  );
  useEffect(() => () => timers.forEach((timer) => window.clearTimeout(timer)), [timers]);

  const setWizard = useCallback(
    (open: boolean) => {
      setOnboardingFlags(userId, ['seen-preferences-modal']);
      if (open) onOpen?.();
      setWizardOpen(open);
    },
    [userId, onOpen],
  );

  // The app-load check, once: existing preferences settle onboarding; a new user sees the wizard.
  useEffect(() => {
    if (checked.current) return;
    // A failed check leaves the dashboard as it is, without the wizard.
    if (isError) {
      checked.current = true;
      return;
    }
    if (!data) return;
    if (hasPreferences(data.preferences)) {
      checked.current = true;
      setOnboardingFlags(userId, ['seen-preferences-modal', 'completed-onboarding']);
      return;
    }
    const settled = () => readOnboardingFlag(userId, 'seen-preferences-modal') || readOnboardingFlag(userId, 'completed-onboarding');
    if (settled()) {
      checked.current = true;
      return;
    }
    const timer = window.setTimeout(() => {
      checked.current = true;
      if (!settled()) setWizard(true);
    }, onboardingDelays.autoOpen);
    return () => window.clearTimeout(timer);
  }, [data, isError, userId, setWizard]);

  const handleSaved = useCallback(
    (saved: Preferences) => {
      setOnboardingFlags(userId, ['seen-preferences-modal', 'completed-onboarding', 'first-login']);
      setWizardOpen(false);
      later(() => setSuccessOpen(true), onboardingDelays.successDialog);
      if (hasPreferences(saved) && saved.searchSchedule.enabled) {
        later(() => triggerSearch({ id: user.id, isAnonymous: user.isAnonymous }), onboardingDelays.backgroundSearch);
      }
    },
    [userId, user.id, user.isAnonymous, later, triggerSearch],
  );

  return { wizardOpen, setWizardOpen: setWizard, successOpen, setSuccessOpen, handleSaved };
}
