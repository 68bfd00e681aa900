import { z } from 'zod/mini';
import { recordIdSchema } from './text';
import { salaryPeriods } from './salary';

/**
 * The company research record of spec part 2 section 3, built only from real sources.
 * One rule throughout: a section no configured source covers is `null` (the screen shows
 * "Not available from configured sources"); inside a section, a field the source does not give is
 * `null`; a list the source covers but found nothing for is `[]`. Nothing is ever a placeholder.
 */

export const researchConfidenceLevels = ['low', 'medium', 'high'] as const;
export type ResearchConfidence = (typeof researchConfidenceLevels)[number];

const share = () => z.number().check(z.gte(0), z.lte(1));
const count = () => z.number().check(z.int(), z.nonnegative());
const rating = () => z.nullable(z.number().check(z.gte(0), z.lte(5)));
const isoTime = () => z.iso.datetime();

/** Where facts come from. `postings` is always there; the rest only when configured and answering. */
export const researchSourceKinds = ['postings', 'wikidata', 'wikipedia', 'website', 'ratings'] as const;
export type ResearchSourceKind = (typeof researchSourceKinds)[number];

export const researchSourceSchema = z.object({
  id: z.enum(researchSourceKinds).check(z.describe('One source per kind in a record; citations name it')),
  label: z.string().check(z.describe('How the citation names it, e.g. "Wikidata Q95", "acme.com", "12 job postings"')),
  url: z.nullable(z.string()).check(z.describe('The page the facts were read from; null for postings (their links are on the jobs)')),
  retrievedAt: isoTime().check(z.describe('When the source answered')),
});

/** A sentence of the strategic assessment and the sources of the facts it rests on. */
export const researchClaimSchema = z.object({
  text: z.string(),
  sources: z.array(z.enum(researchSourceKinds)).check(z.minLength(1), z.describe('Sources of the facts the claim rests on')),
});

/** Why a source gave nothing: not configured, no match, or failed — shown in place of made-up data. */
export const researchGapSchema = z.object({
  source: z.enum(researchSourceKinds),
  reason: z.enum(['not-configured', 'not-found', 'failed', 'refused']),
  message: z.string().check(z.describe('A sentence for the user, e.g. "No ratings source configured"')),
});

export const companyOverviewSchema = z.object({
  id: z.string().check(z.describe('Slug of the company name; unique within one research result')),
  name: z.string().check(z.describe('The spelling most postings use')),
  logoUrl: z.nullable(z.string()).check(z.describe('Absolute URL of a logo image; null: show the initial letter')),
  stockSymbol: z.nullable(z.string()).check(z.describe('Ticker, e.g. NASDAQ:ACME')),
  industry: z.nullable(z.string()),
  size: z.nullable(z.string()).check(z.describe('Headcount band as the source words it, e.g. "1,001-5,000 employees"')),
  headquarters: z.nullable(z.string()).check(z.describe('City, region or country of the head office')),
  founded: z.nullable(z.number().check(z.int())).check(z.describe('Year founded')),
  website: z.nullable(z.string()).check(z.describe("Absolute URL of the company's own site")),
  ceo: z.nullable(z.string()).check(z.describe('Chief executive as the source names them')),
  description: z.nullable(z.string()).check(z.describe('What the company does, from an encyclopedia or its own site')),
});

export const companyRatingsSchema = z.object({
  overall: rating().check(z.describe('Average employee rating, 0–5')),
  reviewCount: z.nullable(count()).check(z.describe('Reviews the overall rating is based on')),
  recommendToFriend: z.nullable(share()).check(z.describe('Share of reviewers who would recommend it to a friend, 0–1')),
  ceo: z.nullable(
    z.object({
      name: z.nullable(z.string()),
      rating: z.nullable(share()).check(z.describe('Share of reviewers approving of the CEO, 0–1')),
    }),
  ),
  detailedBreakdown: z.nullable(
    z.object({
      workLifeBalance: rating().check(z.describe('0–5')),
      cultureAndValues: rating().check(z.describe('0–5')),
      compensationAndBenefits: rating().check(z.describe('0–5')),
      careerOpportunities: rating().check(z.describe('0–5')),
      seniorManagement: rating().check(z.describe('0–5')),
      businessOutlook: rating().check(z.describe('0–5')),
    }),
  ),
});

export const salaryEstimateSchema = z.object({
  title: z.string().check(z.describe('Role title, the spelling most postings of the group use')),
  currency: z.string().check(z.describe('ISO 4217 code; one estimate never mixes currencies')),
  period: z.enum(salaryPeriods).check(z.describe('Pay period; one estimate never mixes periods')),
  baseRange: z
    .object({
      min: z.number().check(z.describe('Lowest stated amount')),
      max: z.number().check(z.describe('Highest stated amount')),
      median: z.number().check(z.describe('Median of the stated ranges’ midpoints')),
    })
    .check(z.describe('Base pay, whole units of the currency per period')),
  totalCompensation: z
    .nullable(z.object({ min: z.number(), max: z.number() }))
    .check(z.describe('Base plus bonus and equity; null: no configured source states it')),
  confidenceLevel: z.enum(researchConfidenceLevels).check(z.describe('low: under 3 data points, medium: 3–9, high: 10 or more')),
  dataPoints: count().check(z.describe('Sources of the estimate, e.g. postings stating a salary')),
});

