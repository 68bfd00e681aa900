/** What the search says when it cannot run or finds nothing it may show. */
export const searchMessages = {
  noPreferences: 'Set your job preferences first: add at least one job title, skill, location, target company or include keyword, then search again.',
  allSourcesFailed: (failures: string[]) => `No job source answered, so there are no results to show. ${failures.join('; ')}`,
  noSources:
    'No job source is switched on for this Seeker, so there was nothing to search. Whoever runs this Seeker can switch job sources on; see "Job sources" in its README.',
  onlyBoards:
    'No job feed is switched on for this Seeker, so only the job boards of your target companies are searched. Add target companies to your preferences, then search again.',
  indexNotReadYet:
    'The job index holds no open postings yet: the job feeds have not been read successfully, or listed nothing. Try again in a few minutes.',
} as const;
