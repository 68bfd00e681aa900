import { Document, Page, StyleSheet, Text, View, renderToBuffer, type Styles } from '@react-pdf/renderer';
import type { JsonResume } from '@seeker/contract';
import { AlignmentType, Document as WordDocument, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { pdfFontFamily, registerPdfFont } from '../../resume/render/pdf-font';

/**
 * A JSON Resume document as the layouts read it: the repo's JsonResume plus `languages`, which the
 * profile import ignores but real resumes print.
 */
export type LayoutResume = JsonResume & { languages?: { language?: string; fluency?: string }[] };

type PdfStyle = Styles[string];
type Work = NonNullable<JsonResume['work']>[number];
type Education = NonNullable<JsonResume['education']>[number];

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2022-06" → "June 2022", "2019" → "2019"; a missing date is `missing`. */
function formatDate(date: string | undefined, missing = ''): string {
  if (!date) return missing;
  const [year, month] = date.split('-');
  return month ? `${months[Number(month) - 1]} ${year}` : (year ?? '');
}

const dateRange = (entry: { startDate?: string; endDate?: string }) =>
  [formatDate(entry.startDate), formatDate(entry.endDate, 'Present')].filter(Boolean).join(' – ');
const place = (resume: LayoutResume) =>
  [resume.basics?.location?.city, resume.basics?.location?.region, resume.basics?.location?.countryCode].filter(Boolean).join(', ');
const links = (resume: LayoutResume) =>
  [resume.basics?.url, ...(resume.basics?.profiles ?? []).map((profile) => profile.url)].filter((url): url is string => Boolean(url));
const contactParts = (resume: LayoutResume) =>
  [resume.basics?.email, resume.basics?.phone, place(resume), ...links(resume)].filter((part): part is string => Boolean(part));
const degree = (entry: Education) => [entry.studyType, entry.area].filter(Boolean).join(' in ');
const skillLine = (skill: NonNullable<JsonResume['skills']>[number]) =>
  skill.keywords?.length ? `${skill.name}: ${skill.keywords.join(', ')}` : (skill.name ?? '');
const languageLine = (language: NonNullable<LayoutResume['languages']>[number]) => [language.language, language.fluency].filter(Boolean).join(' — ');
const bulletsOf = (work: Work) => work.highlights ?? [];

async function renderPdf(document: ReactElement): Promise<Buffer> {
  registerPdfFont();
  return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}

function pdfDocument(resume: LayoutResume, page: ReactElement): ReactElement {
  return h(Document, { title: resume.basics?.name ?? 'Resume', creator: 'Seeker tests', producer: 'Seeker tests' }, page);
}

/**
 * A page whose content sits in one view carrying the line height, with a footer on every page as word
 * processors print it ("1 / 2" or "Page 1 of 2"). react-pdf (4.9) silently drops page-number text
 * (a Text with `render`) that has a line height of its own or inherited, hence the view.
 */
function footedPage(
  size: 'A4' | 'LETTER',
  style: PdfStyle,
  lineHeightPoints: number,
  footer: 'slash' | 'words',
  ...children: ReactNode[]
): ReactElement {
  return h(Page, { size, style, wrap: true }, h(View, { style: { lineHeight: `${lineHeightPoints}pt` } }, ...children), pageFooter(footer));
}

function pageFooter(style: 'slash' | 'words'): ReactElement {
  return h(Text, {
    fixed: true,
    style: { position: 'absolute', bottom: 24, left: 0, right: 0, textAlign: 'center', fontSize: 8, color: '#6b7280' },
    render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
      style === 'slash' ? `${pageNumber} / ${totalPages}` : `Page ${pageNumber} of ${totalPages}`,
  });
}

const bulletRow = (text: string, key: number, style: { mark: PdfStyle; text: PdfStyle; row: PdfStyle }) =>
  h(View, { key, style: style.row, wrap: false }, h(Text, { style: style.mark }, '•'), h(Text, { style: style.text }, text));

const classic = StyleSheet.create({
  page: { fontFamily: pdfFontFamily, fontSize: 10, paddingTop: 40, paddingBottom: 56, paddingHorizontal: 48, color: '#111827' },
  name: { fontSize: 22, fontWeight: 'bold', lineHeight: 1.2 },
  label: { fontSize: 12, lineHeight: 1.3, marginTop: 2, color: '#374151' },
  contact: { fontSize: 9, marginTop: 4, color: '#4b5563' },
  heading: {
    fontSize: 11,
    fontWeight: 'bold',
    marginTop: 14,
    marginBottom: 4,
    paddingBottom: 2,
    borderBottomWidth: 0.75,
    borderBottomColor: '#9ca3af',
  },
  entry: { marginBottom: 8 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { fontWeight: 'bold' },
  entryDates: { color: '#4b5563' },
  row: { flexDirection: 'row', marginTop: 2 },
  mark: { width: 10 },
  text: { flex: 1 },
});

function classicSection(title: string, ...children: ReactNode[]) {
  return h(View, null, h(Text, { style: classic.heading, minPresenceAhead: 30 }, title), ...children);
}

/** A classic one-column PDF: name, contact line, then sections; each role "Title — Employer" with its dates right-aligned on the same line. */
export async function singleColumnPdf(resume: LayoutResume): Promise<Buffer> {
  const { basics, work = [], education = [], skills = [], languages = [] } = resume;
  const page = footedPage(
    'LETTER',
    classic.page,
    13.5,
    'slash',
    h(Text, { style: classic.name }, basics?.name ?? ''),
    basics?.label ? h(Text, { style: classic.label }, basics.label) : null,
    h(Text, { style: classic.contact }, contactParts(resume).join('  ·  ')),
    basics?.summary ? classicSection('Summary', h(Text, null, basics.summary)) : null,
    work.length
      ? classicSection(
          'Experience',
          ...work.map((job, index) =>
            h(
              View,
              { key: index, style: classic.entry },
              h(
                View,
                { style: classic.entryHead, wrap: false },
                h(Text, { style: classic.entryTitle }, [job.position, job.name].filter(Boolean).join(' — ')),
                h(Text, { style: classic.entryDates }, dateRange(job)),
              ),
              job.summary ? h(Text, null, job.summary) : null,
              ...bulletsOf(job).map((bullet, bulletIndex) => bulletRow(bullet, bulletIndex, classic)),
            ),
          ),
        )
      : null,
    education.length
      ? classicSection(
          'Education',
          ...education.map((entry, index) =>
            h(
              View,
              { key: index, style: [classic.entry, classic.entryHead] },
              h(Text, { style: classic.entryTitle }, [degree(entry), entry.institution].filter(Boolean).join(' — ')),
              h(Text, { style: classic.entryDates }, dateRange(entry)),
            ),
          ),
        )
      : null,
    skills.length ? classicSection('Skills', ...skills.map((skill, index) => h(Text, { key: index }, skillLine(skill)))) : null,
    languages.length ? classicSection('Languages', h(Text, null, languages.map(languageLine).join('  ·  '))) : null,
  );
  return renderPdf(pdfDocument(resume, page));
}

const designer = StyleSheet.create({
  page: { fontFamily: pdfFontFamily, fontSize: 9.5, paddingTop: 36, paddingBottom: 48, color: '#1f2937' },
  header: { paddingHorizontal: 36, paddingBottom: 14, marginBottom: 14, borderBottomWidth: 1, borderBottomColor: '#d1d5db' },
  name: { fontSize: 24, fontWeight: 'bold', lineHeight: 1.2, letterSpacing: 1 },
  label: { fontSize: 12, lineHeight: 1.3, marginTop: 2, color: '#4b5563' },
  columns: { flexDirection: 'row' },
  sidebar: { width: '30%', paddingHorizontal: 18, fontSize: 8.5, color: '#374151' },
  main: { width: '70%', paddingLeft: 14, paddingRight: 36 },
  heading: { fontSize: 10, fontWeight: 'bold', letterSpacing: 2, marginTop: 12, marginBottom: 5, color: '#0f766e' },
  sidebarLine: { marginBottom: 2 },
  entry: { marginBottom: 9 },
  role: { fontSize: 10.5, fontWeight: 'bold' },
  employer: { color: '#0f766e' },
  dates: { fontSize: 8.5, color: '#6b7280', marginBottom: 2 },
  row: { flexDirection: 'row', marginTop: 1.5 },
  mark: { width: 9 },
  text: { flex: 1 },
});

const designerHeading = (title: string) => h(Text, { style: designer.heading, minPresenceAhead: 30 }, title.toUpperCase());
const sidebarLines = (part: string, lines: string[]) =>
  lines.map((line, index) => h(Text, { key: `${part}-${index}`, style: designer.sidebarLine }, line));

/**
 * A designer's two-column PDF: the name across the top, then a sidebar (30% of the width) with contact,
 * skills, languages and education beside a main column with the summary and work history. Headings are
 * letter-spaced capitals. `sidebar: 'right'` puts the sidebar after the main column.
 */
export async function twoColumnPdf(resume: LayoutResume, { sidebar = 'left' }: { sidebar?: 'left' | 'right' } = {}): Promise<Buffer> {
  const { basics, work = [], education = [], skills = [], languages = [] } = resume;
  const side = h(
    View,
    { key: 'sidebar', style: designer.sidebar },
    designerHeading('Contact'),
    ...sidebarLines('contact', contactParts(resume)),
    skills.length ? designerHeading('Skills') : null,
    ...sidebarLines(
      'skill',
      skills.flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name ?? ''])),
    ),
    languages.length ? designerHeading('Languages') : null,
    ...sidebarLines('language', languages.map(languageLine)),
    education.length ? designerHeading('Education') : null,
    ...education.flatMap((entry, index) => [
      h(Text, { key: `degree-${index}`, style: [designer.sidebarLine, { fontWeight: 'bold' }] }, degree(entry)),
      h(Text, { key: `school-${index}`, style: designer.sidebarLine }, entry.institution ?? ''),
      h(Text, { key: `dates-${index}`, style: [designer.sidebarLine, { marginBottom: 6 }] }, dateRange(entry)),
    ]),
  );
  const main = h(
    View,
    { key: 'main', style: designer.main },
    basics?.summary ? designerHeading('Profile') : null,
    basics?.summary ? h(Text, null, basics.summary) : null,
    work.length ? designerHeading('Experience') : null,
    ...work.map((job, index) =>
      h(
        View,
        { key: index, style: designer.entry },
        h(Text, { style: designer.role }, job.position ?? ''),
        h(Text, { style: designer.employer }, job.name ?? ''),
        h(Text, { style: designer.dates }, dateRange(job)),
        ...bulletsOf(job).map((bullet, bulletIndex) => bulletRow(bullet, bulletIndex, designer)),
      ),
    ),
  );
  const page = footedPage(
    'A4',
    designer.page,
    13.3,
    'slash',
    h(
      View,
      { style: designer.header },
      h(Text, { style: designer.name }, basics?.name ?? ''),
      basics?.label ? h(Text, { style: designer.label }, basics.label) : null,
    ),
    h(View, { style: designer.columns }, ...(sidebar === 'left' ? [side, main] : [main, side])),
  );
  return renderPdf(pdfDocument(resume, page));
}

