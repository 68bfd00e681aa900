import { isBoardSlug, siteDomainPattern } from '../sources/board-names';
import { isBoardProvider, type BoardProvider } from '../source-names';

// Legal forms say nothing about which company it is: "Acme Robotics, Inc." and "Acme Robotics" are one.
const legalSuffixes = new Set([
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'limited',
  'gmbh',
  'mbh',
  'corp',
  'corporation',
  'co',
  'sa',
  'ag',
  'plc',
  'se',
  'bv',
  'nv',
  'srl',
  'sas',
  'sarl',
  'spa',
  'oy',
  'oyj',
  'ab',
  'as',
  'asa',
  'aps',
  'pty',
  'pte',
  'kg',
  'kgaa',
  'ug',
  'llp',
  'lp',
  'pllc',
  'sl',
  'sro',
  'kk',
  'bhd',
  'sdn',
]);

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

function tokens(name: string): string[] {
  const words = fold(name.slice(0, 300))
    .replace(/&/g, ' and ')
    .replace(/\.(?=\w)/g, '') // "S.A." → "sa", "Node.js" → "nodejs"
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  while (words.length > 1 && (legalSuffixes.has(words.at(-1)!) || words.at(-1) === 'and')) words.pop();
  return words;
}

/** "Acme Robotics, Inc." → "acme robotics": lowercase, accents folded, punctuation and legal form dropped. */
export function normalizeCompanyName(name: string): string {
  return tokens(name).join(' ');
}

/**
 * Whether the company a user named and a board's own name are the same company: equal once normalised,
 * equal without spaces ("Open AI" / "OpenAI"), or the shorter name's words lead the longer's ("Acme" /
 * "Acme Robotics Inc.") or, when there are several, appear in it in order. "Acme" is not "Acne Studios".
 */
export function companyNamesMatch(wanted: string, boardName: string): boolean {
  const [a, b] = [withoutArticle(tokens(wanted)), withoutArticle(tokens(boardName))];
  if (!a.length || !b.length) return false;
  if (a.join('') === b.join('')) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  for (let start = 0; start + short.length <= long.length; start++) {
    const run = long.slice(start, start + short.length);
    if (run.join(' ') === short.join(' ') && (start === 0 || short.length > 1)) return true;
  }
  return false;
}

function withoutArticle(words: string[]): string[] {
  return words.length > 1 && words[0] === 'the' ? words.slice(1) : words;
}

const slugPattern = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * Board slugs a company probably uses, most likely first: "Acme Robotics" → ["acmerobotics", "acme-robotics",
 * "acme"]; "Zalando SE" → ["zalando"]; "The Browser Company" → ["thebrowsercompany", "the-browser-company",
 * "browsercompany", "browser"]. At most four, unique, each a valid slug.
 */
export function slugCandidates(name: string): string[] {
  const words = tokens(name)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  if (!words.length) return [];
  const rest = withoutArticle(words);
  const candidates = [words.join(''), words.join('-'), rest.join(''), rest[0] ?? ''];
  const unique = [...new Set(candidates.map((slug) => slug.slice(0, 100).replace(/-+$/, '')))];
  return unique.filter((slug) => slugPattern.test(slug)).slice(0, 4);
}

const boardUrls: [BoardProvider, RegExp][] = [
  ['greenhouse', /^https?:\/\/(?:boards|job-boards)(?:\.eu)?\.greenhouse\.io\/(?:embed\/job_board\?for=)?([^/?#&]+)/i],
  ['lever', /^https?:\/\/jobs(?:\.eu)?\.lever\.co\/([^/?#]+)/i],
  ['ashby', /^https?:\/\/jobs\.ashbyhq\.com\/([^/?#]+)/i],
  ['workable', /^https?:\/\/apply\.workable\.com\/([^/?#]+)/i],
  ['smartrecruiters', /^https?:\/\/(?:jobs|careers)\.smartrecruiters\.com\/([^/?#]+)/i],
  ['jobylon', /^https?:\/\/cdn\.jobylon\.com\/jobs\/(companies\/\d{1,10})\/embed\b/i],
  ['recruitee', /^https?:\/\/(?!www\.)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.recruitee\.com(?:[/?#]|$)/i],
];

/** A path segment as its characters (`Fermi%20AI` is "Fermi AI"), or undefined when it is not valid percent-encoding. */
function decodedSegment(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * A company board as settings name it: "greenhouse:acme", "Lever : acme-inc" (provider in any case, spaces
 * trimmed), or the board's public URL ("https://jobs.lever.co/acme"). Unknown provider or invalid slug → null.
 */
export function parseBoardReference(text: string): { provider: BoardProvider; slug: string } | null {
  const input = text.trim().slice(0, 500);
  // The name may hold single spaces (Ashby's boards may be named so); each provider's pattern says which it allows.
  const named = /^([a-z]+)\s*:\s*(\S+(?: \S+)*)$/i.exec(input);
  if (named && !/^https?$/i.test(named[1]!)) {
    const provider = named[1]!.toLowerCase();
    const slug = named[2]!;
    return isBoardProvider(provider) && isBoardSlug(provider, slug) ? { provider, slug } : null;
  }
  for (const [provider, pattern] of boardUrls) {
    const slug = decodedSegment(pattern.exec(input)?.[1]);
    if (slug && isBoardSlug(provider, slug)) return { provider, slug };
  }
  // https://{tenant}.{pod}.myworkdayjobs.com[/{locale}]/{site}: the board is all three.
  const workday = /^https?:\/\/([a-z0-9-]+)\.(wd\d{1,3})\.myworkdayjobs\.com\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?([^/?#]+)/i.exec(input);
  const slug = workday && `${workday[1]!.toLowerCase()}.${workday[2]!.toLowerCase()}/${workday[3]}`;
  return slug && isBoardSlug('workday', slug) ? { provider: 'workday', slug } : null;
}

/** A company given by its site's address: the host to read, or why that address cannot be read. */
export type CompanySite = { site: string } | { problem: string };

/**
 * The company's own site a Target Company names by its address ("acme.com", "https://www.acme.com/careers"): its
 * host name as typed (lower-cased), read for the JobPostings its pages state. An address that names something
 * else than a public site on its standard port is a problem to tell the user; a name with spaces, a board's
 * reference or anything that is not an address → null.
 */
export function readCompanySite(text: string): CompanySite | null {
  const input = text.trim().slice(0, 500);
  const asAddress = /^https?:\/\//i.test(input);
  if (!asAddress && /^\d{1,3}(\.\d{1,3}){3}$/.test(input)) return { problem: 'company sites are read by their public name, not an IP address' };
  if (!asAddress && !/^[^\s/:@]+\.[a-z][^\s/:@]*$/i.test(input)) return null;
  let url: URL;
  try {
    url = new URL(asAddress ? input : `https://${input}`);
  } catch {
    return { problem: 'not an address Seeker can read: give the site as acme.com or https://acme.com/careers' };
  }
  if (url.username || url.password) return { problem: 'remove the user name and password from the address (the part before "@")' };
  if (url.port) return { problem: 'company sites are read on their standard port: give the address without its port' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (/^\d+(\.\d+){3}$/.test(host) || host.startsWith('[')) return { problem: 'company sites are read by their public name, not an IP address' };
  return siteDomainPattern.test(host)
    ? { site: host }
    : { problem: 'not an address Seeker can read: give the site as acme.com or https://acme.com/careers' };
}
