/** Steps 0 to 5, in order; the names label the progress bar and head each step. */
export const wizardSteps = [
  { title: 'Upload Resume', description: 'Use your default resume or upload a new one. It is uploaded when you finish.' },
  { title: 'Basic Preferences', description: 'The roles, places and companies you are looking for.' },
  { title: 'Advanced Preferences', description: 'Skills, job type, seniority and salary.' },
  { title: 'Search Filters', description: 'Keywords a job should or should not mention.' },
  { title: 'Search Schedule', description: 'Let Seeker search for you on a schedule.' },
  { title: 'Review', description: 'Check your choices, then finish to save them.' },
] as const;

export const wizardStepNames = wizardSteps.map((step) => step.title);

/** The Search Schedule step: a refused cron expression is fixed there, and the dashboard's Edit opens the wizard there. */
export const scheduleStep = 4;
