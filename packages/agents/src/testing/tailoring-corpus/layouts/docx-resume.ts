import { AlignmentType, Document as WordDocument, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import { bulletsOf, contactParts, dateRange, degree, languageLine, skillLine, type LayoutResume } from './layout-text';

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