const stacked = StyleSheet.create({
  page: { fontFamily: pdfFontFamily, fontSize: 10, paddingTop: 44, paddingBottom: 56, paddingHorizontal: 56, color: '#111827' },
  name: { fontSize: 20, fontWeight: 'bold', lineHeight: 1.2, textAlign: 'center' },
  contact: { fontSize: 9, marginTop: 4, textAlign: 'center', color: '#4b5563' },
  heading: { fontSize: 11, fontWeight: 'bold', marginTop: 16, marginBottom: 6, textTransform: 'uppercase' },
  entry: { marginBottom: 10 },
  dates: { fontSize: 9, color: '#4b5563' },
  role: { fontWeight: 'bold', marginTop: 2 },
  row: { flexDirection: 'row', marginTop: 2 },
  mark: { width: 10 },
  text: { flex: 1 },
});

const stackedSection = (title: string, ...children: ReactNode[]) =>
  h(View, null, h(Text, { style: stacked.heading, minPresenceAhead: 40 }, title), ...children);

/** Each role under its dates: "June 2022 –", then "Present" on the next line, then "Title, Employer, City" and the bullets. */
export async function datesAboveRolePdf(resume: LayoutResume): Promise<Buffer> {
  const { basics, work = [], education = [], skills = [], languages = [] } = resume;
  const city = place(resume);
  const page = footedPage(
    'LETTER',
    stacked.page,
    13.5,
    'words',
    h(Text, { style: stacked.name }, basics?.name ?? ''),
    h(Text, { style: stacked.contact }, contactParts(resume).join(' | ')),
    basics?.summary ? stackedSection('Summary', h(Text, null, basics.summary)) : null,
    work.length
      ? stackedSection(
          'Work experience',
          ...work.map((job, index) =>
            h(
              View,
              { key: index, style: stacked.entry },
              h(
                View,
                { wrap: false },
                h(Text, { style: stacked.dates }, `${formatDate(job.startDate)} –`),
                h(Text, { style: stacked.dates }, formatDate(job.endDate, 'Present')),
              ),
              h(Text, { style: stacked.role }, [job.position, job.name, city].filter(Boolean).join(', ')),
              ...bulletsOf(job).map((bullet, bulletIndex) => bulletRow(bullet, bulletIndex, stacked)),
            ),
          ),
        )
      : null,
    education.length
      ? stackedSection(
          'Education',
          ...education.map((entry, index) =>
            h(
              View,
              { key: index, style: stacked.entry },
              h(Text, { style: stacked.dates }, dateRange(entry)),
              h(Text, { style: stacked.role }, [degree(entry), entry.institution].filter(Boolean).join(', ')),
            ),
          ),
        )
      : null,
    skills.length ? stackedSection('Skills', h(Text, null, skills.map(skillLine).join('; '))) : null,
    languages.length ? stackedSection('Languages', h(Text, null, languages.map(languageLine).join(', '))) : null,
  );
  return renderPdf(pdfDocument(resume, page));
}