export const strategicAssessmentSchema = z.object({
  summary: z.nullable(researchClaimSchema).check(z.describe('The strategy summary; the card cuts it at 120 characters')),
  strengths: z.array(researchClaimSchema),
  concerns: z.array(researchClaimSchema),
  recommendation: z.nullable(researchClaimSchema).check(z.describe('Advice for an applicant')),
  author: z.enum(['llm', 'rules']).check(z.describe('llm: written by the configured LLM from the facts; rules: the deterministic summary')),
});

export const awardSchema = z.object({
  title: z.string(),
  year: z.nullable(z.number().check(z.int())),
});

export const reviewsSummarySchema = z.object({
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  recentInsight: z.nullable(
    z.object({
      title: z.nullable(z.string()).check(z.describe("Reviewer's job title")),
      location: z.nullable(z.string()),
      duration: z.nullable(z.string()).check(z.describe('How long the reviewer worked there, as the source words it')),
      snippet: z.nullable(z.string()).check(z.describe('A quote from the review')),
    }),
  ),
  link: z.nullable(z.string()).check(z.describe('Absolute URL of the reviews page (the card footer\'s "Reviews")')),
});

export const interviewIntelligenceSchema = z.object({
  difficultyLevel: z.nullable(z.enum(['easy', 'medium', 'hard'])),
  timeline: z.nullable(z.string()).check(z.describe('How long the process takes, as the source words it, e.g. "2–4 weeks"')),
  successRate: z.nullable(share()).check(z.describe('Share of candidates who got an offer, 0–1')),
  rounds: z.nullable(count()).check(z.describe('Number of interview rounds')),
  process: z.array(z.string()).check(z.describe('Interview stages in order')),
  commonQuestions: z.array(z.string()),
  tips: z.array(z.string()),
});

export const competitorSchema = z.object({ name: z.string() });

const namedCountSchema = z.object({
  name: z.string().check(z.describe('The spelling most postings use')),
  count: count().check(z.describe('Open postings')),
});

export const hiringSalaryRangeSchema = z.object({
  title: z.string().check(z.describe('Role title, the spelling most postings of the group use')),
  currency: z.string().check(z.describe('ISO 4217 code')),
  period: z.enum(salaryPeriods),
  min: z.number().check(z.describe('Lowest amount any of these postings states')),
  max: z.number().check(z.describe('Highest amount any of these postings states')),
  median: z.number().check(z.describe('Median of the postings’ range midpoints')),
  dataPoints: count().check(z.describe('Postings stating a salary in this currency and period')),
});

/** Ours, not the spec's: what the company's open postings show. Every value is counted from postings. */
export const companyHiringSchema = z.object({
  openRoles: count().check(z.describe('Open postings (after merging the same job seen on several sources)')),
  roles: z
    .array(z.object({ title: z.string(), count: count() }))
    .check(z.describe('Top 10 role titles by open postings; titles are grouped case- and punctuation-insensitively')),
  locations: z.array(namedCountSchema).check(z.describe('Top 10 posting locations, remote ones included')),
  remoteShare: share().check(z.describe('Share of open postings that are remote, 0–1')),
  salaryRanges: z
    .array(hiringSalaryRangeSchema)
    .check(z.describe('Top 10 by data points; only from postings that state a salary; one currency and period each')),
  departments: z.array(namedCountSchema).check(z.describe('Top 10 departments the postings name')),
  sources: z
    .array(z.object({ name: z.string().check(z.describe('Source key, e.g. greenhouse')), label: z.string(), count: count() }))
    .check(z.describe('Where the postings came from, for attribution')),
  lastPostedAt: z.nullable(isoTime()).check(z.describe('Newest posting date any source states')),
});

export const researchProvenanceSchema = z.object({
  postingsCount: count(),
  generatedAt: isoTime(),
  confidence: z.enum(researchConfidenceLevels).check(z.describe('low: 1–2 postings, medium: 3–9, high: 10 or more')),
});

