import { Parser } from 'htmlparser2';
import { maxPageChars } from '../page/read-job-posting-page';
import type { RawPosting } from '../raw-posting';
import { readText } from './read-values';

// An iCIMS portal's job search page (icims.ts), read in one streaming pass: each <li class="iCIMS_JobCardItem"> card's
// link, title, summary and labelled fields, the next page's link, and the employer's name in the page's description.
// A card's posted day is read once every page's stamps are known: their order of day and month is the board's.

/** Job cards read from one page (real pages have 20, some employers 50); a page with more is read in part. */
export const icimsMaxCards = 100;
const maxFields = 40;
const maxSummary = 20_000;
/** A job's page on a portal: /jobs/{id}/{title words}/job, or /jobs/{id}/job. */
const jobPagePath = /^\/jobs\/(\d{1,12})(?:\/[^/]+)?\/job\/?$/;
/** The page's own description of itself, iCIMS's words with the employer's name in them. */
const portalDescription = /^View all current positions at (.{1,200}?) across all categories and locations\b/;

type CardField = { label: string; value: string; stamp?: string };
type Card = { href?: string; anchorTitle?: string; heading?: string; summary?: string; fields: CardField[] };

/** What one search page states: whether it is one, its job cards, whether a next page follows, the employer's name. */
type SearchPage = { searchPage: boolean; next: boolean; cut: boolean; companyName?: string; cards: Card[] };

type CaptureKind = 'label' | 'value' | 'heading' | 'summary';
type Capture = { kind: CaptureKind; depth: number; max: number; lines: boolean; parts: string[]; length: number; done: (text: string) => void };

/** Elements nested deeper than any real page's: the rest of the page is not read (the parser's work grows with the depth). */
const maxNesting = 256;

// Elements that start a new line of a summary's text.
const lineBreaks = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr']);

/**
 * One streaming pass over a search page: the job cards (each card's job link, the <h3> inside it, its summary,
 * and each labelled field: a `field-label` span or a `dt.iCIMS_JobHeaderField` with the element after it), the
 * head's <link rel="next">, and the employer's name. Bounded: the first 4 MB, at most `icimsMaxCards` cards
 * (`cut` says the page held more), every text capped.
 */
export function readSearchPage(html: string, page: number, portal: string): SearchPage {
  const result: SearchPage = { searchPage: false, next: false, cut: html.length > maxPageChars, cards: [] };
  let depth = 0;
  let card: Card | undefined;
  let cardDepth = 0;
  let linkDepth = 0;
  let captures: Capture[] = [];
  // A field's label, waiting for the element after it (its value) under the same parent.
  let label: { text: string; parentDepth: number } | undefined;
  let stopped = false;

  // One capture of each kind at a time: a field nested in another (or a description in a description) is read as one,
  // so every text node is copied at most four times, whatever the page nests.
  const capture = (kind: CaptureKind, max: number, done: (text: string) => void, lines = false) => {
    if (!captures.some((open) => open.kind === kind)) captures.push({ kind, depth, max, lines, parts: [], length: 0, done });
  };
  // Text is kept to twice what is read of it (and a margin): room for the blanks that go, never a page's worth.
  const add = (text: string, lines: boolean) => {
    for (const open of captures) {
      const room = open.max * 2 + 1_000 - open.length;
      if (room <= 0 || (lines && !open.lines)) continue;
      const piece = text.slice(0, room);
      open.parts.push(piece);
      open.length += piece.length;
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (stopped) return;
        depth++;
        if (depth > maxNesting) {
          result.cut = stopped = true;
          parser.pause();
          return;
        }
        const classes = (attributes.class ?? '').split(/\s+/);
        if (!result.searchPage && classes.some((token) => token.startsWith('iCIMS_'))) result.searchPage = true;
        if (name === 'link' && /(^|\s)next(\s|$)/i.test(attributes.rel ?? '')) result.next ||= nextPage(attributes.href) > page;
        if (name === 'meta' && attributes.name?.toLowerCase() === 'description' && result.companyName === undefined) {
          result.companyName = readText(portalDescription.exec(readText(attributes.content, 1_000) ?? '')?.[1], 200);
        }
        if (!card) {
          if (name !== 'li' || !classes.includes('iCIMS_JobCardItem')) return;
          if (result.cards.length >= icimsMaxCards) {
            result.cut = stopped = true;
            parser.pause();
            return;
          }
          card = { fields: [] };
          cardDepth = depth;
          return;
        }
        const current = card;
        if (lineBreaks.has(name)) add('\n', true);
        if (label && depth === label.parentDepth + 1) {
          const { text } = label;
          const stamp = readText(attributes.title, 100);
          label = undefined;
          capture('value', 500, (value) => {
            if (current.fields.length < maxFields) current.fields.push({ label: text.toLowerCase(), value, stamp });
          });
        }
        if ((name === 'span' && classes.includes('field-label')) || (name === 'dt' && classes.includes('iCIMS_JobHeaderField'))) {
          const parentDepth = depth - 1;
          capture('label', 200, (text) => {
            label = { text, parentDepth };
          });
        }
        if (name === 'a' && current.href === undefined && attributes.href && jobLink(attributes.href, portal)) {
          current.href = attributes.href;
          current.anchorTitle = attributes.title;
          linkDepth = depth;
        }
        if (name === 'h3' && linkDepth > 0 && current.heading === undefined) capture('heading', 300, (text) => (current.heading = text));
        if (name === 'div' && classes.includes('description') && current.summary === undefined) {
          capture('summary', maxSummary, (text) => (current.summary = text), true);
        }
      },
      ontext(text) {
        if (!stopped && card) add(text, false);
      },
      onclosetag() {
        if (stopped) return;
        // The label's parent closes: no value followed it.
        if (label?.parentDepth === depth) label = undefined;
        const closing = captures.filter((open) => open.depth === depth);
        captures = captures.filter((open) => open.depth !== depth);
        for (const open of closing) {
          const text = open.lines ? readLines(open.parts.join('')) : readText(open.parts.join(''), open.max);
          if (text) open.done(text);
        }
        if (linkDepth === depth) linkDepth = 0;
        if (card && depth === cardDepth) {
          result.cards.push(card);
          card = undefined;
          captures = [];
          label = undefined;
        }
        depth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html.length > maxPageChars ? html.slice(0, maxPageChars) : html);
  return result;
}

/** The page number a <link rel="next"> names (`pr`), or -1. */
function nextPage(href: string | undefined): number {
  if (!href || !URL.canParse(href, 'https://portal.icims.com/')) return -1;
  const pr = new URL(href, 'https://portal.icims.com/').searchParams.get('pr') ?? '';
  return /^\d{1,4}$/.test(pr) ? Number(pr) : -1;
}

/** Text with its lines kept (a summary's bullet lines), blanks within each line collapsed, at most one empty line in a row. */
function readLines(text: string): string | undefined {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/[^\S\n]+/g, ' ').trim());
  const joined = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  // Never half of a surrogate pair (an emoji) at the cut.
  return joined ? joined.slice(0, maxSummary).replace(/[\uD800-\uDBFF]$/, '') : undefined;
}

