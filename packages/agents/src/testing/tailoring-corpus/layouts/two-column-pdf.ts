import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { pdfFontFamily } from '../../../resume/render/pdf-font';
import { bulletRow, footedPage, pdfDocument, renderPdf } from './pdf-page';
import { bulletsOf, contactParts, dateRange, degree, languageLine, type LayoutResume } from './layout-text';

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
