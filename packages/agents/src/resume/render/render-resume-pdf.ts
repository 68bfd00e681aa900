import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { EducationEntry, ExperienceEntry, ParsedResume } from '@seeker/contract';
import { createElement as h, type ReactElement } from 'react';
import { keepPersonalDataInContact } from '../personal-data';
import { entryHeader } from '../resume-text';
import { loadPdfGlyphs, pdfFontFamily, type PdfGlyphs } from './pdf-font';

/** How tightly the page is set: regular first; compact where that brings a resume just over a page onto one. */
type Density = 'regular' | 'compact';

const stylesFor = (density: Density) => {
  const compact = density === 'compact';
  return StyleSheet.create({
    page: {
      fontFamily: pdfFontFamily,
      fontSize: compact ? 9.5 : 10,
      lineHeight: compact ? 1.25 : 1.35,
      paddingVertical: compact ? 30 : 40,
      paddingHorizontal: compact ? 40 : 48,
      color: '#111827',
    },
    name: { fontSize: compact ? 18 : 20, fontWeight: 'bold', lineHeight: 1.2 },
    headline: { fontSize: compact ? 10.5 : 11, marginTop: compact ? 2 : 4, color: '#374151' },
    contact: { fontSize: 9, marginTop: compact ? 2 : 4, color: '#4b5563' },
    // No letterSpacing: spaced-out glyphs make a text layer that reads "EX PERIENCE", and
    // applicant-tracking systems read that layer. Capitals, weight, colour and the rule set it apart.
    heading: {
      fontSize: 10.5,
      fontWeight: 'bold',
      color: '#1f2937',
      marginTop: compact ? 9 : 14,
      marginBottom: compact ? 3 : 4,
      paddingBottom: 2,
      borderBottomWidth: 0.75,
      borderBottomColor: '#9ca3af',
    },
    entry: { marginBottom: compact ? 5 : 8 },
    // The title ("Role — Company") wraps in the width the meta ("Location | Dates") leaves it; the meta
    // keeps its natural width up to a cap, past which it wraps too. So the two never overlap.
    entryHead: { flexDirection: 'row', alignItems: 'flex-start' },
    entryTitle: { fontWeight: 'bold', flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0, paddingRight: 10 },
    entryMeta: { color: '#4b5563', flexGrow: 0, flexShrink: 0, maxWidth: '38%', textAlign: 'right' },
    bullet: { flexDirection: 'row', marginTop: compact ? 1 : 2 },
    bulletMark: { width: 10 },
    bulletText: { flex: 1 },
  });
};
type Styles = ReturnType<typeof stylesFor>;

/** An entry with more bullets than this may break across pages; a shorter one moves whole to the next. */
const unbrokenBullets = 6;

/** A summary or skills list longer than this (a third of a page or more) may break after its heading. */
const unbrokenParagraph = 1_200;

/** Pages in a PDF react-pdf wrote: its page objects (uncompressed dictionaries). */
export const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

/**
 * A clean one- or two-page resume (US Letter) with the sections in reading order; personal details (a birth
 * date, an address) printed in the contact block only, wherever the structure had them. A heading never ends a
 * page: it goes with its section's first entry. A resume that runs a little over one page is set more tightly
 * when that brings it onto one.
 */
export async function renderResumePdf(resume: ParsedResume, title: string): Promise<Buffer> {
  const glyphs = await loadPdfGlyphs();
  const kept = keepPersonalDataInContact(resume).resume;
  const render = (density: Density) =>
    renderToBuffer(resumeDocument(kept, title, glyphs, stylesFor(density)) as Parameters<typeof renderToBuffer>[0]);
  const regular = await render('regular');
  if (pdfPageCount(regular) !== 2) return regular;
  const compact = await render('compact');
  return pdfPageCount(compact) === 1 ? compact : regular;
}

function resumeDocument(resume: ParsedResume, title: string, glyphs: PdfGlyphs, styles: Styles): ReactElement {
  // Every string is drawn through the face that prints it, so a character the face lacks is never a wrong letter.
  const text = (value: string) => glyphs.text(value);
  const bold = (value: string) => glyphs.text(value, 'bold');
  const { contact } = resume;
  const contactLine = [contact.location, contact.email, contact.phone, ...contact.links].filter(Boolean).join('  ·  ');
  const detailsLine = (contact.details ?? []).join('  ·  ');
  const headOf = (entry: ExperienceEntry | EducationEntry) => {
    const { lead, meta } = entryHeader(entry);
    return h(
      View,
      { style: styles.entryHead },
      h(Text, { style: styles.entryTitle }, bold(lead)),
      meta ? h(Text, { style: styles.entryMeta }, text(meta)) : null,
    );
  };
  // The heading is set in one unbreakable block with the start of what follows it: never alone at a page's foot.
  const section = (heading: string, first: ReactElement[], ...rest: ReactElement[]) =>
    h(View, null, h(View, { wrap: false }, h(Text, { style: styles.heading }, bold(heading.toUpperCase())), ...first), ...rest);
  /** A section of one paragraph, kept with its heading unless it is too long to move whole to the next page. */
  const paragraphSection = (heading: string, value: string) => {
    const paragraph = h(Text, { key: 'paragraph' }, text(value));
    return value.length <= unbrokenParagraph ? section(heading, [paragraph]) : section(heading, [], paragraph);
  };
  /** An entry's header with its first lines, unbroken; the rest of a long entry may go on over the page. */
  const entryBlocks = (entry: ExperienceEntry | EducationEntry, lines: ReactElement[], key: number) => {
    const long = lines.length > unbrokenBullets;
    const start = [headOf(entry), ...(long ? lines.slice(0, 1) : lines)];
    return {
      start,
      whole: (first: ReactElement[]) =>
        h(View, { key, style: styles.entry, wrap: long }, h(View, { wrap: false }, ...first), ...(long ? lines.slice(1) : [])),
    };
  };
  /** A section of entries: the heading goes in the first entry's unbroken start. */
  const entrySection = (heading: string, blocks: ReturnType<typeof entryBlocks>[]) => {
    const [first, ...rest] = blocks;
    return h(
      View,
      null,
      first!.whole([h(Text, { key: 'heading', style: styles.heading }, bold(heading.toUpperCase())), ...first!.start]),
      ...rest.map((block) => block.whole(block.start)),
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
      resume.summary ? paragraphSection('Summary', resume.summary) : null,
      resume.skills.length > 0 ? paragraphSection('Skills', resume.skills.join(' · ')) : null,
      resume.experience.length > 0
        ? entrySection(
            'Experience',
            resume.experience.map((entry, index) =>
              entryBlocks(
                entry,
                entry.bullets.map((bullet, bulletIndex) =>
                  h(
                    View,
                    { key: bulletIndex, style: styles.bullet },
                    h(Text, { style: styles.bulletMark }, text('•')),
                    h(Text, { style: styles.bulletText }, text(bullet)),
                  ),
                ),
                index,
              ),
            ),
          )
        : null,
      resume.education.length > 0
        ? entrySection(
            'Education',
            resume.education.map((entry, index) =>
              entryBlocks(
                entry,
                entry.details.map((detail, detailIndex) => h(Text, { key: detailIndex }, text(detail))),
                index,
              ),
            ),
          )
        : null,
      ...resume.other.map((other, index) => {
        const lines = other.lines.map((line, lineIndex) => h(Text, { key: lineIndex }, text(line)));
        return h(View, { key: `other-${index}` }, section(other.heading, lines.slice(0, 1), ...lines.slice(1)));
      }),
    ),
  );
}
