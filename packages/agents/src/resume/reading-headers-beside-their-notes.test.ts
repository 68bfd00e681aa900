import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';
import { readRoles } from '../testing/read-roles';
import { headingKind } from './resume-headings';

// Issue 68: what stands beside a role's or a degree's header without being part of it, by general rules on invented
// lines shaped like real files'.
describe('headers beside their notes', () => {
  it("reads a year among a duty's words as a version, where the resume opens each role's line with its dates", () => {
    const text = [
      'Jean Martin',
      'Expériences professionnelles',
      '2017 à 2019 – Administrateur Sharepoint – Dietsmann',
      'Server Sharepoint 2013',
      'Maintenance des databases Sql Server',
      'Procédure migration databases sql 2008 vers sql 2017',
      '2014 à 2017 Préparateur méthode – SOPLAMI',
      'Programmation FAO',
      '2008 Programmeur FAO – Lufkin',
      '2007 Opérateur CN – Fiday',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Administrateur Sharepoint', 'Dietsmann', '2017', '2019'],
      ['Préparateur méthode', 'SOPLAMI', '2014', '2017'],
      ['Programmeur FAO', 'Lufkin', '2008', '2008'],
      ['Opérateur CN', 'Fiday', '2007', '2007'],
    ]);
  });

  it('reads a labelled sentence under a role as duties, not as its title', () => {
    const text = [
      'Jean Martin',
      'Expériences professionnelles',
      '2017 Technicien méthode – ADHETEC',
      'Fonction : Création des produits et configurations décoratives des avions.',
      '2014 à 2017 Préparateur méthode – SOPLAMI',
      'Fonction : Programmation FAO et conception de gammes industrielles pour la production.',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Technicien méthode', 'ADHETEC', '2017', '2017'],
      ['Préparateur méthode', 'SOPLAMI', '2014', '2017'],
    ]);
  });

  it('passes over the line naming whom the person worked under, to the title beneath it', () => {
    const text = [
      'Emily Kerns',
      'RESEARCH EXPERIENCE',
      'Lakeside University, Madison, WI · 2021 – 2026',
      'Advisor: · Jesse N. Weber',
      'Doctoral Research Associate',
      'Harbor University, Jacksonville, FL · 2016 – 2018',
      'Supervisor: Dr. Ana Gil',
      'Undergraduate Research Assistant',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Doctoral Research Associate', 'Lakeside University', '2021', '2026'],
      ['Undergraduate Research Assistant', 'Harbor University', '2016', '2018'],
    ]);
  });

  it('reads degrees written under the name with no heading of their own as degrees', () => {
    const resume = parseResume(
      [
        'Emily Kerns',
        'Madison, WI 53706',
        'kerns@example.edu',
        'Ph.D. · Lakeside University, Madison, WI · 2021 – 2026',
        'Department of Integrative Biology',
        'B.S. · Harbor University, Jacksonville, FL · 2015 – 2018',
        'RESEARCH EXPERIENCE',
        'Lakeside University · 2021 – 2026',
        'Doctoral Research Associate',
      ].join('\n'),
    );
    expect(resume.education.map((entry) => [entry.degree, entry.school])).toEqual([
      ['Ph.D.', 'Lakeside University'],
      ['B.S.', 'Harbor University'],
    ]);
    expect(resume.contact.email).toBe('kerns@example.edu');
  });

  it('knows "Educational Qualifications" as the degrees\' heading', () => {
    expect(headingKind('Educational Qualifications')).toBe('education');
    expect(headingKind('EDUCATIONAL QUALIFICATION')).toBe('education');
  });

  it("reads a form's labelled roles dated by the line of dates above each, a cell's dot after a label no part of its value", () => {
    const text = [
      'Arjen de Haan',
      'Werkervaring',
      'Februari 2010 - Februari 2011:',
      'Bedrijfsnaam: · Steil Concept',
      'Plaats: · Zwolle',
      'Functie: · Grafisch Ontwerper',
      'Werkzaamheden: · Ik maakte ontwerpen in Illustrator.',
      'September 2016 - Heden:',
      'Bedrijfsnaam: · Dezzel Media',
      'Plaats: · Almere',
      'Functie: · Game Artist',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Grafisch Ontwerper', 'Steil Concept', '2010-02', '2011-02'],
      ['Game Artist', 'Dezzel Media', '2016-09', 'present'],
    ]);
  });

  it('reads roles under a heading that names a subject taught ("Environmental Education") as roles, and degrees under Education as degrees', () => {
    const resume = parseResume(
      [
        'Dana Hocking',
        'Awards',
        'Best Poster, Ecology Society, 2011',
        'Environmental Education',
        '2003-2004 · Senior Environmental Intern, Audubon Society',
        '2001-2003 · Seasonal Naturalist, Seacoast Science Center',
        'Education',
        '2012 · PhD Natural Resources, University of New Hampshire',
      ].join('\n'),
    );
    expect(resume.experience.map((entry) => entry.role)).toEqual(['Senior Environmental Intern', 'Seasonal Naturalist']);
    expect(resume.education.map((entry) => entry.school)).toEqual(['University of New Hampshire']);
  });

  it.each([
    ['Waiter', 'Blue Door Bistro'],
    ['Welder', 'Harbor Steelworks'],
    ['Receptionist', 'Lakeside Dental'],
    ['Camarera', 'Bar La Plaza'],
    ['Verkäuferin', 'Modehaus Kranz'],
    ['Serveuse', 'Brasserie du Port'],
    ['Magazijnmedewerker', 'Van Dijk Logistiek'],
    ['Kelnerka', 'Restauracja Pod Lipą'],
  ])('reads "%s" as the title beside its employer, whichever is written first', (title, employer) => {
    const before = readRoles(['Ana Lima', 'EXPERIENCE', `${employer} · 2019 – 2021`, title, '• Served guests'].join('\n'));
    const after = readRoles(['Ana Lima', 'EXPERIENCE', `${title} · 2019 – 2021`, employer, '• Served guests'].join('\n'));
    expect(before).toEqual([[title, employer, '2019', '2021']]);
    expect(after).toEqual([[title, employer, '2019', '2021']]);
  });

  it("takes no line above a role's dated line, where the resume writes a role's lines below its dates", () => {
    const text = [
      'Ana Lima',
      'EXPERIENCE',
      'April 2016-June 2016 · COTTAGE DAYCARE · Bend, Oregon',
      'Afternoon Teacher',
      'Taught lessons to large classrooms',
      'Summer 2018 · NANNY · Bend, Oregon',
      'Cared for two children and planned their days, their meals and their outings.',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Afternoon Teacher', 'COTTAGE DAYCARE', '2016-04', '2016-06'],
      ['NANNY', '', '2018', '2018'],
    ]);
  });

  it('keeps a name whose surname is an occupation a name', () => {
    for (const name of [
      'Sarah Baker',
      'John Carpenter',
      'Mary Porter',
      'Lena Koch',
      'Wim Kok',
      'Mia Singer',
      'Chris Driver',
      'Anna Kellner',
      'Tom Foreman',
    ])
      expect(parseResume(`${name}\nmia@example.org\nEXPERIENCE\nWaiter, Blue Door Bistro, 2019 – 2021`).contact.name).toBe(name);
  });

  it('keeps dates alone on their lines among roles, with no title, employer or duties, as written under the heading rather than as blank roles', () => {
    const resume = parseResume(
      [
        'Rainer Krug',
        'Other Positions',
        '2021 · Fellow of the Center for Reproducible Science, UZH',
        '2019–present',
        '2017–2019',
        '2011–2016 · Research Associate, Stellenbosch University',
        'Co-operation with the data unit on reproducible literature searches.',
      ].join('\n'),
    );
    expect(resume.experience.map((entry) => entry.company)).toEqual(['UZH', 'Stellenbosch University']);
    expect(resume.other.flatMap((block) => block.lines)).toEqual(expect.arrayContaining(['2019–present', '2017–2019']));
  });
});