export const companyResearchSchema = z.object({
  jobId: z.optional(z.string()).check(z.describe('The job this research was opened for')),
  associatedJob: z.optional(z.object({ id: z.string() })).check(z.describe('Same job as jobId; the spec carries both')),
  companyOverview: companyOverviewSchema,
  ratings: z.nullable(companyRatingsSchema).check(z.describe('Employee ratings; null: no ratings provider configured or it knows no such company')),
  salaryEstimates: z.array(salaryEstimateSchema).check(z.describe('Per role, currency and period; [] when no posting states a salary')),
  strategicAssessment: z
    .nullable(strategicAssessmentSchema)
    .check(z.describe('null: not written yet (postings-only records of a search in progress)')),
  awards: z.nullable(z.array(awardSchema)).check(z.describe('null: no source for awards')),
  reviewsSummary: z.nullable(reviewsSummarySchema).check(z.describe('null: no reviews provider configured')),
  interviewIntelligence: z.nullable(interviewIntelligenceSchema).check(z.describe('null: no interview-data provider configured')),
  competitors: z.nullable(z.array(competitorSchema)).check(z.describe('null: no source for competitors')),
  officeLocations: z
    .array(z.string())
    .check(z.describe('Offices: the ratings provider’s list when configured, else the top 10 non-remote posting locations')),
  hiring: companyHiringSchema,
  provenance: researchProvenanceSchema,
  sources: z.array(researchSourceSchema).check(z.describe('Every source a fact of this record came from')),
  citations: z
    .record(z.string(), z.enum(researchSourceKinds))
    .check(z.describe('Field path (e.g. "companyOverview.industry", "ratings", "awards") → the source it came from')),
  gaps: z.array(researchGapSchema).check(z.describe('Sources that gave nothing, and why')),
});

export type CompanyResearch = z.infer<typeof companyResearchSchema>;
export type CompanyHiring = z.infer<typeof companyHiringSchema>;
export type SalaryEstimate = z.infer<typeof salaryEstimateSchema>;
export type HiringSalaryRange = z.infer<typeof hiringSalaryRangeSchema>;
export type ResearchSource = z.infer<typeof researchSourceSchema>;
export type ResearchClaim = z.infer<typeof researchClaimSchema>;
export type ResearchGap = z.infer<typeof researchGapSchema>;
export type StrategicAssessment = z.infer<typeof strategicAssessmentSchema>;
export type CompanyOverview = z.infer<typeof companyOverviewSchema>;
export type CompanyRatings = z.infer<typeof companyRatingsSchema>;
export type InterviewIntelligence = z.infer<typeof interviewIntelligenceSchema>;
export type ReviewsSummary = z.infer<typeof reviewsSummarySchema>;
export type Award = z.infer<typeof awardSchema>;

/** Spec part 2 section 8, and ours for on-demand research. */
export const companyResearchMessages = {
  load: 'Failed to load research data. Please try again.',
  delete: 'Failed to delete research data. Please try again.',
  research: 'Failed to research this company. Please try again.',
  notFound: 'Research not found',
  noCompany: 'This job names no company to research.',
} as const;

/** The Company Research screen's data: one search session's companies. */
export const researchSessionSchema = z.object({
  sessionId: z.string(),
  createdAt: isoTime(),
  lastUpdated: isoTime(),
  companies: z.array(companyResearchSchema),
});
export type ResearchSession = z.infer<typeof researchSessionSchema>;

/** GET /api/company-research: the asked session, else the latest one with research; null when there is none. */
export const researchSessionQuerySchema = z.strictObject({ sessionId: z.optional(recordIdSchema) });
export const researchSessionResponseSchema = z.object({ session: z.nullable(researchSessionSchema) });
export type ResearchSessionResponse = z.infer<typeof researchSessionResponseSchema>;

export const researchCompanyParamsSchema = z.object({ sessionId: recordIdSchema, companyId: recordIdSchema });

/** GET /api/jobs/{jobId}/company-research: the job's company in the job's session; null until researched. */
export const jobResearchResponseSchema = z.object({
  sessionId: z.string().check(z.describe("The job's search session")),
  company: z.string().check(z.describe('The company the job names')),
  research: z.nullable(companyResearchSchema),
});
export type JobResearchResponse = z.infer<typeof jobResearchResponseSchema>;

/** POST /api/jobs/{jobId}/company-research: research the job's company now; `refresh` skips the cached facts. */
export const runJobResearchRequestSchema = z
  .strictObject({ refresh: z.optional(z.boolean()).check(z.describe('Ask every source again instead of using facts fetched within the cache time')) })
  .check(z.meta({ examples: [{ refresh: true }] }));
export type RunJobResearchRequest = z.infer<typeof runJobResearchRequestSchema>;

/** Weeks the open-roles chart of a research card covers, ending this week. */
export const openRolesWeeks = 12;

/** GET /api/company-research/{sessionId}/companies/{companyId}/open-roles: the company's open postings in the index, week by week. */
export const openRolesSchema = z.object({
  company: z.string(),
  weeks: z
    .array(
      z.object({
        weekEnding: z.iso.date(),
        open: z
          .nullable(z.number().check(z.int()))
          .check(z.describe("Postings of the company open in the index at that day's end; null before the index began")),
      }),
    )
    .check(z.describe(`The last ${openRolesWeeks} weeks, oldest first`)),
  indexSince: z
    .nullable(z.iso.datetime({ offset: true }))
    .check(z.describe('When the index first saw any posting it still holds; null when it is empty')),
});
export type OpenRoles = z.infer<typeof openRolesSchema>;
