import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { ParsedResume } from '@seeker/contract';
import { createElement as h, type ReactElement } from 'react';
import { pdfFontFamily, registerPdfFont } from './pdf-font';

const styles = StyleSheet.create({
  page: { fontFamily: pdfFontFamily, fontSize: 10, lineHeight: 1.35, paddingVertical: 40, paddingHorizontal: 48, color: '#111827' },
  name: { fontSize: 20, fontWeight: 'bold', lineHeight: 1.2 },
  headline: { fontSize: 11, marginTop: 4, color: '#374151' },
  contact: { fontSize: 9, marginTop: 4, color: '#4b5563' },
  heading: { fontSize: 10, fontWeight: 'bold', letterSpacing: 1, marginTop: 14, marginBottom: 4, paddingBottom: 2, borderBottomWidth: 0.75, borderBottomColor: '#9ca3af', textTransform: 'uppercase' },
  entry: { marginBottom: 8 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { fontWeight: 'bold', flexShrink: 1, paddingRight: 8 },
  entryMeta: { color: '#4b5563' },
  bullet: { flexDirection: 'row', marginTop: 2 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
});

/** A clean one- or two-page resume (US Letter) with the sections in reading order. */
export async function renderResumePdf(resume: ParsedResume, title: string): Promise<Buffer> {
  registerPdfFont();
  return renderToBuffer(resumeDocument(resume, title) as Parameters<typeof renderToBuffer>[0]);
}

function resumeDocument(resume: ParsedResume, title: string): ReactElement {
  const { contact } = resume;
  const contactLine = [contact.location, contact.email, contact.phone, ...contact.links].filter(Boolean).join('  ·  ');
  return h(
    Document,
    { title, author: contact.name || undefined, creator: 'Seeker', producer: 'Seeker' },
    h(
      Page,
      { size: 'LETTER', style: styles.page, wrap: true },
      contact.name ? h(Text, { style: styles.name }, contact.name) : null,
      contact.headline ? h(Text, { style: styles.headline }, contact.headline) : null,
      contactLine ? h(Text, { style: styles.contact }, contactLine) : null,
      resume.summary ? section('Summary', h(Text, null, resume.summary)) : null,
      resume.skills.length > 0 ? section('Skills', h(Text, null, resume.skills.join(' · '))) : null,
      resume.experience.length > 0
        ? section(
            'Experience',
            ...resume.experience.map((entry, index) =>
              h(
                View,
                { key: index, style: styles.entry, wrap: entry.bullets.length > 6 },
                h(
                  View,
                  { style: styles.entryHead },
                  h(Text, { style: styles.entryTitle }, [entry.role, entry.company].filter(Boolean).join(' — ')),
                  h(Text, { style: styles.entryMeta }, [entry.location, entry.dates?.text].filter(Boolean).join(' | ')),
                ),
                ...entry.bullets.map((bullet, bulletIndex) => h(View, { key: bulletIndex, style: styles.bullet }, h(Text, { style: styles.bulletMark }, '•'), h(Text, { style: styles.bulletText }, bullet))),
              ),
            ),
          )
        : null,
      resume.education.length > 0
        ? section(
            'Education',
            ...resume.education.map((entry, index) =>
              h(
                View,
                { key: index, style: styles.entry },
                h(View, { style: styles.entryHead }, h(Text, { style: styles.entryTitle }, [entry.degree, entry.school].filter(Boolean).join(' — ')), h(Text, { style: styles.entryMeta }, entry.dates?.text ?? '')),
                ...entry.details.map((detail, detailIndex) => h(Text, { key: detailIndex }, detail)),
              ),
            ),
          )
        : null,
      ...resume.other.map((other, index) => h(View, { key: `other-${index}` }, section(other.heading, ...other.lines.map((line, lineIndex) => h(Text, { key: lineIndex }, line))))),
    ),
  );
}

function section(heading: string, ...children: ReactElement[]) {
  return h(View, null, h(Text, { style: styles.heading, minPresenceAhead: 24 }, heading), ...children);
}
