/** What the search says when it cannot run or finds nothing it may show. */
export const searchMessages = {
  noPreferences:
    'Set your job preferences first: add at least one job title, skill, location, target company or include keyword, then search again.',
  allSourcesFailed: (failures: string[]) => `No job source answered, so there are no results to show. ${failures.join('; ')}`,
} as const;
