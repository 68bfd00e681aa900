/** Spec part 1 section 9 "Saved jobs shown by default: 3; description cut at 150 characters; requirement at 30; 3 requirements by default". */
export const dashboardLimits = {
  savedJobsShown: 3,
  descriptionLength: 150,
  requirementLength: 30,
  requirementsShown: 3,
} as const;
