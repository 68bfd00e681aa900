/** Per-user browser flags (spec part 1 section 3): `seeker:<uid>:<flag>`. */
export type OnboardingFlag = 'seen-preferences-modal' | 'completed-onboarding' | 'first-login';

export function onboardingFlagKey(userId: string, flag: OnboardingFlag): string {
  return `seeker:${userId}:${flag}`;
}

// Storage can throw (disabled, full, private mode); the flags are a convenience, never a blocker.
export function readOnboardingFlag(userId: string, flag: OnboardingFlag): boolean {
  try {
    return window.localStorage.getItem(onboardingFlagKey(userId, flag)) === 'true';
  } catch {
    return false;
  }
}

export function setOnboardingFlags(userId: string, flags: OnboardingFlag[]): void {
  for (const flag of flags) {
    try {
      window.localStorage.setItem(onboardingFlagKey(userId, flag), 'true');
    } catch {
      // see above
    }
  }
}

const allFlags: OnboardingFlag[] = ['seen-preferences-modal', 'completed-onboarding', 'first-login'];

/** A guest who becomes an account keeps their data, so the account also keeps what the guest already saw. */
export function carryOnboardingFlags(fromUserId: string, toUserId: string): void {
  setOnboardingFlags(
    toUserId,
    allFlags.filter((flag) => readOnboardingFlag(fromUserId, flag)),
  );
}
