import type { CompanyResearch } from '@seeker/contract';
import type { Posting } from '../job-discovery/posting';
import { companyKey } from './company-key';
import { companySlug, slugClaimer } from './company-slug';
import { confidenceFor } from './confidence';
import { officeLocations, summarizeHiring } from './summarize-hiring';
import { compareNames, mostCommon } from './tally';

export type SummarizePostingsOptions = {
  /** Stamped as provenance.generatedAt; passed in so the summary is deterministic. */
  now: Date;
  /** Company name (any spelling) → the job the research is for; sets jobId and associatedJob.id. */
  jobIdsByCompany?: Map<string, string>;
};

type CompanyGroup = { key: string; name: string; postings: Posting[] };

/**
 * One research record per company, built only from its postings: sections no posting can speak to
 * (ratings, reviews, interviews, competitors, awards, strategy) are null, never guessed.
 * Most open roles first, then by name.
 */
export function summarizePostings(postings: Posting[], options: SummarizePostingsOptions): CompanyResearch[] {
  const companies = groupByCompany(postings);
  const jobIds = jobIdsByKey(options.jobIdsByCompany);
  const claimSlug = slugClaimer(); // in the records' final order, so ids are stable for the same postings
  return companies.map((company) => toRecord(company, claimSlug(companySlug(company.name, company.key)), jobIds.get(company.key), options.now));
}

function groupByCompany(postings: Posting[]): CompanyGroup[] {
  const groups = new Map<string, { spellings: Map<string, number>; postings: Posting[] }>();
  for (const posting of postings) {
    const spelling = posting.company.trim();
    const key = companyKey(spelling);
    if (key === '') continue;
    const group = groups.get(key) ?? { spellings: new Map<string, number>(), postings: [] };
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + 1);
    group.postings.push(posting);
    groups.set(key, group);
  }
  return [...groups]
    .map(([key, group]) => ({ key, name: mostCommon(group.spellings), postings: group.postings }))
    .sort((a, b) => b.postings.length - a.postings.length || compareNames(a.name, b.name));
}

function jobIdsByKey(jobIdsByCompany: Map<string, string> | undefined): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const [company, jobId] of jobIdsByCompany ?? []) {
    const key = companyKey(company);
    if (key !== '' && jobId !== '' && !byKey.has(key)) byKey.set(key, jobId);
  }
  return byKey;
}

function toRecord(company: CompanyGroup, id: string, jobId: string | undefined, now: Date): CompanyResearch {
  const hiring = summarizeHiring(company.postings);
  return {
    ...(jobId ? { jobId, associatedJob: { id: jobId } } : {}),
    companyOverview: {
      id,
      name: company.name,
      logoUrl: null,
      stockSymbol: null,
      industry: null,
      size: null,
      headquarters: null,
      founded: null,
      website: null,
      ceo: null,
      description: null,
    },
    ratings: null,
    salaryEstimates: hiring.salaryRanges.map((range) => ({
      title: range.title,
      currency: range.currency,
      period: range.period,
      baseRange: { min: range.min, max: range.max, median: range.median },
      totalCompensation: null,
      confidenceLevel: confidenceFor(range.dataPoints),
      dataPoints: range.dataPoints,
    })),
    strategicAssessment: null,
    awards: null,
    reviewsSummary: null,
    interviewIntelligence: null,
    competitors: null,
    officeLocations: officeLocations(company.postings),
    hiring,
    provenance: {
      postingsCount: company.postings.length,
      generatedAt: now.toISOString(),
      confidence: confidenceFor(company.postings.length),
    },
    sources: [],
    citations: {},
    gaps: [],
  };
}
