import { parseBoundedDocument } from '../page/parse-bounded-document';
import { readDayWithMonthName } from '../page/read-posting-date';
import { readText } from './read-values';

// The HTML fragment a Radancy careers site's search answers (radancy.ts): one pass over its elements, each row (<li> or
// <tr>) taking the job its links name (data-job-id) and the first element of each kind the sites' templates mark by
// class: the place (job-location, else job-address-list), the position type (job-type, search-results--link-job-type),
// the day posted (job-date-posted), the category (job-categories). Labels inside them (<b>Position Type</b> |, <span
// class="heading">Job Type: </span>) and screen-reader copies are not their values.

/** A node of the parsed fragment, as htmlparser2's DOM builder makes it. */
type HtmlNode = { type: string; name?: string; attribs?: Record<string, string>; data?: string; children?: HtmlNode[] };
type Element = HtmlNode & { name: string; attribs: Record<string, string>; children: HtmlNode[] };

/** One job as a site lists it. */
export type RadancyRow = {
  id: string;
  /** The job's page on the site (its address as the row links it, made absolute). */
  url: string;
  title: string;
  location?: string;
  employmentType?: string;
  postedAt?: Date;
  category?: string;
};

/** Most characters of an answer read (100 rows are about 150 KB); the rest of a bigger one is not. */
const maxResultChars = 2_000_000;
/** Most rows kept from one answer: twice the rows asked for. */
const maxRows = 200;
/** Most nodes a value's text is gathered from: a value is a few words, not the page around it. */
const maxValueNodes = 200;

type Field = 'title' | 'location' | 'address' | 'employmentType' | 'postedAt' | 'category';

/** A row being read: the one job its links name (`conflict` when they name several) and the first element of each field. */
type Row = { id?: string; href?: string; anchor?: Element; conflict: boolean; fields: Partial<Record<Field, Element>> };

/**
 * The rows of a search answer's fragment and the job count it states, or null when the fragment is no search result
 * (no element stating data-total-job-results or data-total-results: a real search that found nothing states 0).
 */
export function readRadancyResults(html: string, siteAddress: string): { total: number; rows: RadancyRow[] } | null {
  const document = parseBoundedDocument(html.length > maxResultChars ? html.slice(0, maxResultChars) : html).document as unknown as HtmlNode;
  let total: number | undefined;
  const rows: Row[] = [];
  const page: Row = { conflict: false, fields: {} };
  // Depth-first, without recursion: each element is read within the row around it.
  const stack: { node: HtmlNode; row: Row }[] = [...(document.children ?? [])].reverse().map((node) => ({ node, row: page }));
  while (stack.length > 0) {
    const { node, row: around } = stack.pop()!;
    if (node.type !== 'tag') continue;
    const element = node as Element;
    total ??= readTotal(element);
    let row = around;
    if (element.name === 'li' || element.name === 'tr') {
      row = { conflict: false, fields: {} };
      rows.push(row);
    }
    const id = element.name === 'a' ? element.attribs['data-job-id']?.trim() : undefined;
    const href = element.attribs.href;
    if (id && href && /^\d{1,20}$/.test(id)) {
      if (row === page) {
        // A link outside any row is a row of its own: its text is the title.
        rows.push({ id, href, anchor: element, conflict: false, fields: {} });
      } else if (row.id === undefined) Object.assign(row, { id, href, anchor: element });
      else if (row.id !== id) row.conflict = true;
    }
    const field = fieldOf(element);
    if (field && row.fields[field] === undefined) row.fields[field] = element;
    for (let at = element.children.length - 1; at >= 0; at--) stack.push({ node: element.children[at]!, row });
  }
  if (total === undefined) return null;
  const seen = new Set<string>();
  const read: RadancyRow[] = [];
  for (const row of rows) {
    if (read.length >= maxRows) break;
    if (!row.id || row.conflict || seen.has(row.id)) continue;
    const listed = readRow(row, siteAddress);
    if (!listed) continue;
    seen.add(row.id);
    read.push(listed);
  }
  return { total, rows: read };
}

function readTotal(element: Element): number | undefined {
  const stated = element.attribs['data-total-job-results'] ?? element.attribs['data-total-results'];
  return stated !== undefined && /^\s*\d{1,9}\s*$/.test(stated) ? Number(stated) : undefined;
}

/** What an element holds by its tag (a heading: the title) or its class, as the sites' templates mark it. */
function fieldOf(element: Element): Field | undefined {
  if (/^h[1-4]$/.test(element.name)) return 'title';
  const classes = element.attribs.class?.split(/\s+/) ?? [];
  for (const name of classes) {
    if (name === 'job-location') return 'location';
    if (name === 'job-address-list') return 'address';
    if (name === 'job-type' || name.endsWith('-job-type')) return 'employmentType';
    if (name === 'job-date-posted') return 'postedAt';
    if (name === 'job-categories') return 'category';
    if (name.endsWith('jobtitle') || name.endsWith('job-title')) return 'title';
  }
  return undefined;
}

function readRow(row: Row, siteAddress: string): RadancyRow | undefined {
  const url = jobAddress(row.href!, siteAddress);
  const title = valueOf(row.fields.title) ?? valueOf(row.anchor);
  if (!url || !title) return undefined;
  const category = valueOf(row.fields.category);
  return {
    id: row.id!,
    url,
    title,
    location: valueOf(row.fields.location) ?? valueOf(row.fields.address),
    employmentType: valueOf(row.fields.employmentType),
    postedAt: readDayWithMonthName(valueOf(row.fields.postedAt)),
    ...(category ? { category } : {}),
  };
}

/** The row's link on the site itself (relative, or absolute on the same host), without its fragment; else none. */
function jobAddress(href: string, siteAddress: string): string | undefined {
  if (href.length > 2_000 || !URL.canParse(href.trim(), siteAddress)) return undefined;
  const url = new URL(href.trim(), siteAddress);
  const site = new URL(siteAddress);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname !== site.hostname || url.port || url.username || url.password)
    return undefined;
  url.hash = '';
  url.protocol = 'https:';
  return url.href;
}

/** Elements that label a value or repeat it for screen readers, not the value itself. */
function isLabel(element: Element): boolean {
  if (element.name === 'b' || element.name === 'strong' || element.name === 'label') return true;
  const classes = element.attribs.class?.split(/\s+/) ?? [];
  return classes.some((name) => name === 'heading' || name === 'sr-only' || name === 'visually-hidden' || name === 'always-hidden');
}

/** An element's own words (labels left out), spaces collapsed and the separators templates put around them trimmed. */
function valueOf(element: Element | undefined): string | undefined {
  if (!element) return undefined;
  const words: string[] = [];
  const stack: HtmlNode[] = [...element.children].reverse();
  for (let visited = 0; stack.length > 0 && visited < maxValueNodes; visited++) {
    const node = stack.pop()!;
    if (node.type === 'text') words.push(node.data ?? '');
    else if (node.type === 'tag' && !isLabel(node as Element)) {
      const children = node.children ?? [];
      for (let at = children.length - 1; at >= 0; at--) stack.push(children[at]!);
    }
  }
  const text = words
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/^[\s|:·•-]+|[\s|:·•-]+$/g, '');
  return readText(text, 300);
}
