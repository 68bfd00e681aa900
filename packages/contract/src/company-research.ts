import { z } from 'zod';
import { salaryPeriods } from './salary';

/**
 * The company research record of spec part 2 section 3, built only from real sources.
 * One rule throughout: a section no configured source covers is `null` (the screen shows
 * "Not available from configured sources"); inside a section, a field the source does not give is
 * `null`; a list the source covers but found nothing for is `[]`. Nothing is ever a placeholder.
 */

export const researchConfidenceLevels = ['low', 'medium', 'high'] as const;
export type ResearchConfidence = (typeof researchConfidenceLevels)[number];

const share = () => z.number().min(0).max(1);
const count = () => z.number().int().nonnegative();
const rating = () => z.number().min(0).max(5).nullable();
const isoTime = () => z.iso.datetime();

export const companyOverviewSchema = z.object({
  id: z.string().describe('Slug of the company name; unique within one research result'),
  name: z.string().describe('The spelling most postings use'),
  logoUrl: z.string().nullable().describe('Absolute URL of a logo image; null: show the initial letter'),
  stockSymbol: z.string().nullable().describe('Ticker, e.g. NASDAQ:ACME'),
  industry: z.string().nullable(),
  size: z.string().nullable().describe('Headcount band as the source words it, e.g. "1,001-5,000 employees"'),
  headquarters: z.string().nullable().describe('City, region or country of the head office'),
  founded: z.number().int().nullable().describe('Year founded'),
  website: z.string().nullable().describe("Absolute URL of the company's own site"),
});

export const companyRatingsSchema = z.object({
  overall: rating().describe('Average employee rating, 0–5'),
  reviewCount: count().nullable().describe('Reviews the overall rating is based on'),
  recommendToFriend: share().nullable().describe('Share of reviewers who would recommend it to a friend, 0–1'),
  ceo: z
    .object({
      name: z.string().nullable(),
      rating: share().nullable().describe('Share of reviewers approving of the CEO, 0–1'),
    })
    .nullable(),
  detailedBreakdown: z
    .object({
      workLifeBalance: rating().describe('0–5'),
      cultureAndValues: rating().describe('0–5'),
      compensationAndBenefits: rating().describe('0–5'),
      careerOpportunities: rating().describe('0–5'),
      seniorManagement: rating().describe('0–5'),
      businessOutlook: rating().describe('0–5'),
    })
    .nullable(),
});

export const salaryEstimateSchema = z.object({
  title: z.string().describe('Role title, the spelling most postings of the group use'),
  currency: z.string().describe('ISO 4217 code; one estimate never mixes currencies'),
  period: z.enum(salaryPeriods).describe('Pay period; one estimate never mixes periods'),
  baseRange: z
    .object({
      min: z.number().describe('Lowest stated amount'),
      max: z.number().describe('Highest stated amount'),
      median: z.number().describe('Median of the stated ranges’ midpoints'),
    })
    .describe('Base pay, whole units of the currency per period'),
  totalCompensation: z
    .object({ min: z.number(), max: z.number() })
    .nullable()
    .describe('Base plus bonus and equity; null: no configured source states it'),
  confidenceLevel: z.enum(researchConfidenceLevels).describe('low: under 3 data points, medium: 3–9, high: 10 or more'),
  dataPoints: count().describe('Sources of the estimate, e.g. postings stating a salary'),
});

export const strategicAssessmentSchema = z.object({
  strengths: z.array(z.string()),
  concerns: z.array(z.string()),
  recommendation: z.string().nullable().describe('Advice for an applicant; the card cuts it at 120 characters'),
});

export const awardSchema = z.object({
  title: z.string(),
  year: z.number().int().nullable(),
});

export const reviewsSummarySchema = z.object({
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  recentInsight: z
    .object({
      title: z.string().nullable().describe("Reviewer's job title"),
      location: z.string().nullable(),
      duration: z.string().nullable().describe('How long the reviewer worked there, as the source words it'),
      snippet: z.string().nullable().describe('A quote from the review'),
    })
    .nullable(),
  link: z.string().nullable().describe('Absolute URL of the reviews page (the card footer\'s "Reviews")'),
});

