/** The name robots.txt files address us by (`User-agent: Seeker`). */
export const jobSourceProductToken = 'Seeker';

/** How Seeker names itself to job sources: a product token plus a page where operators can reach the project. */
export function jobSourceUserAgent(projectUrl: string, version = '1.0'): string {
  return `${jobSourceProductToken}/${version} (job-search assistant; +${projectUrl})`;
}
