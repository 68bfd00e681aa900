import type { Posting } from '../posting';
import { escapeHtml } from '../../text/escape-html';
import type { RawPosting } from '../raw-posting';
import { isBoardProvider } from '../source-names';
import { boardSlugPattern } from '../sources/read-values';
import { classifyJobType, classifySeniority } from './classify';
import { cleanLine, cutText } from './clean-text';
import { salaryFromDescription } from './description-salary';
import { detectWorkplace } from './detect-workplace';
import { extractLists } from './extract-lists';
import { postingFingerprint } from './fingerprint';
import { htmlToText } from './html-to-text';
import { parseSalary, salaryFromFields } from './parse-salary';
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

/** The description as HTML, double-encoded UTF-8 ("Whatâ€™s") and escaped line breaks ("\\n") repaired. */
function descriptionSource(raw: RawPosting): string {
  if (typeof raw.descriptionHtml === 'string' && raw.descriptionHtml.trim()) {
    return unescapeLineBreaks(repairText(cutText(raw.descriptionHtml, maxDescriptionInput)), '<br>');
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
  if (!board || !isBoardProvider(board.provider) || typeof board.slug !== 'string' || !boardSlugPattern.test(board.slug)) return null;
  return { provider: board.provider, slug: board.slug };
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
  const workplace = detectWorkplace({ workplace: raw.workplace, remote: raw.remote, location, title, descriptionText: description.text });
  const remote = workplace === 'remote';
  const salaryText = typeof raw.salaryText === 'string' ? raw.salaryText : '';
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
    salary: salaryFromFields(raw.salary) ?? parseSalary(salaryText, { period: raw.salaryTextPeriod }) ?? salaryFromDescription(description.text),
    jobType: classifyJobType(raw.employmentType, title),
    seniority: classifySeniority(raw.seniority, title),
    postedAt: validDate(raw.postedAt),
    tags: cleanTags(raw.tags),
    department: plainField(raw.department, 200) || null,
    fingerprint: postingFingerprint(company, title, location, remote),
    board: validBoard(raw.board),
  };
}
