import { z } from 'zod';

export const researchSourceNames = ['wikidata', 'wikipedia', 'website', 'ratings'] as const;
export type ResearchSourceName = (typeof researchSourceNames)[number];

export type ResearchSettings = {
  /** Sources research asks (COMPANY_RESEARCH_SOURCES; default every one, ratings only with its key). */
  enabled: ResearchSourceName[];
  wikidataUrl: string;
  wikipediaUrl: string;
  ratings: { baseUrl: string; apiKey: string } | undefined;
  /** How long fetched facts are used before they are fetched again (COMPANY_RESEARCH_TTL_HOURS). */
  ttlHours: number;
};

const baseUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

/** The research variables, parsed with the rest of the environment (config.ts). */
export const researchEnvShape = {
  WIKIDATA_API_URL: baseUrl('https://www.wikidata.org'),
  WIKIPEDIA_API_URL: baseUrl('https://en.wikipedia.org/api/rest_v1'),
  GLASSDOOR_API_URL: baseUrl('https://real-time-glassdoor-data.p.rapidapi.com'),
  GLASSDOOR_RAPIDAPI_KEY: z.string().trim().min(1).optional(),
  COMPANY_RESEARCH_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  COMPANY_RESEARCH_SOURCES: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum([...researchSourceNames, 'none'])).optional()),
};

type ResearchEnv = z.output<z.ZodObject<typeof researchEnvShape>>;

export function researchSettings(env: ResearchEnv): { settings: ResearchSettings; problems: string[] } {
  const listed = env.COMPANY_RESEARCH_SOURCES;
  const key = env.GLASSDOOR_RAPIDAPI_KEY;
  const enabled = listed
    ? researchSourceNames.filter((name) => listed.includes(name))
    : researchSourceNames.filter((name) => name !== 'ratings' || key);
  const problems = enabled.includes('ratings') && !key ? ['COMPANY_RESEARCH_SOURCES: ratings needs GLASSDOOR_RAPIDAPI_KEY'] : [];
  return {
    settings: {
      enabled,
      wikidataUrl: env.WIKIDATA_API_URL,
      wikipediaUrl: env.WIKIPEDIA_API_URL,
      ratings: key && enabled.includes('ratings') ? { baseUrl: env.GLASSDOOR_API_URL, apiKey: key } : undefined,
      ttlHours: env.COMPANY_RESEARCH_TTL_HOURS,
    },
    problems,
  };
}

/** Research with every outside source off: what an app gets when it is given no research sources. */
export const noResearchSources: ResearchSettings = { enabled: [], wikidataUrl: '', wikipediaUrl: '', ratings: undefined, ttlHours: 72 };
