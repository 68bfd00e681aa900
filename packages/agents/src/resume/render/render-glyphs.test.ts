import { Font } from '@react-pdf/renderer';
import type { ParsedResume } from '@seeker/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractDocumentText } from '../../documents/extract-document-text';
import { breakOverlongWord, loadPdfGlyphs, pdfFontFamily, type PdfFace, type PdfGlyphs } from './pdf-font';
import { renderLetterPdf } from './render-letter-pdf';
import { renderResumePdf } from './render-resume-pdf';

// Characters real resumes use: bullets, dashes, arrows, marks, currencies, accented Latin, Greek, Cyrillic.
const characters = [...'⋄•◦▪–—→✓★©€₹éñçßłőαβγδλπΔΣΩЖжЯяЁёЩщ'];
// Characters DejaVu Sans has no glyph for: an emoji bullet (a stand-in exists) and a Han character (none).
const lacking = ['🔹', '漢'];
const squash = (text: string) => text.replace(/\s+/g, ' ');
const dates = { text: 'Jan 2020 – Present', start: '2020-01', end: null, current: true };

type Item = { str: string; x: number; y: number; width: number; size: number };

/** The text items of a PDF page as pdf.js reads them, with their positions (points, origin bottom left). */
async function textItems(pdf: Buffer, pageNumber = 1): Promise<{ items: Item[]; width: number }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  try {
    const page = await document.getPage(pageNumber);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              str: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
              size: Math.hypot(item.transform[0] as number, item.transform[1] as number),
            },
          ]
        : [],
    );
    return { items, width: page.getViewport({ scale: 1 }).width };
  } finally {
    await task.destroy();
  }
}

/**
 * The items of `title` and of `meta` in one entry row must not overlap: on a shared baseline the
 * title's items end left of where the meta's start (or the two are on different lines).
 */
function expectNoOverlap(items: Item[], title: string, meta: string, { wholeWords = true } = {}) {
  // A line broken inside an overlong word ends in the hyphen react-pdf adds.
  const partOf = (whole: string) => (item: Item) => {
    const text = item.str.trim();
    return whole.includes(text) || (text.endsWith('-') && whole.includes(text.slice(0, -1)));
  };
  const titleItems = items.filter(partOf(title));
  const metaItems = items.filter((item) => partOf(meta)(item) && !partOf(title)(item));
  const joined = (parts: Item[]) =>
    parts
      .map((item) => item.str.trim())
      .join('')
      .replace(/\s+/g, '');
  expect(joined(titleItems).replace(/-/g, '')).toBe(title.replace(/[\s-]+/g, ''));
  // Lines break between words only (an overlong word aside): no "Data I / nfrastructure".
  if (wholeWords) expect(squash(titleItems.map((item) => item.str).join(' ')).trim()).toBe(title);
  expect(joined(metaItems)).toBe(meta.replace(/\s+/g, ''));
  for (const titleItem of titleItems) {
    for (const metaItem of metaItems) {
      if (Math.abs(titleItem.y - metaItem.y) < 1) expect(titleItem.x + titleItem.width).toBeLessThan(metaItem.x);
    }
  }
}

function resumeWith(overrides: Partial<ParsedResume>): ParsedResume {
  return {
    contact: {
      name: 'Zoë Łukasiewicz',
      headline: 'Platform engineer',
      email: 'zoe@example.com',
      phone: '+48 555 0100',
      location: 'Kraków, Poland',
      links: [],
    },
    summary: 'Builds reliable systems.',
    experience: [],
    education: [],
    skills: ['TypeScript', 'Go'],
    other: [],
    ...overrides,
  };
}

