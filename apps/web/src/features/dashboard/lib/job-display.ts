import { savedJobDefaults, type SavedJob } from '@seeker/contract';

export const missingSalaryText = 'Salary not specified';

/** The server says "Not specified" when a posting states no salary; the card words it as part 1 does. */
export function salaryText(job: Pick<SavedJob, 'salary'>): string {
  const salary = job.salary.trim();
  if (!salary || salary === savedJobDefaults.text) return missingSalaryText;
  return salary;
}

/** The posting's address, or null when there is none to open (CLARIFICATIONS: missing link → "#"). */
export function websiteUrl(job: Pick<SavedJob, 'jobLink'>): string | null {
  const link = job.jobLink.trim();
  if (!link || link === savedJobDefaults.link) return null;
  return link;
}
