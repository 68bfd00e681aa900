import { createHash } from 'node:crypto';
import { normalizeCompanyName } from './company-names';

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

// Written differently by different sources, meaning the same.
const titleWords: Record<string, string> = {
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  jnr: 'junior',
  eng: 'engineer',
  engr: 'engineer',
  mgr: 'manager',
  dev: 'developer',
  swe: 'software engineer',
  vp: 'vice president',
  ml: 'machine learning',
  ai: 'artificial intelligence',
};
// Suffixes about where or for whom, not which job: "(Remote)", "- Remote, US", "(m/w/d)", "(all genders)".
const placeWords =
  /\b(?:remote|hybrid|on-?site|onsite|anywhere|worldwide|global|wfh|work from home|us|usa|uk|eu|emea|apac|latam|americas|europe|north america)\b/;
const genderMarker = /\(\s*(?:[mwfdhx]\s*\/\s*){1,3}[mwfdhx]\s*\)|\(\s*all genders?\s*\)|\(\s*gn\s*\)|\*\s*in\b/gi;

function spaced(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function titleKey(title: string, city: string): string {
  const aboutPlace = (part: string) => placeWords.test(part) || (city !== '' && ` ${spaced(part)} `.includes(` ${city} `));
  const text = fold(title.slice(0, 300))
    .replace(genderMarker, ' ')
    // Bracketed parts that only name a place go: the location field carries it.
    .replace(/[([][^)\]]*[)\]]/g, (part) => (aboutPlace(part) ? ' ' : part));
  // So do later parts after " - ", "|", ",", " in ", " @ " that name a place: "Engineer - Remote, US".
  const [head = '', ...tail] = text.split(/\s[-–—|@/]\s|\s*,\s*|\sin\s/);
  const kept = [head, ...tail.filter((part) => !aboutPlace(part))].join(' ');
  const words = kept
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word && word !== 'remote')
    .map((word) => titleWords[word] ?? word);
  // Spaces dropped: "Front-End", "Front End" and "Frontend" are the same words.
  return words.join('');
}

const cityAliases: Record<string, string> = {
  nyc: 'new york',
  'new york city': 'new york',
  sf: 'san francisco',
  muenchen: 'munich',
  munchen: 'munich',
  koln: 'cologne',
  wien: 'vienna',
  'frankfurt am main': 'frankfurt',
  bengaluru: 'bangalore',
  'washington dc': 'washington',
  'washington d c': 'washington',
};

function cityKey(location: string): string {
  const first = fold(location.slice(0, 300)).split(/[,;/|(]|\s[-–—]\s/)[0] ?? '';
  const city = spaced(first);
  if (/^(?:remote|anywhere|worldwide|work from home|distributed)\b/.test(city)) return 'remote';
  return cityAliases[city] ?? city;
}

/**
 * The same job on several sources gets one fingerprint: company (normalised, legal form dropped), title
 * (normalised: "Sr." = "Senior", place and gender suffixes dropped) and city (first part of the location;
 * every remote posting is "remote"). The first 16 hex digits of a SHA-1 of "company|title|location".
 */
export function postingFingerprint(company: string, title: string, location: string, remote: boolean): string {
  const city = remote ? 'remote' : cityKey(location);
  const key = `${normalizeCompanyName(company)}|${titleKey(title, remote ? '' : city)}|${city}`;
  return createHash('sha1').update(key).digest('hex').slice(0, 16);
}

/**
 * Which way jobKey works: one more whenever it changes what it gives for any posting. Scheduled searches
 * keep a hash of each kept match's jobKey and gather places by it; a new version makes each search in full
 * once, which writes them again.
 */
export const jobKeyVersion = 1;

/**
 * Job keys worked out lately: a scheduled run gathers the same jobs' places as the last run (and as every
 * other schedule's run). Its own map, not memoByText: the key is of three texts, joined with their lengths.
 */
const jobKeys = new Map<string, string>();
const maxJobKeys = 20_000;

/**
 * One job whatever its place: company and title, the title's place suffix dropped by the posting's own city
 * ("Account Executive - London" in London and "Account Executive - Paris" in Paris are one job).
 */
export function jobKey(company: string, title: string, location: string): string {
  // Lengths first, so no company, title and place run together into another's.
  const input = `${company.length}:${title.length}:${company}${title}${location}`;
  let key = jobKeys.get(input);
  if (key === undefined) {
    // A remote posting's location may still name its city ("Frontend Engineer - Hamburg", remote, in "Hamburg, Germany").
    key = `${normalizeCompanyName(company)}|${titleKey(title, cityKey(location))}`;
    if (jobKeys.size >= maxJobKeys) jobKeys.clear();
    jobKeys.set(input, key);
  }
  return key;
}
