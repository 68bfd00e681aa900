import type { FakeResearchCompany } from './research-company';

const envelope = (parameters: Record<string, unknown>, data: unknown) => ({
  status: 'OK',
  request_id: '00000000-0000-4000-8000-000000000000',
  parameters,
  data,
});

/** The fields a search hit and the overview share. */
const summary = (company: FakeResearchCompany) => ({
  company_id: company.glassdoorId,
  name: company.name,
  company_link: `https://www.glassdoor.com/Overview/Working-at-${company.name.replace(/ /g, '-')}-EI_IE${company.glassdoorId}.htm`,
  rating: 4.2,
  review_count: 312,
  salary_count: 540,
  job_count: 12,
  headquarters_location: 'San Francisco, CA',
  logo: null,
  company_size: '1001 to 5000 Employees',
});

/** GET /company-search. */
export function ratingsSearch(companies: FakeResearchCompany[], query: string) {
  const hits = companies.filter((company) => company.glassdoorId !== undefined && company.name.toLowerCase().includes(query.toLowerCase()));
  return envelope(
    { query, domain: 'www.glassdoor.com', limit: 5 },
    hits.map((company) => ({ ...summary(company), industry: 'Computer Hardware Development' })),
  );
}

/** GET /company-overview. */
export function ratingsOverview(company: FakeResearchCompany) {
  return envelope(
    { company_id: String(company.glassdoorId), domain: 'www.glassdoor.com' },
    {
      ...summary(company),
      company_size_category: 'LARGE',
      company_description: 'We build robots that carry the heavy boxes.',
      industry: 'Computer Hardware Development',
      website: null,
      company_type: 'Company - Public',
      revenue: '$100 to $500 million (USD)',
      business_outlook_rating: 0.74,
      career_opportunities_rating: 3.9,
      ceo: company.ceo?.label ?? null,
      ceo_rating: 0.86,
      compensation_and_benefits_rating: 4.1,
      culture_and_values_rating: 4.3,
      diversity_and_inclusion_rating: 4.4,
      recommend_to_friend_rating: 0.83,
      senior_management_rating: 3.7,
      work_life_balance_rating: 3.8,
      stock: company.exchange?.ticker ?? null,
      year_founded: 2012,
      reviews_link: `https://www.glassdoor.com/Reviews/${company.name.replace(/ /g, '-')}-Reviews-E${company.glassdoorId}.htm`,
      jobs_link: `https://www.glassdoor.com/Jobs/${company.name.replace(/ /g, '-')}-Jobs-E${company.glassdoorId}.htm`,
      faq_link: null,
      competitors: [
        { id: 900001, name: 'Locus Robotics' },
        { id: 900002, name: 'Fetch Robotics' },
      ],
      office_locations: [
        { city: 'San Francisco, CA', country: 'United States' },
        { city: 'Austin, TX', country: 'United States' },
      ],
      best_places_to_work_awards: [{ time_period: '2024', rank: 41 }],
    },
  );
}

/** GET /company-reviews (newest first). */
export function ratingsReviews(company: FakeResearchCompany) {
  return envelope(
    { company_id: String(company.glassdoorId), sort: 'MOST_RECENT', page: 1 },
    {
      review_count: 312,
      page: 1,
      page_count: 32,
      reviews: [
        {
          review_id: 88001,
          summary: 'Great robots, fast pace',
          pros: 'Smart colleagues and real ownership of features.',
          cons: 'On-call weeks are heavy.',
          rating: 4,
          job_title: 'Software Engineer',
          location: 'San Francisco, CA',
          employment_status: 'REGULAR',
          is_current_employee: true,
          length_of_employment: 2,
          review_datetime: '2026-10-30T10:12:00.000',
        },
        {
          review_id: 88002,
          summary: 'Good place to learn',
          pros: 'Mentoring is taken seriously.',
          cons: 'Promotions are slow.',
          rating: 4,
          job_title: 'Field Technician',
          location: 'Austin, TX',
          employment_status: 'REGULAR',
          is_current_employee: false,
          length_of_employment: 3,
          review_datetime: '2026-10-02T08:00:00.000',
        },
      ],
    },
  );
}

/** GET /company-interviews. */
export function ratingsInterviews(company: FakeResearchCompany) {
  const interview = (id: number, outcome: string, days: number, question: string) => ({
    interview_id: id,
    job_title: 'Software Engineer',
    location: 'San Francisco, CA',
    review_datetime: '2026-09-01T00:00:00.000Z',
    interview_datetime: null,
    process_description: 'Recruiter call, a take-home exercise, then an onsite loop of four interviews.',
    difficulty: 'average',
    experience: 'positive',
    outcome,
    duration_days: days,
    is_current_employee: false,
    helpful_count: 0,
    not_helpful_count: 0,
    advice: 'Know their fleet software.',
    declined_reason: null,
    negotiation_description: null,
    questions: [question],
  });
  return envelope(
    { company_id: String(company.glassdoorId), page: 1, sort: 'POPULAR' },
    {
      interviews: [
        interview(1, 'accept_offer', 21, 'Design a job queue for robots.'),
        interview(2, 'no_offer', 14, 'Reverse a linked list.'),
        interview(3, 'accept_offer', 28, 'Tell us about a hard bug.'),
        interview(4, 'decline_offer', 30, 'Design a job queue for robots.'),
        interview(5, 'no_offer', 10, 'What is a race condition?'),
      ],
      total_count: 57,
      filtered_count: 57,
      page_count: 6,
      current_page: 1,
      interview_difficulty: 3.1,
    },
  );
}
