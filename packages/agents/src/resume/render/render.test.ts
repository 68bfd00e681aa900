import { describe, expect, it } from 'vitest';
import { extractDocumentText } from '../../documents/extract-document-text';
import { resumeFixtures } from '../../testing/resume-fixtures';
import { parseResume } from '../parse-resume';
import { asConfirmed } from '../unchecked-resume';
import { renderLetterDocx } from './render-letter-docx';
import { renderLetterPdf } from './render-letter-pdf';
import { renderResumeDocx } from './render-resume-docx';
import { pdfPageCount, renderResumePdf } from './render-resume-pdf';

const read = parseResume(resumeFixtures.software.resume);
const resume = asConfirmed(read);
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('rendering', () => {
  it('renders a resume PDF of one or two pages that reads back with every role and bullet', async () => {
    const pdf = await renderResumePdf(resume, 'Resume for Senior Frontend Engineer at Lumen Analytics');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    const text = squash(await extractDocumentText('pdf', pdf));
    for (const entry of resume.experience) {
      expect(text).toContain(entry.company);
      for (const bullet of entry.bullets) expect(text).toContain(squash(bullet));
    }
    expect(text).toContain('Maya Lindqvist');
  });

  it('prints names outside Western Latin as written', async () => {
    const pdf = await renderResumePdf({ ...resume, contact: { ...resume.contact, name: 'Zoë Łukasiewicz-Ольга' } }, 'Resume');
    expect(await extractDocumentText('pdf', pdf)).toContain('Zoë Łukasiewicz-Ольга');
  });

  it('renders the resume as a DOCX with the same text', async () => {
    const docx = await renderResumeDocx(resume, 'Resume');
    const text = squash(await extractDocumentText('docx', docx));
    expect(text).toContain('Senior Software Engineer — Brightline Health');
    expect(text).toContain(resume.experience[1]!.bullets[0]);
  });

  it("prints an unchecked resume's headers as the resume wrote them, in both formats", async () => {
    const written = read.experience.flatMap((entry) => entry.written ?? []);
    expect(written).toEqual(expect.arrayContaining(['Software Engineer | Cedar & Pine Commerce | Seattle, WA', 'Jun 2018 – Dec 2020']));
    const pdf = squash(await extractDocumentText('pdf', await renderResumePdf(read, 'Resume')));
    const docx = squash(await extractDocumentText('docx', await renderResumeDocx(read, 'Resume')));
    for (const line of [...written, ...read.education.flatMap((entry) => entry.written ?? [])]) {
      expect(pdf).toContain(squash(line));
      expect(docx).toContain(squash(line));
    }
    expect(docx).not.toContain('Senior Software Engineer — Brightline Health');
  });

  it('renders a letter in both formats, paragraphs and line breaks kept', async () => {
    const letter = 'Jane Doe\n\nDear team,\n\nFirst paragraph.\n• one\n• two\n\nSincerely,\nJane Doe';
    expect(squash(await extractDocumentText('pdf', await renderLetterPdf(letter, 'Cover letter')))).toContain('First paragraph. • one • two');
    const docxText = await extractDocumentText('docx', await renderLetterDocx(letter, 'Cover letter'));
    expect(docxText).toMatch(/First paragraph\.\s+• one\s+• two/);
  });
});