const docxBullets = 'layout-bullets';

const docxHeading = (text: string) =>
  new Paragraph({ heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 80 }, children: [new TextRun({ text, bold: true })] });
const docxBullet = (text: string) => new Paragraph({ text, numbering: { reference: docxBullets, level: 0 } });

/** A Word resume: real headings, each role as "Employer | Title | Dates" and its highlights as a bullet list. */
export async function docxResume(resume: LayoutResume): Promise<Buffer> {
  const { basics, work = [], education = [], skills = [], languages = [] } = resume;
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: basics?.name ?? '', bold: true })] }),
    new Paragraph(contactParts(resume).join(' | ')),
  ];
  if (basics?.summary) children.push(docxHeading('Summary'), new Paragraph(basics.summary));
  if (work.length) {
    children.push(docxHeading('Experience'));
    for (const job of work) {
      children.push(
        new Paragraph({
          spacing: { before: 120 },
          children: [new TextRun({ text: [job.name, job.position, dateRange(job)].filter(Boolean).join(' | '), bold: true })],
        }),
      );
      if (job.summary) children.push(new Paragraph(job.summary));
      children.push(...bulletsOf(job).map(docxBullet));
    }
  }
  if (education.length)
    children.push(
      docxHeading('Education'),
      ...education.map((entry) => new Paragraph([entry.institution, degree(entry), dateRange(entry)].filter(Boolean).join(' | '))),
    );
  if (skills.length) children.push(docxHeading('Skills'), ...skills.map((skill) => docxBullet(skillLine(skill))));
  if (languages.length) children.push(docxHeading('Languages'), new Paragraph(languages.map(languageLine).join(', ')));
  const document = new WordDocument({
    creator: 'Seeker tests',
    numbering: {
      config: [
        {
          reference: docxBullets,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
