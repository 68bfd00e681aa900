import type { SourceHttp } from '../../job-discovery/source-adapter';
import { normalizeCompanyName } from '../../job-discovery/normalize/company-names';
import type { SourceFinding } from '../company-facts';
import { toInterviewIntelligence, type InterviewsData } from './interview-data';
import { httpUrl, list, rating, share, text, wholeNumber } from './read-values';
import { toReviewsSummary, type ReviewsData } from './review-data';

/** The ratings provider: "Real-Time Glassdoor Data" (OpenWeb Ninja) on RapidAPI, keyed by GLASSDOOR_RAPIDAPI_KEY. */
export type RatingsProvider = { baseUrl: string; apiKey: string };

type Envelope<T> = { status?: unknown; data?: T };
type SearchHit = { company_id?: unknown; name?: unknown };
export type Overview = Record<string, unknown>;

const maxCompetitors = 10;
const maxOffices = 10;

/**
 * Ratings, reviews and interview data for a company the provider knows by the same name (normalised);
 * null when it knows none. Four calls: search, overview, reviews, interviews.
 */
export async function readRatings(http: SourceHttp, provider: RatingsProvider, name: string, now: Date): Promise<SourceFinding | null> {
  const headers = { 'X-RapidAPI-Key': provider.apiKey, 'X-RapidAPI-Host': new URL(provider.baseUrl).host };
  const get = <T>(path: string, params: Record<string, string>) =>
    http.json(`${provider.baseUrl}/${path}?${new URLSearchParams(params).toString()}`, { headers }) as Promise<Envelope<T>>;

  const search = await get<SearchHit[]>('company-search', { query: name.slice(0, 200), limit: '5' });
  const wanted = normalizeCompanyName(name);
  const hit = (Array.isArray(search.data) ? search.data : []).find(
    (entry) => typeof entry.name === 'string' && normalizeCompanyName(entry.name) === wanted,
  );
  const companyId = typeof hit?.company_id === 'number' || typeof hit?.company_id === 'string' ? String(hit.company_id) : null;
  if (!companyId || !/^\d{1,12}$/.test(companyId)) return null;

  const [overview, reviews, interviews] = await Promise.all([
    get<Overview>('company-overview', { company_id: companyId }),
    get<ReviewsData>('company-reviews', { company_id: companyId, sort: 'MOST_RECENT' }),
    get<InterviewsData>('company-interviews', { company_id: companyId }),
  ]);
  const data = overview.data ?? {};
  const link = httpUrl(data.company_link);
  return {
    source: { id: 'ratings', label: 'Glassdoor (via Real-Time Glassdoor Data)', url: link, retrievedAt: now.toISOString() },
    overview: definedOnly({
      industry: text(data.industry),
      size: text(data.company_size),
      headquarters: text(data.headquarters_location),
      founded: wholeNumber(data.year_founded),
      website: httpUrl(data.website),
      stockSymbol: text(data.stock),
      ceo: text(data.ceo),
      logoUrl: httpUrl(data.logo),
      description: text(data.company_description),
    }),
    ratings: {
      overall: rating(data.rating),
      reviewCount: wholeNumber(data.review_count),
      recommendToFriend: share(data.recommend_to_friend_rating),
      ceo: text(data.ceo) || share(data.ceo_rating) !== null ? { name: text(data.ceo), rating: share(data.ceo_rating) } : null,
      detailedBreakdown: {
        workLifeBalance: rating(data.work_life_balance_rating),
        cultureAndValues: rating(data.culture_and_values_rating),
        compensationAndBenefits: rating(data.compensation_and_benefits_rating),
        careerOpportunities: rating(data.career_opportunities_rating),
        seniorManagement: rating(data.senior_management_rating),
        // Business outlook is a share of positive reviewers (0–1); shown on the 0–5 scale of the others.
        businessOutlook: share(data.business_outlook_rating) === null ? null : Math.round(share(data.business_outlook_rating)! * 50) / 10,
      },
    },
    reviewsSummary: toReviewsSummary(reviews.data, httpUrl(data.reviews_link)),
    interviewIntelligence: toInterviewIntelligence(interviews.data),
    competitors: list(data.competitors)
      .map((entry) => ({ name: text((entry as { name?: unknown }).name) ?? '' }))
      .filter((entry) => entry.name !== '')
      .slice(0, maxCompetitors),
    officeLocations: list(data.office_locations)
      .map((entry) =>
        [text((entry as { city?: unknown }).city)?.replace(/,\s*$/, ''), text((entry as { country?: unknown }).country)].filter(Boolean).join(', '),
      )
      .filter((place) => place !== '')
      .slice(0, maxOffices),
    awards: list(data.best_places_to_work_awards)
      .map((entry) => entry as { time_period?: unknown; rank?: unknown })
      .filter((entry) => wholeNumber(entry.rank) !== null)
      .map((entry) => ({ title: `Glassdoor Best Places to Work #${wholeNumber(entry.rank)}`, year: wholeNumber(Number(entry.time_period)) }))
      .sort((a, b) => (b.year ?? 0) - (a.year ?? 0))
      .slice(0, 10),
  };
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as never;
}