describe('PDF glyphs', () => {
  let glyphs: PdfGlyphs;
  beforeAll(async () => {
    glyphs = await loadPdfGlyphs();
  });

  it('registers DejaVu Sans regular, bold and italic, each with every character resumes use', () => {
    const faces: [PdfFace, number, 'normal' | 'italic', string][] = [
      ['regular', 400, 'normal', 'DejaVuSans.ttf'],
      ['bold', 700, 'normal', 'DejaVuSans-Bold.ttf'],
      ['italic', 400, 'italic', 'DejaVuSans-Oblique.ttf'],
      ['boldItalic', 700, 'italic', 'DejaVuSans-BoldOblique.ttf'],
    ];
    for (const [face, fontWeight, fontStyle, file] of faces) {
      expect(Font.getFont({ fontFamily: pdfFontFamily, fontWeight, fontStyle }).src).toMatch(new RegExp(`${file.replace('.', '\\.')}$`));
      expect(characters.filter((character) => !glyphs.has(character, face))).toEqual([]);
    }
  });

  it('keeps the text layer right for a document made after one whose letters were drawn from others ("é" from "e")', async () => {
    // The first document holds "é", Cyrillic "а", "е", "о", "р", "с" but none of the Latin letters they are built from.
    expect(await extractDocumentText('pdf', await renderLetterPdf('Привет, Café ус', 'First'))).toBe('Привет, Café ус');
    expect(await extractDocumentText('pdf', await renderLetterPdf('Dear team, peace and scope', 'Second'))).toBe('Dear team, peace and scope');
  });

  it('replaces only the characters the font lacks, never with a wrong letter', () => {
    for (const character of lacking) expect(glyphs.has(character)).toBe(false);
    expect(glyphs.text('🔹 Led the migration')).toBe('• Led the migration');
    expect(glyphs.text('Name: 漢')).toBe('Name: \uFFFD');
    expect(glyphs.text('📧 zoe@example.com ✅')).toBe(' zoe@example.com ✓');
    expect(glyphs.text('Caf\u0065\u0301 ⋄ ₹5')).toBe('Café ⋄ ₹5');
    expect(glyphs.text('ﬁle ofﬁce')).toBe('file office');
    expect(glyphs.text(characters.join(' '), 'bold')).toBe(characters.join(' '));
  });

  it('splits only overlong words, and only into pieces that join back into the word', () => {
    expect(breakOverlongWord('Łukasiewicz')).toEqual(['Łukasiewicz']);
    const url = 'https://example.com/portfolio/a-very-long-project-name-that-runs-on/and-on';
    const parts = breakOverlongWord(url);
    expect(parts.join('')).toBe(url);
    expect(parts.length).toBeGreaterThan(1);
    expect(Math.max(...parts.map((part) => part.length))).toBeLessThanOrEqual(21);
    // A break adds a hyphen, so no piece ends in one.
    expect(parts.filter((part, index) => (index < parts.length - 1 && part.endsWith('-')) || part.startsWith('-'))).toEqual([]);
  });

  it('prints every character as itself (or as its stand-in where the font lacks it) and headings as whole words', async () => {
    // Each character in brackets: a reader may join single letters set one space apart ("E X P" → "EXP").
    const sample = [...characters, ...lacking].map((character) => `[${character}]`).join(' ');
    const resume = resumeWith({
      summary: `Characters: ${sample}`,
      experience: [{ role: 'Engineer', company: 'Łódź Systems', location: 'Kraków', dates, bullets: [`🔹 Led ${sample}`] }],
      // A bold title with no dates beside it, so it reads back in one piece.
      education: [{ degree: `Diploma ${sample}`, school: 'Uniwersytet Łódzki', dates: null, details: [] }],
      skills: ['TypeScript', 'Ελληνικά', 'Русский'],
      other: [{ heading: 'Languages', lines: ['Polski — native'] }],
    });
    const pdf = await renderResumePdf(resume, 'Resume');
    const text = await extractDocumentText('pdf', pdf);
    const flat = squash(text);

    const expected = (face: PdfFace) =>
      [...characters, ...lacking].map((character) => `[${glyphs.has(character, face) ? character : glyphs.text(character, face)}]`).join(' ');
    expect(expected('regular')).toContain('\uFFFD');
    expect(flat).toContain(`Characters: ${expected('regular')}`);
    expect(flat).toContain(`${glyphs.text('🔹')} Led ${expected('regular')}`);
    expect(flat).toContain(`Diploma ${expected('bold')} — Uniwersytet Łódzki`);
    // Nothing printed that was not written: every character outside ASCII is one the resume holds or a stand-in.
    const written = new Set([...JSON.stringify(resume), ...expected('regular'), ...expected('bold'), '•', '·', '|']);
    expect([...flat].filter((character) => character > '~' && !written.has(character))).toEqual([]);

    const lines = text.split('\n').map((line) => line.trim());
    for (const heading of ['SUMMARY', 'SKILLS', 'EXPERIENCE', 'EDUCATION', 'LANGUAGES']) expect(lines).toContain(heading);
    const { items } = await textItems(pdf);
    // Each heading is one item, as wide as the bold face sets it: glyphs spaced out (letterSpacing) are
    // read as "EX PERIENCE" by extractors less forgiving than pdf.js (poppler's pdftotext among them).
    const bold = Font.getFont({ fontFamily: pdfFontFamily, fontWeight: 700 }).data as unknown as {
      unitsPerEm: number;
      layout: (text: string) => { advanceWidth: number };
    };
    for (const heading of ['SUMMARY', 'SKILLS', 'EXPERIENCE', 'EDUCATION', 'LANGUAGES']) {
      const item = items.find((candidate) => candidate.str === heading);
      expect(item, heading).toBeDefined();
      const natural = (bold.layout(heading).advanceWidth * item!.size) / bold.unitsPerEm;
      expect(item!.width).toBeCloseTo(natural, 0);
    }
  });

  it('keeps a 160-character title and an overlong word clear of the location and dates', async () => {
    const role = 'Principal Staff Software Engineer, Distributed Data Infrastructure, Platform Reliability';
    const company = 'Extremely Long Company Name Incorporated International Holdings Group';
    const title = `${role} — ${company}`;
    expect(title).toHaveLength(160);
    const glued = 'Averyveryveryveryveryverylongcompanynamewithoutanyspacesatall';
    const degree = 'Master of Science in Extraordinarily Long Degree Names and Interdisciplinary Computational Studies';
    const resume = resumeWith({
      experience: [
        { role, company, location: 'São Paulo, Brazil', dates, bullets: ['Led the platform team.'] },
        {
          role: 'Engineer',
          company: glued,
          location: 'Llanfairpwllgwyngyll, Anglesey, Wales, United Kingdom',
          dates: { ...dates, text: 'January 2018 – December 2019' },
          bullets: ['Built things.'],
        },
      ],
      education: [
        {
          degree,
          school: 'Université de Montréal',
          dates: { text: 'Sep 2014 – Jun 2016', start: '2014-09', end: '2016-06', current: false },
          details: [],
        },
      ],
    });
    const pdf = await renderResumePdf(resume, 'Resume');
    const { items, width } = await textItems(pdf);
    expectNoOverlap(items, title, 'São Paulo, Brazil | Jan 2020 – Present');
    expectNoOverlap(items, `Engineer — ${glued}`, 'Llanfairpwllgwyngyll, Anglesey, Wales, United Kingdom | January 2018 – December 2019', {
      wholeWords: false,
    });
    expectNoOverlap(items, `${degree} — Université de Montréal`, 'Sep 2014 – Jun 2016');
    for (const item of items) expect(item.x + item.width).toBeLessThanOrEqual(width - 48 + 0.5);
  });

  it('keeps a letter inside its margins, an overlong link included, with its characters as written', async () => {
    const link = 'https://example.com/portfolio/a-very-long-project-name-that-runs-on-and-on-and-on/index.html';
    const pdf = await renderLetterPdf(`Dear team ⋄ Łódź — ₹5 ✓\n\nMy work: ${link}\n\nЗ уважением, Zoë 🔹`, 'Cover letter');
    const { items, width } = await textItems(pdf);
    for (const item of items) expect(item.x + item.width).toBeLessThanOrEqual(width - 64 + 0.5);
    const text = squash(await extractDocumentText('pdf', pdf));
    expect(text).toContain('Dear team ⋄ Łódź — ₹5 ✓');
    expect(text).toContain('З уважением, Zoë •');
  });
});
