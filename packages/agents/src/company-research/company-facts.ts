import type {
  Award,
  CompanyOverview,
  CompanyRatings,
  InterviewIntelligence,
  ResearchGap,
  ResearchSource,
  ResearchSourceKind,
  ReviewsSummary,
} from '@seeker/contract';

export type OverviewFacts = Partial<Omit<CompanyOverview, 'id' | 'name'>>;

/** What one source said of a company; only what it said, each field later cited to it. */
export type SourceFinding = {
  source: ResearchSource;
  overview?: OverviewFacts;
  /** Set when the source covers ratings; the rest of the record's sections likewise. */
  ratings?: CompanyRatings;
  reviewsSummary?: ReviewsSummary;
  interviewIntelligence?: InterviewIntelligence;
  competitors?: { name: string }[];
  awards?: Award[];
  officeLocations?: string[];
  /** A page the next source may read (Wikidata names the Wikipedia article and the website). */
  leads?: { wikipediaTitle?: string; website?: string };
};

/**
 * Everything the outside sources said of one company, cached per company (not per user) for the
 * research cache time. Postings are not in it: they are the search's own and always fresh.
 */
export type CompanyFacts = {
  overview: OverviewFacts;
  ratings: CompanyRatings | null;
  reviewsSummary: ReviewsSummary | null;
  interviewIntelligence: InterviewIntelligence | null;
  competitors: { name: string }[] | null;
  awards: Award[] | null;
  officeLocations: string[] | null;
  sources: ResearchSource[];
  /** Field path → the source it came from. */
  citations: Record<string, ResearchSourceKind>;
  gaps: ResearchGap[];
};

export type SourceOutcome = { finding: SourceFinding } | { gap: ResearchGap };
