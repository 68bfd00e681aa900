import { resolveLocation } from '../../places/resolve-location';
import { parseBoundedDocument } from '../page/parse-bounded-document';
import { readDayWithMonthName } from '../page/read-posting-date';
import type { RawPosting } from '../raw-posting';
import { isPlainWebLink, linkHost } from '../links/link-host';
import type { AvatureBoard } from './avature';
import { avatureBoardPattern } from './board-names';
import { joinLocation, readText } from './read-values';

// An Avature careers site's search page (avature.ts), read as its jobs: every template links each job to
// /{section}/JobDetail/{title-words}/{id} on the tenant's own host, so that link marks a job, and the biggest element
// around it that holds no other job is its entry, whose title, place and day posted are read from the template's marks.

/** A job's id: the digits its page's address ends with (the "Ref #" an entry shows is another number). */
export const avatureJobId = /^\d{1,20}$/;

/** Bounds on one hostile page: its size read, the job links looked at. */
const maxPageChars = 3_000_000;
const maxJobLinks = 500;

/** The site's public address, for the links every screen shows (never the configured base URL). */
export function publicHost(board: AvatureBoard): string {
  return `https://${board.tenant}.avature.net`;
}

type HtmlNode = { type: string; name?: string; attribs?: Record<string, string>; data?: string; children?: HtmlNode[]; parent?: HtmlNode | null };

export type SearchPage = {
  /** The distinct jobs the page links to, in page order: the count the next page's offset moves by. */
  ids: string[];
  /** Each job's path on the site (`/{section}/JobDetail/{title-words}/{id}`). */
  paths: Map<string, string>;
  postings: RawPosting[];
  /** Whether the page links to a job search (an empty list still does; a page that is something else does not). */
  searchPage: boolean;
};

type JobLink = { id: string; path: string; anchor: HtmlNode };

export function readSearchPage(html: string, board: AvatureBoard, slug: string): SearchPage {
  const document = parseBoundedDocument(html.length > maxPageChars ? html.slice(0, maxPageChars) : html).document as unknown as HtmlNode;
  const base = new URL(`${publicHost(board)}/${board.section}/SearchJobs/`);
  const links: JobLink[] = [];
  const chrome: HtmlNode[] = [];
  let searchPage = false;
  for (const node of descendants(document)) {
    if (node.type !== 'tag') continue;
    if (node.name === 'form' || node.name === 'body' || node.name === 'html') chrome.push(node);
    const target = node.name === 'a' ? node.attribs?.href : node.name === 'form' ? node.attribs?.action : undefined;
    if (target === undefined) continue;
    if (/\/SearchJobs\b/i.test(target)) {
      searchPage = true;
      chrome.push(node);
    }
    const link = node.name === 'a' && links.length < maxJobLinks ? readListedLink(target, base, board) : undefined;
    if (link) links.push({ ...link, anchor: node });
  }
  const owners = markOwners(links, chrome);
  const ids: string[] = [];
  const paths = new Map<string, string>();
  for (const link of links) {
    if (paths.has(link.id)) continue;
    ids.push(link.id);
    paths.set(link.id, link.path);
  }
  const postings = ids.flatMap(
    (id) =>
      readEntry(
        links.filter((link) => link.id === id),
        owners,
        board,
        slug,
      ) ?? [],
  );
  return { ids, paths, postings, searchPage };
}

/**
 * A link to one of this site's jobs: https://{tenant}.avature.net/{section}/JobDetail/{title-words}/{id} (or relative).
 * Share links (mailto:, social sites with the job's address in their query), apply buttons and other hosts are not.
 */
function readListedLink(href: string, base: URL, board: AvatureBoard): Omit<JobLink, 'anchor'> | undefined {
  const text = href.trim();
  if (text.length > 2_000 || !URL.canParse(text, base.href)) return undefined;
  const url = new URL(text, base);
  if (!isPlainWebLink(url) || linkHost(url) !== `${board.tenant}.avature.net`) return undefined;
  const path = url.pathname.split('/').filter(Boolean);
  const marker = path.indexOf('JobDetail');
  const section = path.slice(0, marker).join('/');
  const rest = path.slice(marker + 1);
  if (marker < 1 || !avatureBoardPattern.test(`${board.tenant}/${section}`) || rest.length < 1 || rest.length > 2) return undefined;
  const id = rest.at(-1)!;
  if (!avatureJobId.test(id) || rest.some((segment) => segment.length > 500)) return undefined;
  return { id, path: `/${section}/JobDetail/${rest.join('/')}` };
}

/**
 * For each element holding job links, the one job it holds, or null when it holds more than one. The page's frame
 * (the elements around its paging links and forms, <body>) is never one job's, even on a page listing one job. Each
 * element is marked at most twice (once, then null), so a page costs its size whatever its depth.
 */
