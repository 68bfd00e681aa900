// The fields of one schema.org JobPosting, from JSON-LD or from microdata turned into the same shape.
// Every value is read as the page states it, entities decoded once; a field the page leaves out stays undefined.
import type { Salary } from '../raw-posting';
import { decodeEntities, joinLocation, readHtml, readId, readPlainText, readRecord, unescapeEscapedHtml } from '../sources/read-values';
import { readPostingDate } from './read-posting-date';
import { readPostingSalary } from './read-posting-salary';

export type JobPostingFields = {
  /** JobPosting.url as stated, absolute http(s). */
  url?: string;
  title?: string;
  company?: string;
  location?: string;
  remote?: boolean;
  descriptionHtml?: string;
  postedAt?: Date;
  validThrough?: Date;
  salary?: Salary;
  employmentType?: string;
  applyUrl?: string;
  identifier?: string;
  companyLogoUrl?: string;
};

const maxPlaces = 20;

export function readJobPostingFields(posting: Record<string, unknown>, pageUrl: string): JobPostingFields {
  const organization = first(posting.hiringOrganization);
  const organizationRecord = readRecord(organization);
  const url = readPageUrl(first(posting.url), pageUrl);
  const fields: JobPostingFields = {
    url,
    title: readPlainText(first(posting.title), 300),
    company: organizationRecord ? readPlainText(first(organizationRecord.name), 300) : readPlainText(organization, 300),
    location: readLocations(posting.jobLocation),
    remote: isTelecommute(posting.jobLocationType) ? true : undefined,
    descriptionHtml: readDescription(first(posting.description)),
    postedAt: readPostingDate(first(posting.datePosted)),
    validThrough: readPostingDate(first(posting.validThrough)),
    salary: readPostingSalary(posting.baseSalary),
    employmentType: readPlainText(firstEmploymentType(posting.employmentType), 100),
    applyUrl: readApplyUrl(posting, url, pageUrl),
    identifier: readIdentifier(first(posting.identifier)),
    companyLogoUrl: organizationRecord ? readLogo(first(organizationRecord.logo), pageUrl) : undefined,
  };
  // Undefined keys are left out, so a caller (or a test) sees only what the page states.
  for (const key of Object.keys(fields) as (keyof JobPostingFields)[]) {
    if (fields[key] === undefined) delete fields[key];
  }
  return fields;
}

/** Schema.org allows any property to repeat; the first value is the one the page leads with. */
function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** The first employment type that says one: schema.org's OTHER says none when a list names another beside it. */
function firstEmploymentType(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.find((type) => typeof type === 'string' && type.trim().toUpperCase() !== 'OTHER') ?? value[0];
}

/** An absolute http(s) URL, a relative one resolved against the page; entities decoded (`&amp;` in hrefs). */
export function readPageUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = decodeEntities(value).trim();
  if (!text || text.length > 2_000 || !URL.canParse(text, base)) return undefined;
  const url = new URL(text, base);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/** The description as HTML, unescaped once where Teamtailor and JOIN escaped it inside the JSON. Not sanitised here. */
function readDescription(value: unknown): string | undefined {
  const html = readHtml(value);
  return html && readHtml(unescapeEscapedHtml(html));
}

/** "Locality, Region, Country" for each place, places joined with "; "; a place's own text when it is one. */
function readLocations(value: unknown): string | undefined {
  const places = (Array.isArray(value) ? value : [value]).slice(0, maxPlaces);
  const kept: string[] = [];
  for (const place of places) {
    const text = readPlace(place);
    if (text && !kept.includes(text)) kept.push(text);
  }
  return kept.length ? kept.join('; ') : undefined;
}

function readPlace(value: unknown): string | undefined {
  const place = readRecord(value);
  if (!place) return readPlainText(value, 200);
  const address = first(place.address);
  const postal = readRecord(address);
  if (!postal) return readPlainText(address, 200);
  const country = first(postal.addressCountry);
  const countryText = readRecord(country) ? first(readRecord(country)!.name) : country;
  const parts = [postal.addressLocality, postal.addressRegion, countryText].map((part) => readPlainText(first(part), 200));
  // SAP SuccessFactors states only streetAddress ("Humlebæk, DK"); it is the one place the page gives.
  return joinLocation(...parts) ?? readPlainText(first(postal.streetAddress), 200);
}

/** jobLocationType TELECOMMUTE, also written as a full IRI; anything else says nothing about remote work. */
function isTelecommute(value: unknown): boolean {
  const types = Array.isArray(value) ? value : [value];
  return types.some((type) => typeof type === 'string' && /(^|[/:#])TELECOMMUTE$/i.test(type.trim()));
}

function readIdentifier(value: unknown): string | undefined {
  const record = readRecord(value);
  return readId(record ? first(record.value) : value);
}

function readLogo(value: unknown, base: string): string | undefined {
  const image = readRecord(value);
  return image ? readPageUrl(first(image.url) ?? first(image.contentUrl), base) : readPageUrl(value, base);
}

/**
 * Where to apply, only when stated: an ApplyAction's target (a URL or an EntryPoint), else the posting's
 * own url when directApply says one can apply there.
 */
function readApplyUrl(posting: Record<string, unknown>, postingUrl: string | undefined, base: string): string | undefined {
  const actions = Array.isArray(posting.potentialAction) ? posting.potentialAction : [posting.potentialAction];
  for (const action of actions.slice(0, 20)) {
    const record = readRecord(action);
    const type = record?.['@type'];
    const types = Array.isArray(type) ? type : [type];
    if (!record || !types.some((entry) => typeof entry === 'string' && /ApplyAction$/i.test(entry))) continue;
    const target = first(record.target);
    const entryPoint = readRecord(target);
    const url = entryPoint ? readPageUrl(entryPoint.urlTemplate ?? entryPoint.url, base) : readPageUrl(target, base);
    if (url) return url;
  }
  const directApply =
    posting.directApply === true || (typeof posting.directApply === 'string' && posting.directApply.trim().toLowerCase() === 'true');
  return directApply ? postingUrl : undefined;
}
