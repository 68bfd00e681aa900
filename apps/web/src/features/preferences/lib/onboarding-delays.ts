/** Spec part 1 section 9, in milliseconds. */
export const onboardingDelays = {
  autoOpen: 500,
  successDialog: 150,
  confetti: 200,
  backgroundSearch: 1000,
} as const;