function markOwners(links: JobLink[], chrome: HtmlNode[]): Map<HtmlNode, string | null> {
  const owners = new Map<HtmlNode, string | null>();
  for (const node of chrome) {
    for (let around: HtmlNode | null | undefined = node; around && owners.get(around) !== null; around = around.parent) owners.set(around, null);
  }
  for (const { anchor, id } of links) {
    for (let node: HtmlNode | null | undefined = anchor; node; node = node.parent) {
      const owner = owners.get(node);
      if (owner === undefined) owners.set(node, id);
      else if (owner === id || owner === null) break;
      else owners.set(node, null);
    }
  }
  return owners;
}

// Link words that name a button, not a job.
const notTitles = new Set([
  'apply',
  'apply now',
  'view',
  'view job',
  'view details',
  'details',
  'more',
  'more info',
  'learn more',
  'read more',
  'see job',
]);

function readEntry(links: JobLink[], owners: Map<HtmlNode, string | null>, board: AvatureBoard, slug: string): RawPosting | undefined {
  const [first] = links;
  if (!first) return undefined;
  const titled = links.find((link) => isTitle(textOf(link.anchor) ?? link.anchor.attribs?.title));
  // The entry: the biggest element around the link that holds no other job.
  let entry = (titled ?? first).anchor;
  while (entry.parent && owners.get(entry.parent) === first.id) entry = entry.parent;
  const title = titled
    ? readText(textOf(titled.anchor) || titled.anchor.attribs?.title, 300)
    : entry !== first.anchor
      ? readText(textOf(elementsIn(entry).find((node) => /^h[1-6]$/.test(node.name ?? ''))), 300)
      : undefined;
  if (!isTitle(title)) return undefined;
  const fields = readFields(entry);
  return {
    source: 'avature',
    sourceId: first.id,
    sourceUrl: `${publicHost(board)}${first.path}`,
    title: title!,
    company: board.tenant,
    ...(fields.location ? { location: fields.location } : {}),
    postedAt: readPostedDay(fields.posted),
    board: { provider: 'avature', slug },
  };
}

function isTitle(text: string | undefined): boolean {
  const title = readText(text, 300);
  return !!title && !notTitles.has(title.toLowerCase());
}

// ---- An entry's place and day ----------------------------------------------------------------------------

/** The classes some templates give an entry's place and posted day (`locationText`, `daysAgo` on older ones). */
const placeClasses = ['locationText', 'list-item-location'];
const dayClasses = ['daysAgo', 'list-item-posted'];

type Fields = { location?: string; posted?: string };

/**
 * The place and posted day an entry states. A template that names them by class is read by class alone. One that
 * does not writes a span per value in the entry's subtitle ("Charlotte , NC , USA , Ref #22821 . Posted
 * Jul-28-2026"): there the unlabelled spans are the place, but only when some span labels itself and the gazetteer
 * reads every one of them as a place, since an entry whose spans say nothing of what they are (a department, a
 * closing date) has no place we can tell.
 */
function readFields(entry: HtmlNode): Fields {
  const elements = elementsIn(entry);
  const classed = (names: string[]) => elements.filter((node) => classesOf(node).some((name) => names.includes(name)));
  const places = classed(placeClasses);
  const days = classed(dayClasses);
  if (places.length > 0 || days.length > 0) {
    return {
      location: joinLocation(...places.slice(0, 20).map((node) => withoutLabel(trimSeparators(textOf(node)), 'location'))),
      posted: trimSeparators(textOf(days[0])),
    };
  }
  const subtitle = elements.find((node) => classesOf(node).some((name) => /subtitle/i.test(name)));
  return subtitle ? readSubtitle(spansIn(subtitle)) : {};
}

/** The first 50 value spans under `root`: each span that holds no span directly, links' insides left out. */
function spansIn(root: HtmlNode): HtmlNode[] {
  const found: HtmlNode[] = [];
  const stack = [...(root.children ?? [])].reverse();
  while (stack.length > 0 && found.length < 50) {
    const node = stack.pop()!;
    if (node.type !== 'tag' || node.name === 'a') continue;
    if (node.name === 'span' && !node.children?.some((child) => child.type === 'tag' && child.name === 'span')) {
      found.push(node);
      continue;
    }
    for (let at = (node.children?.length ?? 0) - 1; at >= 0; at--) stack.push(node.children![at]!);
  }
  return found;
}

