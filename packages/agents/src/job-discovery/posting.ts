import type { JobType, Seniority } from '@seeker/contract';
import type { Salary, Workplace } from './raw-posting';
import type { BoardProvider, PostingSource } from './source-names';

/** A posting after normalisation: what the index stores and the ranker reads. */
export type Posting = {
  source: PostingSource;
  sourceId: string;
  sourceUrl: string;
  applyUrl: string | null;
  title: string;
  company: string;
  /** As written by the source, trimmed; '' when it gives none. */
  location: string;
  /** How the job is worked, when a field or the text says; null when nothing does. */
  workplace: Workplace | null;
  /** workplace === 'remote', kept for ranking and the index. */
  remote: boolean;
  /** Sanitised: no script, style, event handler or javascript: URL; links open safely. */
  descriptionHtml: string;
  descriptionText: string;
  /** Items of the description's requirement lists ("Requirements", "What you'll bring", ...). */
  qualifications: string[];
  /** Items of the description's benefit lists ("Benefits", "Perks", ...). */
  benefits: string[];
  salary: Salary | null;
  jobType: JobType | null;
  seniority: Seniority | null;
  postedAt: Date | null;
  tags: string[];
  department: string | null;
  /** company + normalised title + canonical location (remote collapsed): the same job on several sources. */
  fingerprint: string;
  board: { provider: BoardProvider; slug: string } | null;
};

/** One place a posting was seen: every merged posting keeps all of them for attribution. */
export type PostingLink = { source: PostingSource; label: string; url: string };
