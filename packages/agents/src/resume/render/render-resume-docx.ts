import type { EducationEntry, ExperienceEntry, ParsedResume } from '@seeker/contract';
import { AlignmentType, BorderStyle, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import { keepPersonalDataInContact } from '../personal-data';
import { entryHeader } from '../resume-text';

const bullets = 'resume-bullets';

/** The same resume as an editable Word document: headings, bold role lines and real bullet lists; personal details in the contact block only. */
export async function renderResumeDocx(input: ParsedResume, title: string): Promise<Buffer> {
  const resume = keepPersonalDataInContact(input).resume;
  const { contact } = resume;
  const children: Paragraph[] = [];
  if (contact.name) children.push(new Paragraph({ children: [new TextRun({ text: contact.name, bold: true, size: 36 })] }));
  if (contact.headline) children.push(new Paragraph({ children: [new TextRun({ text: contact.headline, size: 22 })] }));
  const contactLine = [contact.location, contact.email, contact.phone, ...contact.links].filter(Boolean).join('  ·  ');
  if (contactLine) children.push(new Paragraph({ children: [new TextRun({ text: contactLine, size: 18, color: '4B5563' })] }));
  const detailsLine = (contact.details ?? []).join('  ·  ');
  if (detailsLine) children.push(new Paragraph({ children: [new TextRun({ text: detailsLine, size: 18, color: '4B5563' })] }));
  if (resume.summary) children.push(heading('Summary'), new Paragraph(resume.summary));
  if (resume.skills.length > 0) children.push(heading('Skills'), new Paragraph(resume.skills.join(' · ')));
  if (resume.experience.length > 0) {
    children.push(heading('Experience'));
    for (const entry of resume.experience) {
      children.push(
        headParagraph(entry, 120),
        ...entry.bullets.map((bullet) => new Paragraph({ text: bullet, numbering: { reference: bullets, level: 0 } })),
      );
    }
  }
  if (resume.education.length > 0) {
    children.push(heading('Education'));
    for (const entry of resume.education) children.push(headParagraph(entry, 0), ...entry.details.map((detail) => new Paragraph(detail)));
  }
  for (const other of resume.other) children.push(heading(other.heading), ...other.lines.map((line) => new Paragraph(line)));

  const document = new Document({
    title,
    creator: 'Seeker',
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    numbering: {
      config: [
        {
          reference: bullets,
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
    sections: [{ properties: { page: { margin: { top: 720, bottom: 720, left: 900, right: 900 } } }, children }],
  });
  return Packer.toBuffer(document);
}

/** An entry's header in bold, each line the resume wrote on its own line, then its place and dates in grey. */
function headParagraph(entry: ExperienceEntry | EducationEntry, before: number) {
  const { lead, meta } = entryHeader(entry);
  // Kept with the line after it, as the heading is: Word never ends a page on an entry's header.
  return new Paragraph({
    spacing: { before },
    keepNext: true,
    children: [
      ...lead.split('\n').map((line, index) => new TextRun({ text: line, bold: true, ...(index > 0 ? { break: 1 } : {}) })),
      ...(meta ? [new TextRun({ text: `   ${meta}`, color: '4B5563' })] : []),
    ],
  });
}

function heading(text: string) {
  return new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240, after: 80 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '9CA3AF', space: 1 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 20, color: '111827' })],
  });
}
