import { describe, expect, it } from 'vitest';
import { findGutter, readingOrder } from './pdf-columns';
import type { PdfTextItem } from './pdf-items';
import { groupIntoRows, lineText } from './pdf-lines';

const item = (str: string, x: number, y: number, fontSize = 10): PdfTextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  height: fontSize,
  fontSize,
});
/** One item per text, `pitch` points apart from `top` down; an empty text leaves its line blank. */
const column = (x: number, top: number, pitch: number, texts: string[], fontSize = 10) =>
  texts.flatMap((text, index) => (text ? [item(text, x, top - index * pitch, fontSize)] : []));
/** The blocks readingOrder gives, as lines of text. */
const read = (items: PdfTextItem[]) => readingOrder(groupIntoRows(items)).map((block) => block.map((row) => lineText(row.items)));

const sidebarTexts = [
  'CONTACT',
  'ana@example.org',
  '+1 555 0100',
  '',
  'SKILLS',
  'Terraform',
  'Kubernetes',
  'Golang',
  'Bash',
  '',
  'LANGUAGES',
  'Spanish',
  'Polish',
];
const mainTexts = [
  'EXPERIENCE',
  'Staff Reliability Engineer',
  'Cascadia Payments, 2022 – Present',
  '• Brought checkout availability to 99.97%',
  '• Rewrote the on-call runbooks',
  '',
  'Operations Lead',
  'Juniper Travel Group, 2019 – 2022',
  '• Moved 120 services to containers',
  '• Cut paging noise by 70%',
];
const name = item('Ana Lucía Okonkwo-Reyes, Reliability', 40, 760, 20);

describe('findGutter', () => {
  it('finds the white strip between a sidebar and the main column, even under a name that crosses it', () => {
    const gutter = findGutter(groupIntoRows([name, ...column(40, 700, 13, sidebarTexts, 9), ...column(200, 700, 14, mainTexts)]));
    expect(gutter).toBeDefined();
    // The sidebar's widest line ends at 40 + 15 × 4.5; the main column starts at 200.
    expect(gutter!.left).toBeGreaterThanOrEqual(107);
    expect(gutter!.right).toBeLessThanOrEqual(200);
  });

  it('finds none in a page of running text', () => {
    const paragraph = Array.from({ length: 12 }, (_, index) => 'Word '.repeat(12 + (index % 3)).trim());
    expect(findGutter(groupIntoRows(column(72, 700, 14, paragraph)))).toBeUndefined();
  });
});