function readSubtitle(spans: HtmlNode[]): Fields {
  const place: string[] = [];
  const unnamed: string[] = [];
  let posted: string | undefined;
  let labelled = false;
  let pending: string | undefined;
  for (const span of spans) {
    const text = trimSeparators(textOf(span));
    if (!text) continue;
    // "Location:" alone: its value is the rest of its element, or the next span.
    if (text.endsWith(':') && text.length <= 24) {
      labelled = true;
      const whole = spans.some((other) => other !== span && other.parent === span.parent) ? undefined : textOf(span.parent);
      const rest = whole?.startsWith(text) ? trimSeparators(whole.slice(text.length)) : undefined;
      if (rest) {
        if (kindOf(text) === 'location') place.push(rest);
        else if (kindOf(text) === 'posted') posted ??= rest;
      } else pending = kindOf(text);
      continue;
    }
    if (pending) {
      if (pending === 'location') place.push(text);
      else if (pending === 'posted') posted ??= text;
      pending = undefined;
      continue;
    }
    const lower = text.toLowerCase();
    if (/^(ref\b|ref\.|req\b|job id\b|apply by\b|closing date\b|closes\b)/.test(lower)) labelled = true;
    else if (lower.startsWith('posted')) {
      labelled = true;
      posted ??= text;
    } else if (withoutLabel(text, 'location') !== text) {
      labelled = true;
      place.push(withoutLabel(text, 'location')!);
    } else if (!text.startsWith('#')) unnamed.push(text);
  }
  // Unlabelled spans are the place only when the gazetteer reads them all as places ("Charlotte , NC , USA"), never
  // when they may be something else ("Full-time", "Engineering").
  const unnamedPlace = labelled && unnamed.length > 0 ? joinLocation(...unnamed) : undefined;
  const readAsPlace = unnamedPlace ? resolveLocation(unnamedPlace) : undefined;
  const named = readAsPlace && readAsPlace.places.length > 0 && readAsPlace.unknownParts === 0 ? unnamed : [];
  return { location: joinLocation(...place, ...named), posted };
}

type Kind = 'location' | 'posted' | 'other';

function kindOf(label: string): Kind {
  const name = label.replace(/:$/, '').trim().toLowerCase();
  if (/location$|^city$|^country$|^state|^province/.test(name)) return 'location';
  if (name.includes('posted')) return 'posted';
  return 'other';
}

/** "Location: Berlin" as "Berlin" when the label names the field; else the text as it is. */
function withoutLabel(text: string | undefined, kind: Kind): string | undefined {
  if (!text) return undefined;
  const colon = text.indexOf(':');
  if (colon < 1 || colon > 23 || kindOf(text.slice(0, colon + 1)) !== kind) return text;
  return trimSeparators(text.slice(colon + 1)) || text;
}

/** The punctuation templates put between values ("Woking ·", "• Frankfurt", " , "), off both ends. */
function trimSeparators(text: string | undefined): string | undefined {
  const trimmed = readText(text, 300)?.replace(/^[\s.,|\u00b7\u2022-]+|[\s.,|\u00b7\u2022-]+$/g, '');
  return trimmed || undefined;
}

/** "Posted: 10-Jul-2025" or "Posted Jul-28-2026" as that day (UTC); words ("3 days ago") or anything else: none. */
export function readPostedDay(text: string | undefined): Date | undefined {
  return readDayWithMonthName(text?.replace(/^posted\s*:?\s*/i, ''));
}

// ---- The tree --------------------------------------------------------------------------------------------

/** Every node under `root` in page order, without recursion (a hostile page may nest deep). */
function descendants(root: HtmlNode): HtmlNode[] {
  const found: HtmlNode[] = [];
  const stack = [...(root.children ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    found.push(node);
    for (let at = (node.children?.length ?? 0) - 1; at >= 0; at--) stack.push(node.children![at]!);
  }
  return found;
}

/** The elements under `root`, leaving out links' insides (a share button's label is not one of the entry's values). */
function elementsIn(root: HtmlNode): HtmlNode[] {
  const found: HtmlNode[] = [];
  const stack = [...(root.children ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type !== 'tag') continue;
    found.push(node);
    if (node.name === 'a') continue;
    for (let at = (node.children?.length ?? 0) - 1; at >= 0; at--) stack.push(node.children![at]!);
  }
  return found;
}

function classesOf(node: HtmlNode): string[] {
  return (node.attribs?.class ?? '').split(/\s+/).filter(Boolean);
}

/**
 * An element's text (entities decoded by the parser; scripts and styles are not 'tag' nodes, so left out), whitespace
 * collapsed; the first 2,000 characters of its first 5,000 nodes, so a hostile element costs no more.
 */
function textOf(node: HtmlNode | null | undefined): string | undefined {
  if (!node) return undefined;
  let text = '';
  let visited = 0;
  const stack = [node];
  while (stack.length > 0 && text.length < 2_000 && visited++ < 5_000) {
    const next = stack.pop()!;
    if (next.type === 'text') text += next.data ?? '';
    else if (next.type === 'tag') for (let at = (next.children?.length ?? 0) - 1; at >= 0; at--) stack.push(next.children![at]!);
  }
  return readText(text, 2_000);
}
