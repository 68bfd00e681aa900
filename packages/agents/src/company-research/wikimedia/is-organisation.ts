import type { SourceHttp } from '../../job-discovery/source-adapter';
import { claimsOf, itemId, mainValue, type WikidataEntity } from './wikidata-claims';
import { humanItem, wd } from './wikidata-properties';

/**
 * Classes whose instances are organisations: organization (Q43229), business (Q4830453), company (Q783794),
 * enterprise (Q6881511), public company (Q891723), corporation (Q167037), privately held company (Q1589009),
 * technology company (Q18388277), subsidiary (Q658255), nonprofit organization (Q163740). Others reach one of
 * these through "subclass of" (P279).
 */
export const organisationClasses = new Set([
  'Q43229',
  'Q4830453',
  'Q783794',
  'Q6881511',
  'Q891723',
  'Q167037',
  'Q1589009',
  'Q18388277',
  'Q658255',
  'Q163740',
]);

/**
 * Classes whose instances are never an employer's card, though their class chains may reach organization:
 * a city-state or a country is also a "state" ⊂ "political organization" on Wikidata. Places: human
 * settlement (Q486972), city (Q515), big city (Q1549591), country (Q6256), sovereign state (Q3624078),
 * state (Q7275), political territorial entity (Q1048835), administrative territorial entity (Q56061),
 * geographic region (Q82794), geographic location (Q2221906); software (Q7397), operating system (Q9135).
 */
export const notOrganisationClasses = new Set([
  'Q486972',
  'Q515',
  'Q1549591',
  'Q6256',
  'Q3624078',
  'Q7275',
  'Q1048835',
  'Q56061',
  'Q82794',
  'Q2221906',
  'Q7397',
  'Q9135',
]);

/** Levels of "subclass of" walked, each one request of at most this many classes: bounded time for any item. */
const classLevels = 3;
const classesPerLevel = 50;

function valuesOf(entity: WikidataEntity, property: string): string[] {
  return claimsOf(entity, property).flatMap((claim) => itemId(mainValue(claim)) ?? []);
}

/**
 * Whether the item is an instance (P31) of an organisation, through up to three levels of subclasses (P279).
 * A city, an operating system or a country with a website is not, whichever comes first in its chain; a person never is; an item whose classes
 * cannot be read is not taken for one (a source that fails here fails the whole lookup, as any other request).
 */
export async function isOrganisation(http: SourceHttp, apiUrl: (params: Record<string, string>) => string, entity: WikidataEntity): Promise<boolean> {
  let level = [...new Set(valuesOf(entity, wd.instanceOf))];
  if (level.includes(humanItem)) return false;
  const seen = new Set(level);
  for (let depth = 0; level.length > 0; depth++) {
    // A place or a program is never taken, even where its chain also reaches organization at this level.
    if (level.some((id) => notOrganisationClasses.has(id))) return false;
    if (level.some((id) => organisationClasses.has(id))) return true;
    if (depth === classLevels) return false;
    const data = (await http.json(
      apiUrl({ action: 'wbgetentities', ids: level.slice(0, classesPerLevel).join('|'), props: 'claims', format: 'json' }),
    )) as { entities?: Record<string, WikidataEntity> };
    const parents = Object.values(data.entities ?? {}).flatMap((entity) => valuesOf(entity, wd.subclassOf));
    level = [...new Set(parents)].filter((id) => !seen.has(id));
    for (const id of level) seen.add(id);
  }
  return false;
}