describe('readingOrder', () => {
  it('reads a sidebar on the left and then the main column, the name crossing both above them', () => {
    // Different font sizes and line spacing, as in a designed resume: the two columns' baselines rarely meet.
    const blocks = read([name, ...column(40, 700, 13, sidebarTexts, 9), ...column(200, 700, 14, mainTexts)]);
    expect(blocks).toEqual([[lineText([name])], sidebarTexts.filter(Boolean), mainTexts.filter(Boolean)]);
  });

  it('reads the main column first when the sidebar is on the right', () => {
    const blocks = read([name, ...column(40, 700, 14, mainTexts), ...column(420, 700, 13, sidebarTexts, 9)]);
    expect(blocks).toEqual([[lineText([name])], mainTexts.filter(Boolean), sidebarTexts.filter(Boolean)]);
  });

  it('keeps a title under the name above both columns, even when it fits on one side', () => {
    const title = item('Site Reliability', 40, 735, 12);
    const blocks = read([name, title, ...column(40, 700, 13, sidebarTexts, 9), ...column(200, 700, 14, mainTexts)]);
    expect(blocks[0]).toEqual([lineText([name]), 'Site Reliability']);
    expect(blocks[1]![0]).toBe('CONTACT');
  });

  it('reads a page of one column with dates right-aligned beside each role line by line', () => {
    const roles = [
      ...column(72, 700, 14, ['Staff Reliability Engineer', '• Brought availability up', '• Rewrote runbooks', '• Ran reviews']),
      item('2022 – Present', 470, 700),
      ...column(72, 640, 14, ['Operations Lead', '• Moved services', '• Cut paging noise']),
      item('2019 – 2022', 485, 640),
      ...column(72, 594, 14, ['Support Technician', '• Answered tickets', '• Wrote a status page']),
      item('2016 – 2019', 485, 594),
    ];
    expect(read(roles)).toEqual([
      [
        'Staff Reliability Engineer 2022 – Present',
        '• Brought availability up',
        '• Rewrote runbooks',
        '• Ran reviews',
        'Operations Lead 2019 – 2022',
        '• Moved services',
        '• Cut paging noise',
        'Support Technician 2016 – 2019',
        '• Answered tickets',
        '• Wrote a status page',
      ],
    ]);
  });

  it('reads dates in a left margin beside each role (a Europass layout) line by line', () => {
    const items = [
      item('2022 – now', 40, 700),
      ...column(160, 700, 14, ['Staff Reliability Engineer', 'Brought availability up', 'Rewrote the runbooks', 'Ran the reviews']),
      item('2019 – 2022', 40, 640),
      ...column(160, 640, 14, ['Operations Lead', 'Moved the services', 'Cut the paging noise']),
      item('2016 – 2019', 40, 594),
      ...column(160, 594, 14, ['Support Technician', 'Answered the tickets', 'Wrote a status page']),
    ];
    const [block, ...rest] = read(items);
    expect(rest).toEqual([]);
    expect(block!.slice(0, 2)).toEqual(['2022 – now Staff Reliability Engineer', 'Brought availability up']);
  });

  it('reads a table of labels and values row by row', () => {
    const labels = ['Name', 'Born', 'Address', 'Phone', 'Email'];
    const values = ['Ana Lucía Reyes', '1 May 1990', '12 Harbour Street, Portland', '+1 555 0100', 'ana@example.org'];
    expect(read([...column(40, 700, 14, labels), ...column(160, 700, 14, values)])).toEqual([
      labels.map((label, index) => `${label} ${values[index]}`),
    ]);
  });

  it("reads a form's labels beside their values row by row, though the date over each record and a long value's wrapped lines stand alone", () => {
    const record = (top: number, dates: string, employer: string, title: string) => [
      item(dates, 40, top),
      ...column(76, top - 14, 14, ['Bedrijfsnaam:', 'Plaats:', 'Functie:', 'Werkzaamheden:']),
      ...column(300, top - 14, 14, [employer, 'Zwolle', title, 'Ik maakte ontwerpen in', 'Illustrator en animeerde deze', 'in Flash voor klanten.']),
    ];
    const [block, ...rest] = read([
      ...record(700, 'Februari 2010 - Februari 2011:', 'Steil Concept', 'Grafisch Ontwerper'),
      ...record(590, 'September 2014 - Januari 2015:', 'Dezzel Media', 'Game Artist'),
    ]);
    expect(rest).toEqual([]);
    expect(block!.slice(0, 6)).toEqual([
      'Februari 2010 - Februari 2011:',
      'Bedrijfsnaam: Steil Concept',
      'Plaats: Zwolle',
      'Functie: Grafisch Ontwerper',
      'Werkzaamheden: Ik maakte ontwerpen in',
      'Illustrator en animeerde deze',
    ]);
  });

  it('reads two sections set side by side under headings of their own one after the other, and the roles below line by line', () => {
    // "Formazione" beside "Certificazioni", larger than their lines, each entry's lines level with the other's; then the
    // roles, with a column of tools beside them that is no section.
    const items = [
      item('Formazione', 70, 700, 16),
      item('Certificazioni', 320, 700, 16),
      ...column(70, 676, 14, ['09/2020 - 11/2024', 'Laurea Scienze Informatiche', 'Università di Cagliari', '09/2014 - 06/2019', 'Diploma Perito']),
      ...column(320, 676, 14, ['09/2017 - 06/2018', 'B2 Cambridge Assessment', 'Anglo American Center', '2017 - 2018', 'Cisco CCNA 1']),
      item('Esperienza', 70, 560, 16),
      ...column(70, 536, 14, ['09/2023 - 04/2024', 'Programmatore', 'Adiacent - Cagliari', 'Esperienza full stack', '2019 - Oggi', 'Sviluppatore']),
      item('JSON React', 320, 522),
      item('Java HTML', 320, 480),
    ];
    const blocks = read(items);
    expect(blocks.slice(0, 2)).toEqual([
      ['Formazione', '09/2020 - 11/2024', 'Laurea Scienze Informatiche', 'Università di Cagliari', '09/2014 - 06/2019', 'Diploma Perito'],
      ['Certificazioni', '09/2017 - 06/2018', 'B2 Cambridge Assessment', 'Anglo American Center', '2017 - 2018', 'Cisco CCNA 1'],
    ]);
    expect(blocks.flat().slice(12, 14)).toEqual(['Esperienza', '09/2023 - 04/2024']);
  });

  it('reads bullets hanging beside their wrapped text line by line', () => {
    const bullets = [item('•', 72, 700), item('•', 72, 658), item('•', 72, 616)];
    const text = column(90, 700, 14, [
      'Brought checkout availability',
      'to 99.97% over eighteen',
      'months',
      'Rewrote the on-call runbooks',
      'with the teams that use them',
      'every week',
      'Ran the blameless reviews',
      'for forty engineers',
      'across two offices',
    ]);
    const [block, ...rest] = read([...bullets, ...text]);
    expect(rest).toEqual([]);
    expect(block!.slice(0, 4)).toEqual(['• Brought checkout availability', 'to 99.97% over eighteen', 'months', '• Rewrote the on-call runbooks']);
  });

  it('reads three columns left to right', () => {
    const texts = (prefix: string) => Array.from({ length: 8 }, (_, index) => `${prefix} line ${index + 1}`);
    const blocks = read([
      ...column(40, 700, 14, texts('Left')),
      ...column(220, 700, 13, texts('Middle'), 9),
      ...column(400, 700, 15, texts('Right'), 11),
    ]);
    expect(blocks).toEqual([texts('Left'), texts('Middle'), texts('Right')]);
  });

  it("reads a timeline's dates, set in a column of their own beside the sidebar, with the entries they stand beside", () => {
    const sidebar = column(20, 700, 14, [
      'Profil',
      'Curieuse, polyvalente',
      'et motivée.',
      '',
      'Contact',
      'ana@example.org',
      '06 26 10 35 28',
      '',
      'Langues',
      'Anglais',
      'Espagnol',
    ]);
    // Latest first, each entry's end over its start, a little below the entry's first line.
    const dates = [
      item('Août 2019', 200, 696, 12),
      item('JUIL. 2019', 200, 684, 12),
      item('JUIN 2018', 200, 626, 12),
      item('JANV. 2016', 200, 614, 12),
      item('Maintenant', 200, 556, 12),
      item('SEPT. 2018', 200, 544, 12),
    ];
    const main = [
      ...column(310, 700, 14, ['Stagiaire développement', 'Gamned! - Marseille', 'Modules back et front.', 'Maquettes HTML.']),
      ...column(310, 630, 14, ['Chef de projet', 'Lycée Janetti - Saint-Maximin', 'Projet de jeu HTML.']),
      ...column(310, 560, 14, ['YNOV DIGITAL SCHOOL', 'Première année de bachelor', 'Apprentissage : C, HTML, CSS']),
    ];
    const blocks = read([...sidebar, ...dates, ...main]);
    expect(blocks[0]).toEqual(sidebar.map((entry) => entry.str));
    expect(blocks.slice(1).flat()).toEqual([
      'Stagiaire développement',
      'Août 2019 – JUIL. 2019',
      'Gamned! - Marseille',
      'Modules back et front.',
      'Maquettes HTML.',
      'Chef de projet',
      'JUIN 2018 – JANV. 2016',
      'Lycée Janetti - Saint-Maximin',
      'Projet de jeu HTML.',
      'YNOV DIGITAL SCHOOL',
      'Maintenant – SEPT. 2018',
      'Première année de bachelor',
      'Apprentissage : C, HTML, CSS',
    ]);
  });

  it('reads a justified paragraph, its first line indented, as a column beside a sidebar, not as a margin set flush right', () => {
    const sidebar = column(85, 600, 20, ['Amman, Jordan', '+962 7 7741 4338', 'najlaa@example.org', 'github.io/najlaa', 'Jordanian'], 11);
    // Every line as wide as the others (flush on both sides), the first indented and shorter.
    const lines = [
      'I teach pharmacology and toxicology',
      'to medical and pharmacy students, lead the',
      'faculty research office, and coordinate the',
      'curriculum committee of the pharmacy school',
      'while supervising graduate dissertations on',
      'clinical pharmacology in hypertension, too.',
    ];
    const summary = lines.map((text, at) => ({ ...item(text, at === 0 ? 298 : 280, 605 - at * 17, 14), width: at === 0 ? 262 : 280 }));
    expect(read([...sidebar, ...summary])).toEqual([sidebar.map((entry) => entry.str), lines]);
  });

  it('reads a page with no gutter as one block, top to bottom', () => {
    expect(read(column(72, 700, 14, ['One', 'Two', 'Three']))).toEqual([['One', 'Two', 'Three']]);
  });

  it("takes the white strip between the columns for the gutter, not the one between the right column's bullets and their text", () => {
    // The left column's lines end by x = 160; the right column hangs its bullets at 200 and sets its text at 214.
    const left = column(40, 700, 14, [
      'Hard Skills:',
      '• MS-Office',
      '• Datenanalyse',
      '• Konzepterstellung',
      '• Kundenmanagement CRM',
      '• Sport',
      '• Lesen',
    ]);
    const right = [
      item('Fachkraft Systemplanerin', 200, 700),
      item('AFRY Deutschland GmbH', 200, 693, 8),
      ...[686, 672, 658, 644, 630].flatMap((y) => [item('•', 200, y - 3), item('Erstellung technischer Pläne', 214, y - 3)]),
    ];
    const gutter = findGutter(groupIntoRows([...left, ...right]));
    expect(gutter!.left).toBeGreaterThanOrEqual(150);
    expect(gutter!.right).toBeLessThanOrEqual(200);
  });

  it('reads first, on a later page, the column that goes on with the page before while the other opens with a heading', () => {
    const education = [
      item('AUSBILDUNG', 40, 760, 14),
      ...column(40, 740, 13, ['OSZ IMT', '2022 - 2025', 'Systemplanerin', 'Mittelschule', '2000 - 2005']),
    ];
    const goingOn = column(220, 760, 14.5, [
      'Pädagogische Fachkraft',
      '2014.03 – 2022.07',
      'Lebenshilfe Berlin',
      '• Begleitung von Klienten',
      '• Hilfeplanung',
    ]);
    const onPage = (continuing: boolean) =>
      readingOrder(groupIntoRows([...education, ...goingOn]), 0, continuing).map((block) => lineText(block[0]!.items));
    expect(onPage(true)).toEqual(['Pädagogische Fachkraft', 'AUSBILDUNG']);
    // On the first page, and where the right column opens with a heading too, left to right as always.
    expect(onPage(false)).toEqual(['AUSBILDUNG', 'Pädagogische Fachkraft']);
    const headed = [item('ERFAHRUNG', 220, 765, 14), ...goingOn.map((each) => ({ ...each, y: each.y - 20 }))];
    expect(readingOrder(groupIntoRows([...education, ...headed]), 0, true).map((block) => lineText(block[0]!.items))).toEqual([
      'AUSBILDUNG',
      'ERFAHRUNG',
    ]);
  });

  it("reads a heading at the top of the right column with that column even where the column's first line stands apart", () => {
    const left = [
      item('MIKOŁAJ', 70, 782, 19),
      item('KOSTYRKO', 65, 755, 19),
      ...column(20, 664, 15, ['O mnie', 'Naukę programowania', 'rozpocząłem pod koniec', 'roku, początkowo', 'się na Pythonie']),
    ];
    const right = [
      item('Wykształcenie/Kursy', 232, 817, 14),
      item('CodersLab - JavaScript Developer 03-09.2020', 259, 781),
      ...column(259, 757, 12, [
        'Studia doktoranckie - archeologii 2012-2018',
        'Studia podyplomowe - Geoinformacja',
        'Studia licencjackie - etnologia',
        'Studia magisterskie - archeologia',
      ]),
    ];
    const blocks = readingOrder(groupIntoRows([...left, ...right])).map((block) => block.map((row) => lineText(row.items)));
    const rightBlock = blocks.find((block) => block.includes('CodersLab - JavaScript Developer 03-09.2020'))!;
    expect(rightBlock[0]).toBe('Wykształcenie/Kursy');
  });

  it('reads dates set flush right beside each role line by line, never as a column of their own', () => {
    const main = column(208, 700, 12, [
      'Projectleider',
      'HoGent',
      'Samen met een co-leider leidden we het project',
      'van 23 studenten.',
      'Databank beheer',
      'AVEVE',
      'Hielp mee aan het beheren van de winkel site.',
      'Winkelverantwoordelijke',
      'BeVirtual Gent',
    ]);
    const dates = [
      item('Oktober –', 510, 712),
      item('December 2019', 490, 700),
      item('November -', 505, 652),
      item('December 2018', 490, 640),
      item('Juli 2017', 510, 604),
    ];
    const blocks = readingOrder(groupIntoRows([...main, ...dates]), 1);
    expect(blocks).toHaveLength(1);
  });
});
