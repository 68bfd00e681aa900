/** How Seeker names itself to job sources: a product token plus a page where operators can reach the project. */
export function jobSourceUserAgent(projectUrl: string, version = '1.0'): string {
  return `Seeker/${version} (job-search assistant; +${projectUrl})`;
}
