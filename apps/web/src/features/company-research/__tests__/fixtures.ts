import type { CompanyResearch, OpenRoles, ResearchSession } from '@seeker/contract';
import { jsonResponse } from '@/test/mock-fetch';

const retrievedAt = '2026-11-22T10:00:00.000Z';

/** A researched company as the API sends it; overrides replace whole sections. */
export function createResearch(overrides: Partial<CompanyResearch> & { name?: string; id?: string } = {}): CompanyResearch {
  const { name = 'Acme Robotics', id = 'acme-robotics', ...rest } = overrides;
  return {
    jobId: `job-session-1-0`,
    associatedJob: { id: 'job-session-1-0' },
    companyOverview: {
      id,
      name,
      logoUrl: null,
      stockSymbol: 'Nasdaq: ACMR',
      industry: 'Robotics',
      size: '1,200 employees (2025)',
      headquarters: 'San Francisco',
      founded: 2012,
      website: 'https://acme.example/',
      ceo: 'Dana Reyes',
      description: 'Acme Robotics designs warehouse robots.',
    },
    ratings: {
      overall: 4.2,
      reviewCount: 312,
      recommendToFriend: 0.83,
      ceo: { name: 'Dana Reyes', rating: 0.86 },
      detailedBreakdown: {
        workLifeBalance: 3.8,
        cultureAndValues: 4.3,
        compensationAndBenefits: 4.1,
        careerOpportunities: 2.9,
        seniorManagement: 3.7,
        businessOutlook: 3.7,
      },
    },
    salaryEstimates: [
      {
        title: 'Frontend Engineer',
        currency: 'USD',
        period: 'year',
        baseRange: { min: 140_000, max: 170_000, median: 155_000 },
        totalCompensation: null,
        confidenceLevel: 'low',
        dataPoints: 2,
      },
    ],
    strategicAssessment: {
      summary: {
        text: 'Acme Robotics, in robotics, based in San Francisco, founded 2012, has 2 open roles in this search, 50% of them remote, and hires steadily.',
        sources: ['postings', 'wikidata'],
      },
      strengths: [{ text: 'Employees rate it 4.2 of 5.', sources: ['ratings'] }],
      concerns: [],
      recommendation: { text: 'Worth applying: roles here match your titles.', sources: ['postings'] },
      author: 'rules',
    },
    awards: [{ title: 'Red Dot Design Award', year: 2023 }],
    reviewsSummary: {
      pros: ['Smart colleagues'],
      cons: ['On-call weeks are heavy'],
      recentInsight: { title: 'Software Engineer', location: 'San Francisco, CA', duration: '2 years', snippet: 'Great robots, fast pace' },
      link: 'https://www.glassdoor.com/Reviews/Acme-Reviews-E771001.htm',
    },
    interviewIntelligence: {
      difficultyLevel: 'medium',
      timeline: 'about 21 days (median of 5 reports)',
      successRate: 0.6,
      rounds: null,
      process: ['Recruiter call, then an onsite loop.'],
      commonQuestions: ['Design a job queue for robots.'],
      tips: [],
    },
    competitors: [{ name: 'Locus Robotics' }],
    officeLocations: ['San Francisco, CA, United States'],
    hiring: {
      openRoles: 2,
      roles: [{ title: 'Frontend Engineer', count: 1 }],
      locations: [],
      remoteShare: 0.5,
      salaryRanges: [],
      departments: [],
      sources: [],
      lastPostedAt: '2026-11-20T00:00:00.000Z',
    },
    provenance: { postingsCount: 2, generatedAt: retrievedAt, confidence: 'low' },
    sources: [
      { id: 'postings', label: '2 job postings in this search', url: null, retrievedAt },
      { id: 'wikidata', label: 'Wikidata Q4000001', url: 'https://www.wikidata.org/wiki/Q4000001', retrievedAt },
      { id: 'ratings', label: 'Glassdoor (via Real-Time Glassdoor Data)', url: 'https://www.glassdoor.com/Overview/x.htm', retrievedAt },
    ],
    citations: {
      'companyOverview.industry': 'wikidata',
      'companyOverview.headquarters': 'wikidata',
      'companyOverview.founded': 'wikidata',
      'companyOverview.stockSymbol': 'wikidata',
      'companyOverview.size': 'wikidata',
      'companyOverview.ceo': 'wikidata',
      'companyOverview.website': 'wikidata',
      'companyOverview.description': 'ratings',
      ratings: 'ratings',
      reviewsSummary: 'ratings',
      interviewIntelligence: 'ratings',
      competitors: 'ratings',
      officeLocations: 'ratings',
      awards: 'wikidata',
      hiring: 'postings',
      salaryEstimates: 'postings',
    },
    gaps: [],
    ...rest,
  };
}

/** Globex with no ratings provider configured. */
export function createUnratedResearch(): CompanyResearch {
  return createResearch({
    name: 'Globex',
    id: 'globex',
    jobId: 'job-session-1-1',
    associatedJob: { id: 'job-session-1-1' },
    ratings: null,
    reviewsSummary: null,
    interviewIntelligence: null,
    competitors: null,
    gaps: [{ source: 'ratings', reason: 'not-configured', message: 'No ratings source configured' }],
  });
}

export const sessionId = 'session-0000-1111-2222-abcdefgh';

export function createSession(companies: CompanyResearch[] = [createResearch(), createUnratedResearch()]): ResearchSession {
  return { sessionId, createdAt: '2026-11-22T10:00:00.000Z', lastUpdated: '2026-11-22T10:00:00.000Z', companies };
}

/** The 12 week ends the open-roles fixtures use, oldest first: 4 Oct to 20 Dec 2026. */
export const openRolesWeekEnds = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2026, 9, 4 + 7 * index)).toISOString().slice(0, 10));

/**
 * A company's open roles week by week as the API sends them: by default the index began on 28 Oct 2026,
 * so the first 4 weeks are not known (null), then some roles each week.
 */
export function createOpenRoles(company = 'Acme Robotics', open: (number | null)[] = [null, null, null, null, 1, 1, 2, 3, 2, 0, 2, 2]): OpenRoles {
  const anyKnown = open.some((value) => value !== null);
  return {
    company,
    weeks: openRolesWeekEnds.map((weekEnding, index) => ({ weekEnding, open: open[index] ?? null })),
    indexSince: anyKnown ? (open[0] === null ? '2026-10-28T09:00:00.000Z' : '2026-01-05T09:00:00.000Z') : null,
  };
}

export const openRolesPath = (companyId: string) => `/api/company-research/${sessionId}/companies/${companyId}/open-roles`;

/** The fake server's answers to every card's open-roles request in a session. */
export function openRolesRoutes(companies: CompanyResearch[] = createSession().companies) {
  return Object.fromEntries(
    companies.map((record) => [`GET ${openRolesPath(record.companyOverview.id)}`, () => jsonResponse(createOpenRoles(record.companyOverview.name))]),
  );
}
