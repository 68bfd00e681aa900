// What reading a pasted job page takes, and nothing more: the page reader's worker threads import this entry
// (`@seeker/agents/page-reading`), so that starting one loads the page readers alone, not every agent of the package.
export { readJobPostingPage, type PageFindings } from './read-job-posting-page';
export { readPageTitle } from './read-page-title';
