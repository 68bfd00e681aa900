import { describe, expect, it } from 'vitest';
import { buildPdf, pagedPdf, pdfStream } from '../../testing/build-pdf';
import { datesAboveRolePdf, docxResume, singleColumnPdf, twoColumnPdf, type LayoutResume } from '../../testing/tailoring-corpus/render-layouts';
import { pdfPageCount } from '../../resume/render/render-resume-pdf';
import { extractDocumentText } from '../extract-document-text';

// A made-up person. No skill, language or school below appears in a role's title, employer or bullets,
// so finding one among them means the sidebar was interleaved with the main column.
const resume: LayoutResume = {
  basics: {
    name: 'Tomasz Okonkwo-Reyes',
    label: 'Site Reliability Engineer',
    email: 'tomasz.or@example.org',
    phone: '+1 555 0142 887',
    location: { city: 'Portland', region: 'OR' },
    url: 'https://tomasz.example.org',
    summary:
      'Reliability engineer who has kept payment and booking platforms up through three peak seasons a year, and who writes the runbooks people actually read.',
  },
  work: [
    {
      name: 'Cascadia Payments',
      position: 'Staff Reliability Engineer',
      startDate: '2022-06',
      highlights: [
        'Brought checkout availability from 99.5% to 99.97% over eighteen months',
        'Halved the time to recover from incidents by rewriting the on-call runbooks with the teams that use them',
        'Ran the blameless review programme for 40 engineers',
      ],
    },
    {
      name: 'Juniper Travel Group',
      position: 'Operations Lead',
      startDate: '2019-02',
      endDate: '2022-05',
      highlights: ['Moved 120 services off hand-built virtual machines', 'Cut paging noise by 70% by deleting alerts nobody acted on'],
    },
    {
      name: 'Lakeside Hosting Cooperative',
      position: 'Support Technician',
      startDate: '2016-08',
      endDate: '2019-01',
      highlights: ['Answered 30 tickets a day for small-business customers', 'Wrote the first status page the cooperative ever had'],
    },
  ],
  education: [{ institution: 'Oregon State University', studyType: 'BSc', area: 'Computer Science', startDate: '2012', endDate: '2016' }],
  skills: [
    { name: 'Infrastructure', keywords: ['Terraform', 'Kubernetes', 'Prometheus'] },
    { name: 'Programming', keywords: ['Golang', 'Bash', 'PostgreSQL'] },
  ],
  languages: [
    { language: 'Spanish', fluency: 'Native' },
    { language: 'Polish', fluency: 'Conversational' },
  ],
};

const work = resume.work!;
const sidebarWords = [
  'Terraform',
  'Kubernetes',
  'Prometheus',
  'Golang',
  'PostgreSQL',
  'Spanish',
  'Polish',
  'Oregon State University',
  'tomasz.or@example.org',
];
const linesOf = (text: string) => text.split('\n');
const indexOf = (lines: string[], part: string) => lines.findIndex((line) => line.includes(part));
/** The first few words of a bullet: enough to find it, short enough to be on its first line. */
const bulletStart = (bullet: string) => bullet.split(' ').slice(0, 4).join(' ');

/** Each role's title and employer on one line or adjacent lines, its bullets after them, and nothing of the sidebar in between. */
function expectRolesWhole(lines: string[]) {
  for (const job of work) {
    const title = indexOf(lines, job.position!);
    const employer = indexOf(lines, job.name!);
    expect(title, job.position).toBeGreaterThanOrEqual(0);
    expect(Math.abs(title - employer), `${job.position} / ${job.name}`).toBeLessThanOrEqual(1);
    const bullets = job.highlights!.map((bullet) => indexOf(lines, bulletStart(bullet)));
    expect(bullets.every((index) => index > Math.max(title, employer))).toBe(true);
    const role = lines.slice(Math.min(title, employer), Math.max(...bullets) + 1).join('\n');
    for (const word of sidebarWords) expect(role, `${word} inside ${job.position}`).not.toContain(word);
  }
}

