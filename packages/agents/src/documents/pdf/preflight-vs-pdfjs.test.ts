import { brotliCompressSync, deflateSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEncryptedPdf, createPdf, createPdfPages, createPdfTextBomb, createPolyglotPdf } from '../../testing';
import { pagedPdf, pdfStream, textContent } from '../../testing/build-pdf';
import { loadCorpusResumes } from '../../testing/tailoring-corpus/load-resumes';
import { singleColumnPdf, twoColumnPdf, type LayoutResume } from '../../testing/tailoring-corpus/render-layouts';
import { DocumentLimitError, UnreadableDocumentError } from '../document-errors';
import { ExpansionBudget } from '../expansion-budget';
import { preparePdf } from './prepare-pdf';

// The pre-flight and pdf.js over the same PDFs (decision 0016): what pdf.js reads from a file, it reads
// the same from the pre-flight's copy, and the pre-flight refuses nothing pdf.js reads but for the
// documented reasons (over the budget, encrypted). Real producers' PDFs (the tailoring corpus's JSON
// Resumes, each with its origin in that corpus, printed by @react-pdf/renderer), hand-built ones and
// hostile ones, then random damage to the real ones.

const megabyte = 1024 * 1024;
const budgetBytes = 32 * megabyte;

type Read = { text: string; encrypted: boolean } | { failed: string };

/** Every page's text as pdf.js gives it, with no pre-flight: the reference. */
async function pdfJsText(bytes: Uint8Array): Promise<Read> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    stopAtErrors: false,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, 20); number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('|'));
    }
    const { info } = (await pdf.getMetadata()) as { info: { EncryptFilterName?: string } };
    return { text: pages.join('\n'), encrypted: Boolean(info.EncryptFilterName) };
  } catch (error) {
    return { failed: (error as Error).message };
  } finally {
    await task.destroy();
  }
}

type Checked = { copy: Uint8Array } | { refused: DocumentLimitError | UnreadableDocumentError };

/** The pre-flight, which may only answer with a copy or one of the two documented refusals. */
function preflight(bytes: Uint8Array): Checked {
  try {
    return { copy: preparePdf(new Uint8Array(bytes), new ExpansionBudget(budgetBytes, 'PDF')) };
  } catch (error) {
    if (error instanceof DocumentLimitError || error instanceof UnreadableDocumentError) return { refused: error };
    throw error;
  }
}

/**
 * What the file's Flate streams inflate to, measured apart from the pre-flight (zlib, each stream capped
 * just past the budget); null when a stream uses another filter, so no independent figure exists.
 */
function inflatedSize(bytes: Uint8Array): number | null {
  const file = Buffer.from(bytes);
  const text = file.toString('latin1');
  let total = 0;
  for (const match of text.matchAll(/<<((?:[^<>]|<<[^<>]*>>)*)>>\s*stream\r?\n/g)) {
    const dict = match[1]!;
    if (!/\/Filter\b/.test(dict)) continue;
    const filters = [...dict.matchAll(/\/(\w+Decode)\b/g)].map((name) => name[1]);
    if (filters.some((name) => name !== 'FlateDecode') || filters.length !== 1) return null;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      total += inflateSync(file.subarray(start, end < 0 ? file.length : end), { maxOutputLength: budgetBytes + 1, finishFlush: 2 }).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return budgetBytes + 1;
    }
  }
  return total;
}

/** Whether the pre-flight and pdf.js agree on one file; a reason when they do not. */
async function disagreement(bytes: Uint8Array): Promise<string | null> {
  const reference = await pdfJsText(bytes);
  const checked = preflight(bytes);
  if ('refused' in checked) {
    if ('failed' in reference) return null;
    // A refusal of a file pdf.js reads must be earned: the file really inflates past the budget, or
    // pdf.js itself finds it encrypted.
    const { limit } = checked.refused as DocumentLimitError;
    if (limit === 'expanded-size') {
      const size = inflatedSize(bytes);
      if (size === null || size > budgetBytes) return null;
      return `the pre-flight refused it as over the budget, but its streams inflate to ${size} bytes`;
    }
    if (limit === 'pdf-encrypted') return reference.encrypted ? null : 'the pre-flight refused it as encrypted, but pdf.js finds no encryption';
    return `pdf.js reads it, but the pre-flight refused it: ${checked.refused.message}`;
  }
  const fromCopy = await pdfJsText(checked.copy);
  if ('failed' in reference) return null;
  if ('failed' in fromCopy) return `pdf.js reads the file but not the pre-flight's copy: ${fromCopy.failed}`;
  return fromCopy.text === reference.text ? null : 'pdf.js reads other text from the pre-flight’s copy than from the file';
}

