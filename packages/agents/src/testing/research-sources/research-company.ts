/** One company as the fake research sources know it; each source renders it in its real shape. */
export type FakeResearchCompany = {
  name: string;
  qid: string;
  /** Wikidata's item description, shown in search hits. */
  description: string;
  industry?: { id: string; label: string };
  headquarters?: { id: string; label: string };
  ceo?: { id: string; label: string };
  inception?: string;
  employees?: { amount: number; year: number };
  exchange?: { id: string; label: string; ticker: string };
  awards?: { id: string; label: string; year: number }[];
  /** Path on the fake server's /sites/ (e.g. "acme"); the Wikidata item names it as the official website. */
  siteSlug?: string;
  wikipediaTitle?: string;
  wikipediaExtract?: string;
  /** Known to the ratings provider under this id. */
  glassdoorId?: number;
};

export const acmeRobotics: FakeResearchCompany = {
  name: 'Acme Robotics',
  qid: 'Q4000001',
  description: 'American robotics company',
  industry: { id: 'Q11012', label: 'Robotics' },
  headquarters: { id: 'Q62', label: 'San Francisco' },
  ceo: { id: 'Q4000002', label: 'Dana Reyes' },
  inception: '+2012-03-01T00:00:00Z',
  employees: { amount: 1200, year: 2025 },
  exchange: { id: 'Q82059', label: 'Nasdaq', ticker: 'ACMR' },
  awards: [{ id: 'Q4000003', label: 'Red Dot Design Award', year: 2023 }],
  siteSlug: 'acme',
  wikipediaTitle: 'Acme Robotics',
  wikipediaExtract: 'Acme Robotics is an American company that designs warehouse robots and the software that runs their fleets.',
  glassdoorId: 771001,
};

export const globex: FakeResearchCompany = {
  name: 'Globex',
  qid: 'Q4000010',
  description: 'software company',
  industry: { id: 'Q880371', label: 'Software industry' },
  headquarters: { id: 'Q1794', label: 'Frankfurt' },
  inception: '+1998-01-01T00:00:00Z',
  wikipediaTitle: 'Globex',
  wikipediaExtract: 'Globex is a German software company.',
};
