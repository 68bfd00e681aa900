import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactNode } from 'react';
import { pdfFontFamily } from '../../../resume/render/pdf-font';
import { bulletRow, footedPage, pdfDocument, renderPdf } from './pdf-page';
import { bulletsOf, contactParts, dateRange, degree, formatDate, languageLine, place, skillLine, type LayoutResume } from './layout-text';

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
