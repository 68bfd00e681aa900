import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactNode } from 'react';
import { pdfFontFamily } from '../../../resume/render/pdf-font';
import { bulletRow, footedPage, pdfDocument, renderPdf } from './pdf-page';
import { bulletsOf, contactParts, dateRange, degree, languageLine, skillLine, type LayoutResume } from './layout-text';

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
