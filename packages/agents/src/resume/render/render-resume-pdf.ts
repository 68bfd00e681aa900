import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { EducationEntry, ExperienceEntry, ParsedResume } from '@seeker/contract';
import { createElement as h, type ReactElement } from 'react';
import { keepPersonalDataInContact } from '../personal-data';
import { entryHeader } from '../resume-text';
import { loadPdfGlyphs, pdfFontFamily, type PdfGlyphs } from './pdf-font';

const styles = StyleSheet.create({
  page: { fontFamily: pdfFontFamily, fontSize: 10, lineHeight: 1.35, paddingVertical: 40, paddingHorizontal: 48, color: '#111827' },
  name: { fontSize: 20, fontWeight: 'bold', lineHeight: 1.2 },
  headline: { fontSize: 11, marginTop: 4, color: '#374151' },
  contact: { fontSize: 9, marginTop: 4, color: '#4b5563' },
  // No letterSpacing: spaced-out glyphs make a text layer that reads "EX PERIENCE", and
  // applicant-tracking systems read that layer. Capitals, weight, colour and the rule set it apart.
  heading: {
    fontSize: 10.5,
    fontWeight: 'bold',
    color: '#1f2937',
    marginTop: 14,
    marginBottom: 4,
    paddingBottom: 2,
    borderBottomWidth: 0.75,
    borderBottomColor: '#9ca3af',
  },
  entry: { marginBottom: 8 },
  // The title ("Role — Company") wraps in the width the meta ("Location | Dates") leaves it; the meta
  // keeps its natural width up to a cap, past which it wraps too. So the two never overlap.
  entryHead: { flexDirection: 'row', alignItems: 'flex-start' },
  entryTitle: { fontWeight: 'bold', flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0, paddingRight: 10 },
  entryMeta: { color: '#4b5563', flexGrow: 0, flexShrink: 0, maxWidth: '38%', textAlign: 'right' },
  bullet: { flexDirection: 'row', marginTop: 2 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
});

/**
 * A clean one- or two-page resume (US Letter) with the sections in reading order; personal details (a birth
 * date, an address) printed in the contact block only, wherever the structure had them.
 */
export async function renderResumePdf(resume: ParsedResume, title: string): Promise<Buffer> {
  const glyphs = await loadPdfGlyphs();
  return renderToBuffer(resumeDocument(keepPersonalDataInContact(resume).resume, title, glyphs) as Parameters<typeof renderToBuffer>[0]);
}

function resumeDocument(resume: ParsedResume, title: string, glyphs: PdfGlyphs): ReactElement {
  // Every string is drawn through the face that prints it, so a character the face lacks is never a wrong letter.
  const text = (value: string) => glyphs.text(value);
  const bold = (value: string) => glyphs.text(value, 'bold');
  const { contact } = resume;
  const contactLine = [contact.location, contact.email, contact.phone, ...contact.links].filter(Boolean).join('  ·  ');
  const detailsLine = (contact.details ?? []).join('  ·  ');
  const section = (heading: string, ...children: ReactElement[]) =>
    h(View, null, h(Text, { style: styles.heading, minPresenceAhead: 24 }, bold(heading.toUpperCase())), ...children);
  const headOf = (entry: ExperienceEntry | EducationEntry) => {
    const { lead, meta } = entryHeader(entry);
    return h(
      View,
      { style: styles.entryHead },
      h(Text, { style: styles.entryTitle }, bold(lead)),
      meta ? h(Text, { style: styles.entryMeta }, text(meta)) : null,
    );
  };
  return h(
    Document,
    { title, author: contact.name || undefined, creator: 'Seeker', producer: 'Seeker' },
    h(
      Page,
      { size: 'LETTER', style: styles.page, wrap: true },
      contact.name ? h(Text, { style: styles.name }, bold(contact.name)) : null,
      contact.headline ? h(Text, { style: styles.headline }, text(contact.headline)) : null,
      contactLine ? h(Text, { style: styles.contact }, text(contactLine)) : null,
      detailsLine ? h(Text, { style: styles.contact }, text(detailsLine)) : null,
      resume.summary ? section('Summary', h(Text, null, text(resume.summary))) : null,
      resume.skills.length > 0 ? section('Skills', h(Text, null, text(resume.skills.join(' · ')))) : null,
      resume.experience.length > 0
        ? section(
            'Experience',
            ...resume.experience.map((entry, index) =>
              h(
                View,
                { key: index, style: styles.entry, wrap: entry.bullets.length > 6 },
                headOf(entry),
                ...entry.bullets.map((bullet, bulletIndex) =>
                  h(
                    View,
                    { key: bulletIndex, style: styles.bullet },
                    h(Text, { style: styles.bulletMark }, text('•')),
                    h(Text, { style: styles.bulletText }, text(bullet)),
                  ),
                ),
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
                headOf(entry),
                ...entry.details.map((detail, detailIndex) => h(Text, { key: detailIndex }, text(detail))),
              ),
            ),
          )
        : null,
      ...resume.other.map((other, index) =>
        h(View, { key: `other-${index}` }, section(other.heading, ...other.lines.map((line, lineIndex) => h(Text, { key: lineIndex }, text(line))))),
      ),
    ),
  );
}
