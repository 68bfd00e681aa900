import type { ResearchGap, ResearchSourceKind } from '@seeker/contract';
import type { SourceHttp } from '../job-discovery/source-adapter';
import type { CompanyFacts, SourceFinding } from './company-facts';
import { mergeFindings } from './merge-findings';
import { safeStrings } from './safe-strings';
import { readRatings, type RatingsProvider } from './ratings/read-ratings';
import { SiteError } from './site/fetch-site';
import { readWebsite, type FetchSite } from './site/read-website';
import { readWikidata } from './wikimedia/read-wikidata';
import { readWikipedia } from './wikimedia/read-wikipedia';

/** The outside sources research may ask; a missing one is "not configured", never imitated. */
export type ResearchClients = {
  wikidata?: { http: SourceHttp; baseUrl: string };
  wikipedia?: { http: SourceHttp; baseUrl: string };
  site?: FetchSite;
  ratings?: { http: SourceHttp; provider: RatingsProvider };
};

const labels: Record<ResearchSourceKind, string> = {
  postings: 'Job postings',
  wikidata: 'Wikidata',
  wikipedia: 'Wikipedia',
  website: 'The company website',
  ratings: 'The ratings source',
};

type Step = SourceFinding | ResearchGap;

/**
 * Asks every configured source about one company: Wikidata and the ratings provider by name first,
 * then the Wikipedia article and the website they lead to. A source that fails or knows nothing leaves
 * a gap saying so; the others still count.
 */
export async function gatherCompanyFacts(
  name: string,
  clients: ResearchClients,
  { now, signal }: { now: Date; signal?: AbortSignal },
): Promise<CompanyFacts> {
  const [wikidata, ratings] = await Promise.all([
    clients.wikidata
      ? ask('wikidata', () => readWikidata(clients.wikidata!.http, clients.wikidata!.baseUrl, name, now), `No Wikidata item matches “${name}”`)
      : notConfigured('wikidata', 'Wikidata is not configured'),
    clients.ratings
      ? ask(
          'ratings',
          () => readRatings(clients.ratings!.http, clients.ratings!.provider, name, now),
          `The ratings source knows no company named “${name}”`,
        )
      : notConfigured('ratings', 'No ratings source configured'),
  ]);
  const leads = {
    ...found(ratings)?.leads,
    ...(found(ratings)?.overview?.website ? { website: found(ratings)!.overview!.website! } : {}),
    ...found(wikidata)?.leads,
  };
  const [wikipedia, website] = await Promise.all([
    !clients.wikipedia
      ? notConfigured('wikipedia', 'Wikipedia is not configured')
      : leads.wikipediaTitle
        ? ask(
            'wikipedia',
            () => readWikipedia(clients.wikipedia!.http, clients.wikipedia!.baseUrl, leads.wikipediaTitle!, now),
            `Wikipedia has no summary of “${leads.wikipediaTitle}”`,
          )
        : gap('wikipedia', 'not-found', 'No Wikipedia article is linked to this company'),
    !clients.site
      ? notConfigured('website', 'Reading company websites is turned off')
      : leads.website
        ? ask('website', () => readWebsite(clients.site!, leads.website!, now, signal), '')
        : gap('website', 'not-found', 'No source names the company’s website'),
  ]);
  return safeStrings(mergeFindings([wikidata, ratings, wikipedia, website]));
}

function found(step: Step): SourceFinding | undefined {
  return 'source' in step && typeof step.source === 'object' ? step : undefined;
}

async function ask(kind: ResearchSourceKind, read: () => Promise<SourceFinding | null>, notFound: string): Promise<Step> {
  try {
    return (await read()) ?? gap(kind, 'not-found', notFound);
  } catch (error) {
    if (error instanceof SiteError && error.reason === 'refused')
      return gap(kind, 'refused', `${labels[kind]} was not read: ${lowerFirst(error.message)}`);
    const detail = error instanceof Error && error.message ? error.message : 'failed';
    return gap(kind, 'failed', `${labels[kind]} ${detail}`);
  }
}

function notConfigured(source: ResearchSourceKind, message: string): ResearchGap {
  return gap(source, 'not-configured', message);
}

function gap(source: ResearchSourceKind, reason: ResearchGap['reason'], message: string): ResearchGap {
  return { source, reason, message };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
