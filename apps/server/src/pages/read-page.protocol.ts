import type { PageFindings } from '@seeker/agents';
import type { WorkerAnswer } from '../workers/worker-pool';

export type PageReadRequest = { html: string; url: string };

/** What a page states: its JobPosting (null when none with a title) and, when there is none, its <title>. */
export type PageRead = { findings: PageFindings | null; title: string };

/** `failed`: a bug of ours (a page's content never throws in the readers). */
export type PageReadResponse = WorkerAnswer<PageRead>;
