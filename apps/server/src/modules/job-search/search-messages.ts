/** What the search says when it cannot run or finds nothing it may show. */
export const searchMessages = {
  noPreferences:
    'Set your job preferences first: add at least one job title, skill, location, target company or include keyword, then search again.',
  allSourcesFailed: (failures: string[]) => `No job source answered, so there are no results to show. ${failures.join('; ')}`,
  noIndexSources:
    'No job feed is switched on for this Seeker, so its job index is empty. Add target companies to your preferences to search their job boards, or switch job sources on (JOB_SOURCES) and search again.',
  indexNotReadYet: 'The job index holds no open postings yet: the job feeds have not been read successfully, or listed nothing. Try again in a few minutes.',
} as const;
