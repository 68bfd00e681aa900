import type { FakeResearchCompany } from './research-company';

const snak = (property: string, datatype: string, value: unknown) => ({
  snaktype: 'value',
  property,
  datatype,
  datavalue: { value, type: typeof value === 'string' ? 'string' : 'wikibase-entityid' },
});
const item = (id: string) => ({ 'entity-type': 'item', 'numeric-id': Number(id.slice(1)), id });
const claim = (property: string, datatype: string, value: unknown, qualifiers?: Record<string, unknown[]>) => ({
  mainsnak: snak(property, datatype, value),
  type: 'statement',
  rank: 'normal',
  ...(qualifiers ? { qualifiers } : {}),
});

/** w/api.php?action=wbsearchentities: hits whose label starts with the search text. */
export function wikidataSearch(companies: FakeResearchCompany[], search: string) {
  const hits = companies.filter((company) => company.name.toLowerCase().startsWith(search.toLowerCase()));
  return {
    searchinfo: { search },
    search: hits.map((company) => ({
      id: company.qid,
      title: company.qid,
      pageid: Number(company.qid.slice(1)),
      concepturi: `http://www.wikidata.org/entity/${company.qid}`,
      url: `//www.wikidata.org/wiki/${company.qid}`,
      label: company.name,
      description: company.description,
      match: { type: 'label', language: 'en', text: company.name },
    })),
    success: 1,
  };
}

/** wiki/Special:EntityData/{id}.json. */
export function wikidataEntity(company: FakeResearchCompany, siteBase: string) {
  const claims: Record<string, unknown[]> = { P31: [claim('P31', 'wikibase-item', item('Q4830453'))] };
  if (company.industry) claims.P452 = [claim('P452', 'wikibase-item', item(company.industry.id))];
  if (company.headquarters) claims.P159 = [claim('P159', 'wikibase-item', item(company.headquarters.id))];
  if (company.ceo) claims.P169 = [claim('P169', 'wikibase-item', item(company.ceo.id))];
  if (company.inception)
    claims.P571 = [
      claim('P571', 'time', {
        time: company.inception,
        timezone: 0,
        before: 0,
        after: 0,
        precision: 11,
        calendarmodel: 'http://www.wikidata.org/entity/Q1985727',
      }),
    ];
  if (company.employees) {
    claims.P1128 = [
      claim(
        'P1128',
        'quantity',
        { amount: `+${company.employees.amount}`, unit: '1' },
        { P585: [snak('P585', 'time', { time: `+${company.employees.year}-01-01T00:00:00Z`, precision: 9 })] },
      ),
    ];
  }
  if (company.exchange)
    claims.P414 = [claim('P414', 'wikibase-item', item(company.exchange.id), { P249: [snak('P249', 'external-id', company.exchange.ticker)] })];
  if (company.awards)
    claims.P166 = company.awards.map((award) =>
      claim('P166', 'wikibase-item', item(award.id), { P585: [snak('P585', 'time', { time: `+${award.year}-00-00T00:00:00Z`, precision: 9 })] }),
    );
  if (company.siteSlug) claims.P856 = [claim('P856', 'url', `${siteBase}/sites/${company.siteSlug}/`)];
  return {
    entities: {
      [company.qid]: {
        pageid: Number(company.qid.slice(1)),
        ns: 0,
        title: company.qid,
        type: 'item',
        id: company.qid,
        labels: { en: { language: 'en', value: company.name } },
        descriptions: { en: { language: 'en', value: company.description } },
        claims,
        sitelinks: company.wikipediaTitle ? { enwiki: { site: 'enwiki', title: company.wikipediaTitle, badges: [] } } : {},
      },
    },
  };
}

/** w/api.php?action=wbgetentities&props=labels. */
export function wikidataLabels(companies: FakeResearchCompany[], ids: string[]) {
  const known = new Map<string, string>();
  for (const company of companies) {
    for (const entry of [company.industry, company.headquarters, company.ceo, company.exchange, ...(company.awards ?? [])])
      if (entry) known.set(entry.id, entry.label);
  }
  return {
    entities: Object.fromEntries(
      ids.map((id) => [id, known.has(id) ? { type: 'item', id, labels: { en: { language: 'en', value: known.get(id) } } } : { id, missing: '' }]),
    ),
    success: 1,
  };
}

/** REST page/summary/{title}. */
export function wikipediaSummary(company: FakeResearchCompany) {
  const title = company.wikipediaTitle ?? company.name;
  return {
    type: 'standard',
    title,
    displaytitle: title,
    wikibase_item: company.qid,
    description: company.description,
    extract: company.wikipediaExtract ?? '',
    extract_html: `<p>${company.wikipediaExtract ?? ''}</p>`,
    content_urls: { desktop: { page: `https://en.wikipedia.org/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}` } },
  };
}
