import type { SourceHttp } from '../../job-discovery/source-adapter';
import { normalizeCompanyName } from '../../job-discovery/normalize/company-names';
import type { SourceFinding } from '../company-facts';
import { amountOf, claimsOf, isCurrent, itemId, mainValue, qualifier, stringValue, yearOf, type WikidataEntity } from './wikidata-claims';
import { isOrganisation } from './is-organisation';
import { wd } from './wikidata-properties';

type SearchHit = { id?: unknown; label?: unknown; match?: { text?: unknown } };

const candidatesRead = 3;
const awardsKept = 10;

/**
 * The company's Wikidata item, found by name: among the first search hits, the first whose label or
 * matched alias is the same name (normalised) and that is an instance of an organisation (is-organisation.ts)
 * with facts of one. Null when none is; an unrelated item of the same spelling (a city, an operating system)
 * is worse than no item.
 */
export async function readWikidata(http: SourceHttp, baseUrl: string, name: string, now: Date): Promise<SourceFinding | null> {
  const wanted = normalizeCompanyName(name);
  const search = (await http.json(
    api(baseUrl, { action: 'wbsearchentities', search: name.slice(0, 200), language: 'en', uselang: 'en', type: 'item', limit: '7', format: 'json' }),
  )) as { search?: SearchHit[] };
  const hits = (Array.isArray(search.search) ? search.search : []).filter((hit) =>
    [hit.label, hit.match?.text].some((text) => typeof text === 'string' && normalizeCompanyName(text) === wanted),
  );
  for (const hit of hits.slice(0, candidatesRead)) {
    const id = itemId({ id: hit.id });
    if (!id) continue;
    const data = (await http.json(`${baseUrl}/wiki/Special:EntityData/${id}.json`)) as { entities?: Record<string, WikidataEntity> };
    const entity = Object.values(data.entities ?? {})[0];
    if (!entity || !hasCompanyFacts(entity) || !(await isOrganisation(http, (params) => api(baseUrl, params), entity))) continue;
    const labels = await readLabels(http, baseUrl, referencedItems(entity));
    return toFinding(entity, labels, baseUrl, now);
  }
  return null;
}

function api(baseUrl: string, params: Record<string, string>): string {
  return `${baseUrl}/w/api.php?${new URLSearchParams(params).toString()}`;
}

/** Something a company card would show; an organisation with none of it adds nothing. */
function hasCompanyFacts(entity: WikidataEntity): boolean {
  return [wd.industry, wd.employees, wd.website, wd.stockExchange, wd.ceo].some((property) => claimsOf(entity, property).length > 0);
}

function referencedItems(entity: WikidataEntity): string[] {
  const ids = [wd.industry, wd.headquarters, wd.ceo, wd.award, wd.stockExchange].flatMap((property) =>
    claimsOf(entity, property).map((claim) => itemId(mainValue(claim))),
  );
  return [...new Set(ids.filter((id): id is string => id !== null))].slice(0, 50);
}

async function readLabels(http: SourceHttp, baseUrl: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const data = (await http.json(api(baseUrl, { action: 'wbgetentities', ids: ids.join('|'), props: 'labels', languages: 'en', format: 'json' }))) as {
    entities?: Record<string, WikidataEntity>;
  };
  const labels = new Map<string, string>();
  for (const [id, entity] of Object.entries(data.entities ?? {})) {
    const label = stringValue(entity.labels?.en?.value);
    if (label) labels.set(id, label);
  }
  return labels;
}

function toFinding(entity: WikidataEntity, labels: Map<string, string>, baseUrl: string, now: Date): SourceFinding {
  const label = (property: string) => {
    for (const claim of claimsOf(entity, property).filter(isCurrent)) {
      const text = labels.get(itemId(mainValue(claim)) ?? '');
      if (text) return text;
    }
    return null;
  };
  const website =
    claimsOf(entity, wd.website)
      .filter(isCurrent)
      .map((claim) => stringValue(mainValue(claim)))
      .find((url) => url && /^https?:\/\//i.test(url)) ?? null;
  const logo = stringValue(mainValue(claimsOf(entity, wd.logo)[0] ?? {}));
  const overview = {
    industry: label(wd.industry),
    size: employees(entity),
    headquarters: label(wd.headquarters),
    founded: yearOf(mainValue(claimsOf(entity, wd.inception)[0] ?? {})),
    website,
    stockSymbol: ticker(entity, labels),
    ceo: label(wd.ceo),
    logoUrl: logo ? `https://commons.wikimedia.org/wiki/Special:FilePath/${encodeURIComponent(logo.replace(/ /g, '_'))}` : null,
  };
  const awards = claimsOf(entity, wd.award)
    .map((claim) => ({ title: labels.get(itemId(mainValue(claim)) ?? '') ?? '', year: yearOf(qualifier(claim, wd.pointInTime)) }))
    .filter((award) => award.title !== '')
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0))
    .slice(0, awardsKept);
  const title = stringValue(entity.sitelinks?.enwiki?.title);
  return {
    source: { id: 'wikidata', label: `Wikidata ${entity.id}`, url: `${publicWikidata(baseUrl)}/wiki/${entity.id}`, retrievedAt: now.toISOString() },
    overview: Object.fromEntries(Object.entries(overview).filter(([, value]) => value !== null)),
    // An item without award statements says nothing about awards: no cited "0 awards".
    ...(awards.length > 0 ? { awards } : {}),
    leads: { ...(title ? { wikipediaTitle: title } : {}), ...(website ? { website } : {}) },
  };
}

/** The Wikidata page people open: the API host is the site host. */
function publicWikidata(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

function employees(entity: WikidataEntity): string | null {
  const counts = claimsOf(entity, wd.employees)
    .map((claim) => ({ amount: amountOf(mainValue(claim)), year: yearOf(qualifier(claim, wd.pointInTime)) }))
    .filter((entry): entry is { amount: number; year: number | null } => entry.amount !== null);
  const latest = counts.sort((a, b) => (b.year ?? 0) - (a.year ?? 0))[0];
  if (!latest) return null;
  return `${latest.amount.toLocaleString('en-US')} employees${latest.year ? ` (${latest.year})` : ''}`;
}

function ticker(entity: WikidataEntity, labels: Map<string, string>): string | null {
  for (const claim of claimsOf(entity, wd.stockExchange).filter(isCurrent)) {
    const symbol = stringValue(qualifier(claim, wd.ticker));
    if (!symbol) continue;
    const exchange = labels.get(itemId(mainValue(claim)) ?? '');
    return exchange ? `${exchange}: ${symbol}` : symbol;
  }
  return null;
}