export const interviewIntelligenceSchema = z.object({
  difficultyLevel: z.enum(['easy', 'medium', 'hard']).nullable(),
  timeline: z.string().nullable().describe('How long the process takes, as the source words it, e.g. "2–4 weeks"'),
  successRate: share().nullable().describe('Share of candidates who got an offer, 0–1'),
  rounds: count().nullable().describe('Number of interview rounds'),
  process: z.array(z.string()).describe('Interview stages in order'),
  commonQuestions: z.array(z.string()),
  tips: z.array(z.string()),
});

export const competitorSchema = z.object({ name: z.string() });

const namedCountSchema = z.object({
  name: z.string().describe('The spelling most postings use'),
  count: count().describe('Open postings'),
});

export const hiringSalaryRangeSchema = z.object({
  title: z.string().describe('Role title, the spelling most postings of the group use'),
  currency: z.string().describe('ISO 4217 code'),
  period: z.enum(salaryPeriods),
  min: z.number().describe('Lowest amount any of these postings states'),
  max: z.number().describe('Highest amount any of these postings states'),
  median: z.number().describe('Median of the postings’ range midpoints'),
  dataPoints: count().describe('Postings stating a salary in this currency and period'),
});

/** Ours, not the spec's: what the company's open postings show. Every value is counted from postings. */
export const companyHiringSchema = z.object({
  openRoles: count().describe('Open postings (after merging the same job seen on several sources)'),
  roles: z
    .array(z.object({ title: z.string(), count: count() }))
    .describe('Top 10 role titles by open postings; titles are grouped case- and punctuation-insensitively'),
  locations: z.array(namedCountSchema).describe('Top 10 posting locations, remote ones included'),
  remoteShare: share().describe('Share of open postings that are remote, 0–1'),
  salaryRanges: z
    .array(hiringSalaryRangeSchema)
    .describe('Top 10 by data points; only from postings that state a salary; one currency and period each'),
  departments: z.array(namedCountSchema).describe('Top 10 departments the postings name'),
  sources: z
    .array(z.object({ name: z.string().describe('Source key, e.g. greenhouse'), label: z.string(), count: count() }))
    .describe('Where the postings came from, for attribution'),
  lastPostedAt: isoTime().nullable().describe('Newest posting date any source states'),
});

export const researchProvenanceSchema = z.object({
  basis: z.literal('postings').describe('What the record is built from'),
  postingsCount: count(),
  generatedAt: isoTime(),
  confidence: z.enum(researchConfidenceLevels).describe('low: 1–2 postings, medium: 3–9, high: 10 or more'),
});

export const companyResearchSchema = z.object({
  jobId: z.string().optional().describe('The job this research was opened for'),
  associatedJob: z.object({ id: z.string() }).optional().describe('Same job as jobId; the spec carries both'),
  companyOverview: companyOverviewSchema,
  ratings: companyRatingsSchema.nullable().describe('Employee ratings; null: no ratings provider configured'),
  salaryEstimates: z.array(salaryEstimateSchema).describe('Per role, currency and period; [] when no posting states a salary'),
  strategicAssessment: strategicAssessmentSchema.nullable().describe('null: no source for it'),
  awards: z.array(awardSchema).nullable().describe('null: no source for awards'),
  reviewsSummary: reviewsSummarySchema.nullable().describe('null: no reviews provider configured'),
  interviewIntelligence: interviewIntelligenceSchema.nullable().describe('null: no interview-data provider configured'),
  competitors: z.array(competitorSchema).nullable().describe('null: no source for competitors'),
  officeLocations: z
    .array(z.string())
    .describe('Top 10 distinct non-remote posting locations; offices beyond the postings are not known'),
  hiring: companyHiringSchema,
  provenance: researchProvenanceSchema,
});

export type CompanyResearch = z.infer<typeof companyResearchSchema>;
export type CompanyHiring = z.infer<typeof companyHiringSchema>;
export type SalaryEstimate = z.infer<typeof salaryEstimateSchema>;
export type HiringSalaryRange = z.infer<typeof hiringSalaryRangeSchema>;
