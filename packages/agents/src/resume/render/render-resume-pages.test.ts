import type { ParsedResume } from '@seeker/contract';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../documents/extract-document-text';
import { readZipDirectory } from '../../documents/docx/read-zip-directory';
import { pdfPageCount, renderResumePdf } from './render-resume-pdf';
import { renderResumeDocx } from './render-resume-docx';

/** A junior's resume: a summary, skills, `roles` jobs of `bullets` lines each, a degree and two projects. */
function juniorResume(roles: number, bullets: number): ParsedResume {
  const dates = (start: string, end: string) => ({ text: `${start} – ${end}`, start, end, current: false });
  return {
    contact: {
      name: 'Jamie Rivera',
      headline: 'Junior Developer',
      email: 'jamie@example.com',
      phone: '+1 555 0100',
      location: 'Austin, TX',
      links: [],
    },
    summary: 'Junior developer with two years of building web shops and internal tools, who likes small teams and clear tickets.',
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'SQL', 'Git', 'Docker', 'CSS'],
    experience: Array.from({ length: roles }, (_, role) => ({
      role: 'Developer',
      company: `Shop ${role + 1}`,
      location: 'Austin, TX',
      dates: dates(String(2024 - role), String(2025 - role)),
      bullets: Array.from(
        { length: bullets },
        (_, line) => `Built and ran a part of the ordering system used by ${line + 3} teams, cutting the time to restock shelves by a third`,
      ),
    })),
    education: [{ degree: 'BSc Computer Science', school: 'University of Texas at Austin', dates: dates('2018', '2022'), details: ['GPA 3.6'] }],
    other: [{ heading: 'Projects', lines: ['Shop checkout rewrite', 'Contributions to an open-source date library'] }],
  };
}

/** Each page's lines as a reader takes them from the PDF. */
async function pagesOf(pdf: Buffer) {
  const { layout } = await extractDocument('pdf', new Uint8Array(pdf));
  return layout ?? [];
}

describe('a tailored resume on the page', () => {
  it('fits one page where a tighter setting allows, as a 41-line junior resume does', async () => {
    const pdf = await renderResumePdf(juniorResume(3, 4), 'Resume');
    expect(pdfPageCount(pdf)).toBe(1);
    const lines = await pagesOf(pdf);
    expect(lines.map((line) => line.text)).toEqual(expect.arrayContaining(['EDUCATION', 'PROJECTS', 'Contributions to an open-source date library']));
  });

  it.each([
    [3, 4],
    [4, 5],
    [5, 4],
    [6, 3],
  ])('never ends a page on a heading (%i jobs of %i lines)', async (roles, bullets) => {
    const lines = await pagesOf(await renderResumePdf(juniorResume(roles, bullets), 'Resume'));
    const headings = ['SUMMARY', 'SKILLS', 'EXPERIENCE', 'EDUCATION', 'PROJECTS'];
    for (const [index, line] of lines.entries()) {
      if (!headings.includes(line.text)) continue;
      expect(lines[index + 1]?.page, `${line.text} on page ${line.page}`).toBe(line.page);
    }
  });

  it('keeps a long summary whole though it cannot move with its heading', async () => {
    const summary = Array.from({ length: 40 }, (_, index) => `Sentence ${index + 1} of a summary far longer than any resume needs.`).join(' ');
    const lines = await pagesOf(await renderResumePdf({ ...juniorResume(2, 2), summary }, 'Resume'));
    const text = lines.map((line) => line.text).join(' ');
    expect(text).toContain('Sentence 1 of');
    expect(text).toContain('Sentence 40 of a summary');
  });
});

describe('a tailored resume as a Word document', () => {
  it('keeps each heading and entry header with the line after it, so Word never ends a page on one', async () => {
    const docx = new Uint8Array(await renderResumeDocx(juniorResume(2, 2), 'Resume'));
    const entry = readZipDirectory(docx).entries.find((part) => part.name === 'word/document.xml')!;
    // The local header: 30 bytes, then the name and the extra field, then the deflated part.
    const view = new DataView(docx.buffer, docx.byteOffset + entry.localHeaderOffset);
    const start = entry.localHeaderOffset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
    const xml = inflateRawSync(docx.subarray(start, start + entry.compressedSize)).toString('utf8');
    const paragraphs = xml.split('</w:p>');
    const kept = (words: string) => paragraphs.find((paragraph) => paragraph.includes(words))?.includes('<w:keepNext');
    expect(['EDUCATION', 'EXPERIENCE', 'PROJECTS', 'Developer — Shop 1', 'BSc Computer Science'].map(kept)).toEqual([true, true, true, true, true]);
  });
});
