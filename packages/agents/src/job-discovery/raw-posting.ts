import type { SalaryBasis, Workplace } from '@seeker/contract';
import type { BoardProvider, PostingSource } from './source-names';

export type SalaryPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';

/** How a job is worked: the contract's vocabulary, one end to end. */
export type { SalaryBasis, Workplace };

/**
 * A salary as parsed; either bound may be missing ("up to $90k"). Amounts are whole units, not thousands.
 * `basis` is set only when the amount is not base pay.
 */
export type Salary = { min: number | null; max: number | null; currency: string | null; period: SalaryPeriod | null; basis?: SalaryBasis };

/**
 * One posting as an adapter reads it from a source's answer, before normalisation: values keep the
 * source's own wording (employment type "full_time", seniority "Senior Level"), descriptions are the
 * source's HTML with entities decoded but not yet sanitised. Adapters never invent a value: a field the
 * source does not give stays undefined.
 */
export type RawPosting = {
  source: PostingSource;
  /** Stable id at the source; with `source` it identifies the posting. */
  sourceId: string;
  /** The posting's public page at the source: the attribution link every screen shows. */
  sourceUrl: string;
  applyUrl?: string;
  title: string;
  company: string;
  location?: string;
  /** Only when the source states it (a flag such as isRemote, telecommuting); text-based detection is normalisation's job. */
  remote?: boolean;
  /** Only when the source states it in three values (Ashby workplaceType, Lever workplaceType). */
  workplace?: Workplace;
  /** Source HTML, entity-escaped HTML already decoded once (Greenhouse), never sanitised here. */
  descriptionHtml?: string;
  /** Plain text when the source gives no HTML (Adzuna, Reed snippets). */
  descriptionText?: string;
  postedAt?: Date;
  /** Structured salary fields from the source. */
  salary?: Partial<Salary>;
  /** Free-text salary ("$140,000 - $170,000", "140k-170k USD") for normalisation to parse. */
  salaryText?: string;
  /**
   * The period `salaryText` means when it states none (Ashby writes "per hour", "per month", never "per
   * year"); null: none (typed text), rather than one guessed from the figures' size.
   */
  salaryTextPeriod?: SalaryPeriod | null;
  employmentType?: string;
  seniority?: string;
  tags?: string[];
  department?: string;
  companyLogoUrl?: string;
  /** For company-board sources: which board this came from. */
  board?: { provider: BoardProvider; slug: string };
};