function expectNoPageNumbers(lines: string[]) {
  expect(lines.filter((line) => /^\s*(page\s*)?[-–]?\s*\d+\s*((\/|of)\s*\d+)?\s*[-–]?\s*$/i.test(line))).toEqual([]);
}

describe('reading real resume layouts', () => {
  it('reads a classic one-column resume line by line, dates on the role line', async () => {
    const lines = linesOf(await extractDocumentText('pdf', await singleColumnPdf(resume)));
    expect(lines[0]).toBe('Tomasz Okonkwo-Reyes');
    expect(lines).toContain('Staff Reliability Engineer — Cascadia Payments June 2022 – Present');
    expect(lines).toContain('Operations Lead — Juniper Travel Group February 2019 – May 2022');
    expect(lines).toContain('Experience');
    expectRolesWhole(lines);
    expectNoPageNumbers(lines);
  });

  it('reads a two-column resume one column after the other: the sidebar never lands inside the work history', async () => {
    const text = await extractDocumentText('pdf', await twoColumnPdf(resume));
    const lines = linesOf(text);
    expect(lines[0]).toBe('Tomasz Okonkwo-Reyes');
    expect(lines[1]).toBe('Site Reliability Engineer');
    // Left column first, each column whole.
    const sidebar = sidebarWords.map((word) => indexOf(lines, word));
    const main = [
      indexOf(lines, 'PROFILE'),
      ...work.flatMap((job) => [indexOf(lines, job.position!), ...job.highlights!.map((bullet) => indexOf(lines, bulletStart(bullet)))]),
    ];
    expect(Math.min(...sidebar, ...main)).toBeGreaterThan(1);
    expect(Math.max(...sidebar)).toBeLessThan(Math.min(...main));
    expectRolesWhole(lines);
    expectNoPageNumbers(lines);
  });

  it('reads letter-spaced headings as words', async () => {
    const lines = linesOf(await extractDocumentText('pdf', await twoColumnPdf(resume)));
    for (const heading of ['CONTACT', 'SKILLS', 'LANGUAGES', 'EDUCATION', 'PROFILE', 'EXPERIENCE']) expect(lines).toContain(heading);
    expect(lines.filter((line) => /(?:^| )\p{L} \p{L} \p{L}(?: |$)/u.test(line))).toEqual([]);
  });

  it('reads a two-column resume with the sidebar on the right: main column first, never interleaved', async () => {
    const lines = linesOf(await extractDocumentText('pdf', await twoColumnPdf(resume, { sidebar: 'right' })));
    expect(lines[0]).toBe('Tomasz Okonkwo-Reyes');
    const sidebar = sidebarWords.map((word) => indexOf(lines, word));
    const lastBullet = indexOf(lines, bulletStart(work[2]!.highlights![1]!));
    expect(Math.min(...sidebar)).toBeGreaterThan(lastBullet);
    expectRolesWhole(lines);
    expectNoPageNumbers(lines);
  });

  it('reads dates set above each role in order: start, end, then the role', async () => {
    const lines = linesOf(await extractDocumentText('pdf', await datesAboveRolePdf(resume)));
    expect(lines[0]).toBe('Tomasz Okonkwo-Reyes');
    const start = lines.indexOf('June 2022 –');
    expect(lines.slice(start, start + 3)).toEqual(['June 2022 –', 'Present', 'Staff Reliability Engineer, Cascadia Payments, Portland, OR']);
    const second = lines.indexOf('February 2019 –');
    expect(lines.slice(second, second + 3)).toEqual(['February 2019 –', 'May 2022', 'Operations Lead, Juniper Travel Group, Portland, OR']);
    expectRolesWhole(lines);
    expectNoPageNumbers(lines);
  });

  it('reads columns that were drawn line by line across the page (as word processors export tables) one column at a time', async () => {
    type Drawn = { text: string; x: number; y: number; size: number };
    const column = (x: number, top: number, size: number, pitch: number, lines: string[]): Drawn[] =>
      lines.flatMap((text, index) => (text ? [{ text, x, y: top - index * pitch, size }] : []));
    const sidebar = column(36, 700, 9, 13, [
      'CONTACT',
      'tomasz.or@example.org',
      '+1 555 0142 887',
      '',
      'SKILLS',
      'Terraform',
      'Kubernetes',
      'Prometheus',
      'Golang',
      'PostgreSQL',
      '',
      'LANGUAGES',
      'Spanish',
      'Polish',
    ]);
    const main = column(200, 700, 10, 14, [
      'EXPERIENCE',
      ...work.flatMap((job) => [job.position!, job.name!, ...job.highlights!.map((bullet) => `• ${bulletStart(bullet)}`), '']),
    ]);
    const drawn = [{ text: 'Tomasz Okonkwo-Reyes', x: 36, y: 740, size: 24 }, ...sidebar, ...main].sort((a, b) => b.y - a.y);
    const content = drawn.map(({ text, x, y, size }) => `BT /F1 ${size} Tf 1 0 0 1 ${x} ${y} Tm (${text}) Tj ET`).join('\n');
    const lines = linesOf(await extractDocumentText('pdf', pagedPdf([pdfStream('', content)])));
    expect(lines[0]).toBe('Tomasz Okonkwo-Reyes');
    const sidebarLines = sidebarWords.filter((word) => !word.includes(' ')).map((word) => indexOf(lines, word));
    expect(Math.min(...sidebarLines)).toBeGreaterThan(0);
    expect(Math.max(...sidebarLines)).toBeLessThan(indexOf(lines, 'EXPERIENCE'));
    expectRolesWhole(lines);
  });

  it('drops the page numbers of a resume that runs to a second page, in every layout', async () => {
    const longer: LayoutResume = {
      ...resume,
      work: work.map((job) => ({ ...job, highlights: Array.from({ length: 5 }, () => job.highlights!).flat() })),
    };
    for (const render of [singleColumnPdf, twoColumnPdf, datesAboveRolePdf]) {
      const pdf = await render(longer);
      expect(pdfPageCount(pdf), render.name).toBe(2);
      const lines = linesOf(await extractDocumentText('pdf', pdf));
      expect(lines[0]).toBe('Tomasz Okonkwo-Reyes');
      expect(lines).toContain(`• ${work[2]!.highlights![1]}`);
      expectNoPageNumbers(lines);
    }
  });

  it('renders the Word layout with each role as "Employer | Title | Dates" and its bullets', async () => {
    const lines = (await extractDocumentText('docx', await docxResume(resume))).split('\n').filter(Boolean);
    expect(lines[0]).toBe('Tomasz Okonkwo-Reyes');
    const role = lines.indexOf('Cascadia Payments | Staff Reliability Engineer | June 2022 – Present');
    expect(lines.slice(role + 1, role + 4)).toEqual(work[0]!.highlights);
  });

  it('joins a heading drawn glyph by glyph with wide, even tracking, and splits it where the gap is a word space', async () => {
    // Courier: every glyph advances 0.6 em. Each glyph is placed on its own, 0.7 em apart, so pdf.js
    // gives one item per glyph; the word gap is a space's advance plus the tracking on both sides.
    const fontSize = 10;
    const tracking = 7;
    let x = 72;
    const glyphs: string[] = [];
    for (const character of 'WORK EXPERIENCE') {
      if (character !== ' ') glyphs.push(`1 0 0 1 ${x.toFixed(2)} 700 Tm (${character}) Tj`);
      x += 0.6 * fontSize + tracking;
    }
    const content = `BT /F1 ${fontSize} Tf ${glyphs.join(' ')} ET BT /F1 10 Tf 72 680 Td (Built the status page) Tj ET`;
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 3 0 R >> >> >>',
      pdfStream('', content),
    ]);
    expect(await extractDocumentText('pdf', pdf)).toBe('WORK EXPERIENCE\nBuilt the status page');
  });
});