/**
 * A card's job link as the job's public address (`https://{portal}.icims.com/jobs/{id}/{title words}/job`, without
 * the embed's query) and its id; a link to anything else (another site, another page of the portal) is none.
 * A relative link is on the board's own portal.
 */
function jobLink(href: string, portal: string): { id: string; url: string } | undefined {
  const base = `https://${portal}.icims.com/jobs/search`;
  if (!URL.canParse(href.trim(), base)) return undefined;
  const url = new URL(href.trim(), base);
  const host = url.hostname.toLowerCase();
  const id = jobPagePath.exec(url.pathname)?.[1];
  // The board's own portal only: a card linking another portal's job is not this board's.
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || host !== `${portal}.icims.com` || !id) return undefined;
  return { id, url: `https://${host}${url.pathname.replace(/\/$/, '')}` };
}

/** A card as a posting, with the posted date as it writes it; none without a job link and a title. */
export function readCard(card: Card, portal: string, slug: string, company: string): { posting: RawPosting; stamp?: string } | undefined {
  const link = card.href ? jobLink(card.href, portal) : undefined;
  if (!link) return undefined;
  // The link's own title is "{id} - {title}": the heading's stand-in when there is none.
  const prefix = `${link.id} - `;
  const title = card.heading ?? (card.anchorTitle?.startsWith(prefix) ? readText(card.anchorTitle.slice(prefix.length), 300) : undefined);
  if (!title) return undefined;
  // Labels are the employer's words ("Job Locations", "Campus Location", "Location : Location"), matched by a part, most specific first.
  const field = (wants: string[], avoid?: RegExp) => {
    for (const want of wants) {
      const found = card.fields.find((candidate) => candidate.label.includes(want) && !avoid?.test(candidate.label));
      if (found) return found;
    }
    return undefined;
  };
  return {
    posting: {
      source: 'icims',
      sourceId: link.id,
      sourceUrl: link.url,
      title,
      company,
      // "Location : Address" is a street ("1500 E Court St") beside the card's town: no place to search by.
      location: field(['job location', 'campus location', 'location'], /address/)?.value,
      descriptionText: card.summary,
      employmentType: field(['employment type', 'position type', 'job type', 'employment status'])?.value,
      department: field(['job category', 'category', 'department'])?.value,
      board: { provider: 'icims', slug },
    },
    // The date is the value's title ("7/28/2026 2:40 PM"); its text says "23 minutes ago".
    stamp: field(['posted'])?.stamp,
  };
}

type DateOrder = 'month-first' | 'day-first';
const slashDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s|$)/;

/**
 * Whether a board writes the month or the day first: "7/28/2026" (a US portal) and "23/07/2026" (a Gulf one) look
 * alike, so only a date with a number over 12 says which; none, or both, leave the order unknown.
 */
export function dateOrder(stamps: Iterable<string>): DateOrder | undefined {
  let monthFirst = false;
  let dayFirst = false;
  for (const stamp of stamps) {
    const match = slashDate.exec(stamp);
    if (!match) continue;
    const [first, second] = [Number(match[1]), Number(match[2])];
    if (first > 12 && second <= 12) dayFirst = true;
    if (second > 12 && first <= 12) monthFirst = true;
  }
  return monthFirst === dayFirst ? undefined : monthFirst ? 'month-first' : 'day-first';
}

/**
 * The day a card's stamp names, in the board's order (a day such as 7/7 reads the same either way); the time is
 * dropped, as the portal says no zone. Unknown order, a stamp of another shape or a day no calendar has → none.
 */
export function readStamp(stamp: string, order: DateOrder | undefined): Date | undefined {
  const match = slashDate.exec(stamp);
  if (!match) return undefined;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (first !== second && !order) return undefined;
  const [month, day] = order === 'day-first' ? [second, first] : [first, second];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}