const realPdfs: { name: string; bytes: Buffer }[] = [];
beforeAll(async () => {
  const resumes = loadCorpusResumes().filter(({ meta }) => meta.format === 'json-resume');
  for (const { id, text } of resumes.slice(0, 6)) {
    const resume = JSON.parse(text) as LayoutResume;
    realPdfs.push(
      { name: `${id} (one column)`, bytes: await singleColumnPdf(resume) },
      { name: `${id} (two columns)`, bytes: await twoColumnPdf(resume) },
    );
  }
}, 60_000);

describe('the pre-flight and pdf.js read the same PDFs alike', () => {
  it('on real producers’ PDFs: the corpus’s resumes as @react-pdf/renderer prints them', async () => {
    expect(realPdfs.length).toBeGreaterThanOrEqual(8);
    for (const { name, bytes } of realPdfs) {
      expect([name, await disagreement(bytes)]).toEqual([name, null]);
      const reference = await pdfJsText(bytes);
      expect('text' in reference && reference.text.length > 100, name).toBe(true);
    }
  }, 120_000);

  it.each([
    ['one page of text', () => createPdf(['Ada Lovelace', 'Analyst'])],
    ['three pages', () => createPdfPages([['one'], ['two'], ['three']])],
    ['a Flate content stream', () => pagedPdf([pdfStream('/Filter /FlateDecode', deflateSync(textContent(['Compressed line'])))])],
    ['a PDF that is also an HTML page', () => createPolyglotPdf()],
    ['a 2 MB text bomb, under the budget', () => createPdfTextBomb({ inflatedBytes: 2 * megabyte })],
    ['a Brotli content stream (pdf.js 6)', () => pagedPdf([pdfStream('/Filter /BrotliDecode', brotliCompressSync(textContent(['Brotli line'])))])],
    [
      'a number with an exponent, which pdf.js 6 reads no more',
      () => pagedPdf([pdfStream('/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 1e8 >>', deflateSync(Buffer.from([2, 0, 0, 0])))]),
    ],
  ])(
    'on %s',
    async (_name, make) => {
      expect(await disagreement(make())).toBeNull();
      // The text bomb takes about 2 s alone and 14 s under the whole CI run on two cores.
    },
    60_000,
  );

  it.each([
    ['a 200 MB text bomb', () => createPdfTextBomb(), 'expanded-size'],
    ['an encrypted PDF', () => createEncryptedPdf(), 'pdf-encrypted'],
  ])('refuses %s, for the documented reason', (_name, make, limit) => {
    const checked = preflight(make());
    expect('refused' in checked && (checked.refused as DocumentLimitError).limit).toBe(limit);
  });

  it('on damaged copies of real PDFs: cut short, bytes overwritten, a run repeated', async () => {
    const damage = fc.record({
      file: fc.nat(),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      kind: fc.constantFrom('truncate', 'overwrite', 'repeat'),
      bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
    });
    await fc.assert(
      fc.asyncProperty(damage, async ({ file, at, kind, bytes }) => {
        const original = realPdfs[file % realPdfs.length]!.bytes;
        const offset = Math.floor(at * original.length);
        const damaged =
          kind === 'truncate'
            ? original.subarray(0, offset)
            : kind === 'overwrite'
              ? Buffer.concat([original.subarray(0, offset), Buffer.from(bytes), original.subarray(offset + bytes.length)])
              : Buffer.concat([original.subarray(0, offset), original.subarray(offset, offset + 4096), original.subarray(offset)]);
        expect(await disagreement(damaged)).toBeNull();
      }),
      { numRuns: 40, seed: 23 },
    );
  }, 180_000);
});
