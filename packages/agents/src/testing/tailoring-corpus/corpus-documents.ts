import { extractDocumentText } from '../../documents/extract-document-text';
import { loadCorpusResumes, type CorpusSet, type ResumeMeta } from './load-resumes';
import { datesAboveRolePdf, docxResume, singleColumnPdf, twoColumnPdf, type LayoutResume } from './render-layouts';

/** One resume as a user would hand it in: its text, from which layout, and its hand-checked parse. */
export type CorpusDocument = { id: string; layout: string; columns: 1 | 2; text: string; meta: ResumeMeta };

/** Markdown as it reads once rendered: no front matter, template tags, quote or heading marks, emphasis, link targets or character references. */
function markdownAsText(markdown: string) {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/\{%[^%]*%\}|\{\{[^}]*\}\}/g, '')
    .replace(/^(?:\s{0,3}>\s?)+/gm, '')
    .replace(/^\s{0,3}#{1,6}\s*/gm, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:]|$)/g, '$1$2')
    .replace(/^([ \t]*)[-*+]\s+/gm, '$1• ')
    .replace(/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`/g, '')
    .replace(/&(?:#(\d{1,6})|#x([0-9a-f]{1,6})|(nbsp|amp|lt|gt|quot|apos|ndash|mdash|hellip|bull|middot));/gi, decodeEntity);
}

const namedEntities: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
};

/** An HTML character reference as the page shows it ("&nbsp;" a space, "&#x27;" an apostrophe). */
function decodeEntity(reference: string, decimal?: string, hex?: string, name?: string) {
  if (name) return namedEntities[name.toLowerCase()] ?? reference;
  const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : reference;
}

/** JSON Resume before v1.0 named the employer `company` (and some write `experiences` for `work`); the layouts print `work[].name`. */
function withEmployerNames(resume: LayoutResume): LayoutResume {
  const jobs = resume.work ?? (resume as { experiences?: LayoutResume['work'] }).experiences;
  const work = jobs?.map((job) => ({ ...job, name: job.name ?? (job as { company?: string }).company }));
  return work ? { ...resume, work } : resume;
}

/** JSON as people write it in a site's data file: `//` comments (outside strings) are dropped before it is parsed. */
function parseLenientJson(text: string): unknown {
  return JSON.parse(text.replace(/("(?:[^"\\\n]|\\.)*")|\/\/[^\n]*/g, (_comment, string: string | undefined) => string ?? ''));
}

/** One resume as a user would upload it: the file's bytes and type, with its layout and labels. */
export type CorpusFile = { id: string; layout: string; columns: 1 | 2; type: 'pdf' | 'docx' | 'txt'; bytes: Buffer; meta: ResumeMeta };

/**
 * Every resume of a set (the tuning corpus, or the hold-out) as the files a user would upload: markdown
 * (rendered) and text as a TXT file, each JSON Resume printed four ways (one column, two columns, dates
 * above the role, DOCX).
 */
export async function corpusFiles(set: CorpusSet = 'resumes'): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [];
  for (const { id, text: raw, meta } of loadCorpusResumes(set)) {
    if (meta.format !== 'json-resume') {
      const text = meta.format === 'markdown' ? markdownAsText(raw) : raw;
      files.push({ id, layout: meta.format, columns: 1, type: 'txt', bytes: Buffer.from(text), meta });
      continue;
    }
    const resume = withEmployerNames(parseLenientJson(raw) as LayoutResume);
    const layouts: [string, 1 | 2, () => Promise<Buffer>, 'pdf' | 'docx'][] = [
      ['pdf one column', 1, () => singleColumnPdf(resume), 'pdf'],
      ['pdf two columns', 2, () => twoColumnPdf(resume), 'pdf'],
      ['pdf dates above role', 1, () => datesAboveRolePdf(resume), 'pdf'],
      ['docx', 1, () => docxResume(resume), 'docx'],
    ];
    for (const [layout, columns, render, type] of layouts) files.push({ id, layout, columns, type, bytes: await render(), meta });
  }
  return files;
}

/** Every resume of a set with the text read back from its file, as the resume agents get it. */
export async function corpusDocuments(set: CorpusSet = 'resumes'): Promise<CorpusDocument[]> {
  const documents: CorpusDocument[] = [];
  for (const { id, layout, columns, type, bytes, meta } of await corpusFiles(set)) {
    const text = type === 'txt' ? bytes.toString('utf8') : await extractDocumentText(type, bytes);
    documents.push({ id, layout, columns, text, meta });
  }
  return documents;
}
