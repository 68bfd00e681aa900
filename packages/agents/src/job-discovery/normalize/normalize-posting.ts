import type { Posting } from '../posting';
import { localDollar } from '../../places/local-dollar';
import { escapeHtml } from '../../text/escape-html';
import type { RawPosting, Salary } from '../raw-posting';
import { isBoardProvider } from '../source-names';
import { unescapeEscapedHtml } from '../sources/read-values';
import { isBoardSlug } from '../sources/board-names';
import { classifyJobType, classifySeniority } from './classify';
import { cleanLine, cutText } from './clean-text';
import { salaryFromDescription, salaryFromPayText } from './description-salary';
import { detectWorkplace } from './detect-workplace';
import { extractLists } from './extract-lists';
import { postingFingerprint } from './fingerprint';
import { htmlToText } from './html-to-text';
import { readLabelledLines } from './labelled-lines';
import { salaryFromFields } from './parse-salary';
import { repairText, unescapeLineBreaks } from './repair-text';
import { maxDescriptionInput, sanitizeDescription } from './sanitize-description';

const unknownName = 'Not specified';
const maxTags = 20;

/** One line of plain text from a source field that may hold markup or entities ("<b>Senior</b> R&amp;D"); '' for non-strings. */
function plainField(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const bounded = cutText(value, max * 10 + 1_000);
  const text = repairText(/[<&]/.test(bounded) ? htmlToText(bounded) : bounded);
  return cleanLine(text, max);
}

/** Plain text as HTML: blank-line-separated paragraphs, line breaks kept (bullet lines stay lines). */
function textToHtml(text: string): string {
  return cutText(text, maxDescriptionInput)
    .split(/\r?\n\s*\r?\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** The description as HTML, unescaped once where a source escaped it ("&lt;p&gt;"), double-encoded UTF-8 ("Whatâ€™s") and escaped line breaks ("\\n") repaired. */
function descriptionSource(raw: RawPosting): string {
  if (typeof raw.descriptionHtml === 'string' && raw.descriptionHtml.trim()) {
    const html = unescapeEscapedHtml(cutText(raw.descriptionHtml, maxDescriptionInput));
    return unescapeLineBreaks(repairText(html), '<br>');
  }
  return typeof raw.descriptionText === 'string'
    ? textToHtml(unescapeLineBreaks(repairText(cutText(raw.descriptionText, maxDescriptionInput)), '\n'))
    : '';
}

/** An absolute URL with one of `protocols`, normalised; anything else (javascript:, relative, junk) → null. */
function safeUrl(value: unknown, protocols: string[]): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || text.length > 2_000 || !URL.canParse(text)) return null;
  const url = new URL(text);
  return protocols.includes(url.protocol) ? url.href : null;
}

function cleanTags(tags: unknown): string[] {
  if (!Array.isArray(tags)) return [];
  const kept = new Map<string, string>();
  for (const tag of tags.slice(0, 200)) {
    const text = plainField(tag, 100);
    if (text && !kept.has(text.toLowerCase())) kept.set(text.toLowerCase(), text);
  }
  return [...kept.values()].slice(0, maxTags);
}

function validDate(value: unknown): Date | null {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;
}

function validBoard(board: RawPosting['board']): Posting['board'] {
  if (!board || !isBoardProvider(board.provider) || typeof board.slug !== 'string' || !isBoardSlug(board.provider, board.slug)) return null;
  return { provider: board.provider, slug: board.slug };
}

/**
 * The pay to show: the source's own fields or salary text, unless the description states pay by another
 * period ("$27.02 - $48.55 per hour" beside a yearly field): the employer's words win. A field with no
 * period takes the one the description states for the same figures. No field: the description's pay.
 */
function statedSalary(fromSource: Salary | null, descriptionText: string, dollar: string | undefined): Salary | null {
  const described = salaryFromDescription(descriptionText, dollar);
  if (!fromSource || !described) return fromSource ?? described;
  // Base pay is what a card shows: a description's base beats a field's on-target earnings, and the reverse.
  if (Boolean(fromSource.basis) !== Boolean(described.basis)) return fromSource.basis ? described : fromSource;
  const sameCurrency = !fromSource.currency || !described.currency || fromSource.currency === described.currency;
  if (!sameCurrency || !described.period || described.period === fromSource.period) return fromSource;
  if (fromSource.period) return described;
  return fromSource.min === described.min && fromSource.max === described.max ? { ...fromSource, period: described.period } : fromSource;
}

/**
 * A source's posting as the index stores it: plain-text title and company, sanitised description with its
 * plain text and requirement/benefit lists, salary from the source's fields, else its salary text, else the
 * description's pay line; job type, seniority and remote from wording; and the cross-source fingerprint.
 * Links are kept only when they are http(s) (the apply link may also be mailto:).
 */
export function normalizePosting(raw: RawPosting): Posting {
  const title = plainField(raw.title, 300) || unknownName;
  const company = plainField(raw.company, 300) || unknownName;
  const location = plainField(raw.location, 300);
  const description = sanitizeDescription(descriptionSource(raw));
  const lists = extractLists(description.html);
  // Lines such as "Location: Parker, CO (Hybrid)" state what a field would; a source's own three-way field still wins.
  const labelled = readLabelledLines(description.text);
  const workplace = detectWorkplace({
    workplace: raw.workplace ?? labelled.workplace,
    remote: raw.remote ?? labelled.remote,
    location,
    title,
    descriptionText: description.text,
  });
  const remote = workplace === 'remote';
  const salaryText = typeof raw.salaryText === 'string' ? raw.salaryText : '';
  // "$40/hr" in Toronto is Canadian dollars.
  const dollar = localDollar(location);
  return {
    source: raw.source,
    sourceId: raw.sourceId,
    sourceUrl: safeUrl(raw.sourceUrl, ['http:', 'https:']) ?? '',
    applyUrl: safeUrl(raw.applyUrl, ['http:', 'https:', 'mailto:']),
    title,
    company,
    location,
    workplace,
    remote,
    descriptionHtml: description.html,
    descriptionText: description.text,
    qualifications: lists.qualifications,
    benefits: lists.benefits,
    salary: statedSalary(
      salaryFromFields(raw.salary) ?? salaryFromPayText(salaryText, { period: raw.salaryTextPeriod, dollar }),
      description.text,
      dollar,
    ),
    jobType: classifyJobType(raw.employmentType, title) ?? classifyJobType(labelled.employmentType),
    seniority: classifySeniority(raw.seniority, title),
    postedAt: validDate(raw.postedAt),
    tags: cleanTags(raw.tags),
    department: plainField(raw.department, 200) || null,
    fingerprint: postingFingerprint(company, title, location, remote),
    board: validBoard(raw.board),
  };
}
