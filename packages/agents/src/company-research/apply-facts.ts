import type { CompanyResearch, ResearchSource } from '@seeker/contract';
import type { CompanyFacts } from './company-facts';

/**
 * A postings-only record (summarizePostings) completed with the outside sources' facts. Postings keep
 * speaking for hiring, pay and (without a ratings provider) offices; each field is cited to its source.
 */
export function applyFacts(record: CompanyResearch, facts: CompanyFacts): CompanyResearch {
  const postings: ResearchSource = {
    id: 'postings',
    label: `${record.provenance.postingsCount} job ${record.provenance.postingsCount === 1 ? 'posting' : 'postings'} in this search`,
    url: null,
    retrievedAt: record.provenance.generatedAt,
  };
  return {
    ...record,
    companyOverview: { ...record.companyOverview, ...facts.overview },
    ratings: facts.ratings,
    reviewsSummary: facts.reviewsSummary,
    interviewIntelligence: facts.interviewIntelligence,
    competitors: facts.competitors,
    awards: facts.awards,
    officeLocations: facts.officeLocations ?? record.officeLocations,
    sources: [postings, ...facts.sources],
    citations: {
      hiring: 'postings',
      salaryEstimates: 'postings',
      officeLocations: facts.officeLocations ? (facts.citations.officeLocations ?? 'ratings') : 'postings',
      ...facts.citations,
    },
    gaps: facts.gaps,
  };
}
