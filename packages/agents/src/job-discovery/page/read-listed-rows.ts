import { isPlainWebLink } from '../links/link-host';
import { readText } from '../sources/read-values';
import { parseBoundedDocument } from './parse-bounded-document';

// A careers site's list of jobs as HTML (Radancy's search fragment, Jobvite's search page): one pass over its elements,
// each row (<li> or <tr>) taking the one job its links name and the words of the first element of each kind the
// site's template marks (the place, the position type…). Labels inside them (<b>Position Type</b> |, <span
// class="heading">Job Type: </span>) and screen-reader copies are not their values. A row whose links name two jobs is
// no job's; a link outside any row is a row of its own, its text the title. Bounded: the text read, the rows kept, the
// nodes a value is gathered from.

/** What a row's element may hold, by the template's marks. */
export type RowField = 'title' | 'location' | 'address' | 'employmentType' | 'postedAt' | 'category' | 'brand';

/** One job as a list shows it: its id and link as the row names them, and each field's words. */
export type ListedRow = { id: string; href: string; fields: Partial<Record<RowField, string>> };

/** How a site's template marks its jobs: the job a link names (its id and address), and the field an element holds. */
export type ListTemplate = {
  jobOf: (link: Element) => { id: string; href: string } | undefined;
  fieldOf: (element: Element) => RowField | undefined;
};

/** A node of the parsed page, as htmlparser2's DOM builder makes it. */
type HtmlNode = { type: string; name?: string; attribs?: Record<string, string>; data?: string; children?: HtmlNode[] };
export type Element = HtmlNode & { name: string; attribs: Record<string, string>; children: HtmlNode[] };

/** Most characters of a list read; the rest of a bigger one is not. */
const maxListChars = 2_000_000;
/** Most rows kept from one list. */
const maxRows = 200;
/** Most nodes a value's words are gathered from: a value is a few words, not the page around it. */
const maxValueNodes = 200;

type Row = { id?: string; href?: string; anchor?: Element; conflict: boolean; fields: Partial<Record<RowField, Element>> };

/** The jobs a list's HTML shows, in page order, each once (its first row). */
export function readListedRows(html: string, template: ListTemplate): ListedRow[] {
  const document = parseBoundedDocument(html.length > maxListChars ? html.slice(0, maxListChars) : html).document as unknown as HtmlNode;
  const rows: Row[] = [];
  const page: Row = { conflict: false, fields: {} };
  // Depth-first, without recursion: each element is read within the row around it.
  const stack: { node: HtmlNode; row: Row }[] = [...(document.children ?? [])].reverse().map((node) => ({ node, row: page }));
  while (stack.length > 0) {
    const { node, row: around } = stack.pop()!;
    if (node.type !== 'tag') continue;
    const element = node as Element;
    let row = around;
    if (element.name === 'li' || element.name === 'tr') {
      row = { conflict: false, fields: {} };
      rows.push(row);
    }
    const job = element.name === 'a' ? template.jobOf(element) : undefined;
    if (job) {
      if (row === page) rows.push({ ...job, anchor: element, conflict: false, fields: {} });
      else if (row.id === undefined) Object.assign(row, job, { anchor: element });
      else if (row.id !== job.id) row.conflict = true;
    }
    const field = template.fieldOf(element);
    if (field && row.fields[field] === undefined) row.fields[field] = element;
    for (let at = element.children.length - 1; at >= 0; at--) stack.push({ node: element.children[at]!, row });
  }
  const seen = new Set<string>();
  const listed: ListedRow[] = [];
  for (const row of rows) {
    if (listed.length >= maxRows) break;
    if (!row.id || row.conflict || seen.has(row.id)) continue;
    const title = valueOf(row.fields.title) ?? valueOf(row.anchor);
    if (!title) continue;
    seen.add(row.id);
    const fields: ListedRow['fields'] = { title };
    for (const field of ['location', 'address', 'employmentType', 'postedAt', 'category', 'brand'] as const) {
      const value = valueOf(row.fields[field]);
      if (value) fields[field] = value;
    }
    listed.push({ id: row.id, href: row.href!, fields });
  }
  return listed;
}

/** The class names an element carries. */
export const classesOf = (element: Element): string[] => element.attribs.class?.split(/\s+/).filter(Boolean) ?? [];

/**
 * A row's link on the site itself (relative, or absolute on the same host), as https without its fragment; else none.
 * `site` is the site's public address (`https://jobs.example.com/fr`).
 */
export function linkOnSite(href: string, site: string): string | undefined {
  const text = href.trim();
  if (text.length > 2_000 || !URL.canParse(text, site)) return undefined;
  const url = new URL(text, site);
  const own = new URL(site);
  if (!isPlainWebLink(url) || url.hostname !== own.hostname) return undefined;
  url.hash = '';
  url.protocol = 'https:';
  // "//" inside a path is the same page to the site, and would read as another host to anything resolving it again.
  url.pathname = url.pathname.replace(/\/{2,}/g, '/');
  return url.href;
}

/** Elements that label a value or repeat it for screen readers, not the value itself. */
function isLabel(element: Element): boolean {
  if (element.name === 'b' || element.name === 'strong' || element.name === 'label') return true;
  return classesOf(element).some((name) => name === 'heading' || name === 'sr-only' || name === 'visually-hidden' || name === 'always-hidden');
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
  const text = readText(words.join(' ').replace(/\s+/g, ' ').replace(/ ,/g, ','), 300);
  return text ? trimSeparators(text) || undefined : undefined;
}

const separators = new Set([' ', '|', ':', '·', '•', '-']);

/** The text without the separators templates put around values ("| Full-Time", "Job Type: "), by a scan from each end. */
function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && separators.has(text[start]!)) start++;
  while (end > start && separators.has(text[end - 1]!)) end--;
  return text.slice(start, end);
}
