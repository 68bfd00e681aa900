import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';
import { readRoles } from '../testing/read-roles';
import { splitHeader } from './split-header';
import { readLines } from './resume-lines';
import { withWrappedRoleHeaders } from './wrapped-role-headers';

// Issue 68: role headers across a resume's sections and as profile exports and narrow columns write them, read by
// general rules on invented lines shaped like real files'.
describe('role headers across sections and layouts', () => {
  it('reads a header wrapped before its bracket, and a title, employer and place line whole after a bulleted role', () => {
    const text = [
      'Mira Janssen',
      'Work experience',
      'Stagiair Datadiensten, Gemeente Rotterdam',
      '02/2022—07/2022',
      '- Collected functional requirements',
      '- Compared agile toolings',
      'Customer-service employee, Conduent',
      '(VodafoneZiggo), Rotterdam',
      '03/2021—08/2022',
      '- Always worked in a customer-oriented way,',
      '- Leading to great collaborations',
      'Shop assistent, New Yorker, Rotterdam',
      '06/2019—02/2020',
      '- Oversaw inventory',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Stagiair Datadiensten', 'Gemeente Rotterdam', '2022-02', '2022-07'],
      ['Customer-service employee', 'Conduent (VodafoneZiggo)', '2021-03', '2022-08'],
      ['Shop assistent', 'New Yorker', '2019-06', '2020-02'],
    ]);
  });

  it("reads a range a timeline writes with 'now' first as begun then; two dates the later first as written; 'maintenant' is now", () => {
    const text = [
      'Manon Kuentz',
      'Expériences',
      'Août 2019 – JUIL. 2019',
      'Stagiaire développement',
      'Gamned SAS',
      '- Développement de modules',
      'Maintenant – SEPT. 2018',
      'Développeuse web',
      'Ynov',
      '- Intégration de maquettes',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      // "Août 2019 – JUIL. 2019" may be a timeline's order or a slip of the year: shown as written, for the person to check.
      ['Stagiaire développement', 'Gamned SAS', '2019-08', '2019-07'],
      ['Développeuse web', 'Ynov', '2018-09', 'present'],
    ]);
  });

  it('reads a title, employer and place line under its dates whole, the unmarked duty under it no part of the title', () => {
    const text = [
      'Lena Brandt',
      'Berufserfahrung',
      '10/2022 – 06/2025',
      'Stellvertretende kaufmännische Leitung • JCL • Lichtenfels',
      'Etablierung und Optimierung einer Controlling-Abteilung zur',
      'Effizienzsteigerung administrativer Abläufe',
      '07/2020 – 10/2022',
      'Kaufmännische Angestellte • JCL • Redwitz',
      'Durchführung von Kostenvergleichen im',
      'Netzwerkmanagement',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Stellvertretende kaufmännische Leitung', 'JCL', '2022-10', '2025-06'],
      ['Kaufmännische Angestellte', 'JCL', '2020-07', '2022-10'],
    ]);
  });

  it("keeps a school's word alone in the employer, never a place, and the city a narrow column wrapped after it as the school's name", () => {
    const text = [
      'Ines Krug',
      'Positions held',
      '01/2024–present Associated Researcher',
      '',
      'Department of Evolutionary Biology, University',
      'Zürich',
      '03/2017–12/2023 Research Assistant',
      '',
      'Department of Evolutionary Biology, University',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Associated Researcher', 'Department of Evolutionary Biology, University Zürich', '2024-01', 'present'],
      ['Research Assistant', 'Department of Evolutionary Biology, University', '2017-03', '2023-12'],
    ]);
  });

  it('reads a dated role line wrapped in the middle of a phrase or a word with the line under it; hours in brackets are no part of a name', () => {
    const text = [
      'Ines Krug',
      'Expérience professionnelle',
      '2017/2018 Attachée Temporaire d’Enseignement et de Recherche (ATER), UFR de',
      'Langue française, Sorbonne Université Lettres (temps plein, 192h)',
      '2008/2011 Professeur de Français Langue Étrangère (FLE), Institut français de Saint-',
      'Pétersbourg.',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Attachée Temporaire d’Enseignement et de Recherche (ATER)', 'UFR de Langue française, Sorbonne Université Lettres', '2017', '2018'],
      ['Professeur de Français Langue Étrangère (FLE)', 'Institut français de Saint-Pétersbourg', '2008', '2011'],
    ]);
    // A listed sentence that wraps after its dates is a duty going on, not a header.
    const listed = readLines(['- Bénévole pour la Croix-Rouge (2014-2016) et', 'aide aux devoirs le mercredi.']);
    expect(withWrappedRoleHeaders(listed).lines).toHaveLength(2);
  });

  it("reads a title, an employer and a city's name each on a line of its own over the dates as one header", () => {
    const text = [
      'Ana Ruiz',
      'Experiencia',
      'Auxiliar Contable',
      'Contabilidad y Finanzas Gómez S.A. de C.V.',
      'Ciudad de México',
      'Enero 2022 – Junio 2023',
      'Registro y control de pólizas contables en el sistema.',
      'Cajera',
      'Tiendas Soriana',
      'Monterrey',
      'Marzo 2020 – Diciembre 2021',
      'Atención al cliente en caja.',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Auxiliar Contable', 'Contabilidad y Finanzas Gómez S.A. de C.V.', '2022-01', '2023-06'],
      ['Cajera', 'Tiendas Soriana', '2020-03', '2021-12'],
    ]);
  });

  it('reads the employer under each dated title once the resume writes it there, an employer with a role word too', () => {
    const text = [
      'Ines Krug',
      'EXPERIENCE',
      '08/2015–09/2015 Postdoctoral Researcher',
      'Laboratoire Ecologie, Systematique et Evolution',
      '11/2014–12/2014 Postdoctoral Researcher',
      'Laboratoire Ecologie, Systematique et Evolution',
      'Intern · Jun 2013 - Aug 2013',
      'BlueWave Merchant Partners, Washington, DC',
      '· Researched current and potential clients',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Postdoctoral Researcher', 'Laboratoire Ecologie, Systematique et Evolution', '2015-08', '2015-09'],
      ['Postdoctoral Researcher', 'Laboratoire Ecologie, Systematique et Evolution', '2014-11', '2014-12'],
      ['Intern', 'BlueWave Merchant Partners', '2013-06', '2013-08'],
    ]);
  });

  it("parts a header's pieces at a full stop after a word, never at an abbreviation's", () => {
    expect(splitHeader(['Seasonal Naturalist. Northfield Seacoast Science Center. 2001 - 2003'])).toMatchObject({
      role: 'Seasonal Naturalist',
      company: 'Northfield Seacoast Science Center',
    });
    expect(splitHeader(['Assoc. Professor, Northfield University'])).toMatchObject({ role: 'Assoc. Professor', company: 'Northfield University' });
  });

  it('folds a role written again without its dates in another section into the dated one, and keeps another employer apart', () => {
    const text = [
      'Greg Dale',
      'Work History',
      '2014-15 · Managing Editor · Daily Northfield',
      '2011-13 · Server · Olive Bistro',
      'Experience Highlights',
      'Managing Editor',
      'One year working in both the print and multimedia managing positions.',
      'Server · Harbor Grill',
      'Served tables on weekends.',
    ].join('\n');
    const read = parseResume(text).experience;
    expect(read.map((entry) => [entry.role, entry.company])).toEqual([
      ['Managing Editor', 'Daily Northfield'],
      ['Server', 'Olive Bistro'],
      ['Server', 'Harbor Grill'],
    ]);
    expect(read[0]!.bullets).toContain('One year working in both the print and multimedia managing positions.');
  });

  it('reads no role from an undated header among dated roles unless it reads a title and an employer both; its lines stay', () => {
    const text = [
      'Dana Reyes',
      'Experience and Projects',
      'Magidemia',
      '● Created the animated sprites and visual assets used throughout the game',
      'Work History',
      'Marketing Intern, Lippert, June 2025 - Aug 2025',
      'Sales Associate, Target, Sept 2023 - June 2026',
    ].join('\n');
    const read = parseResume(text);
    expect(read.experience.map((entry) => entry.company)).toEqual(['Lippert', 'Target']);
    const kept = read.other.find((block) => block.heading === 'Experience and Projects')?.lines.join(' ');
    expect(kept).toContain('Magidemia');
    expect(kept).toContain('Created the animated sprites');
  });

  it('leaves the terms a role was held on out of its title ("(intérim)", "(alternance)")', () => {
    expect(splitHeader(['2017 Technicien méthode (intérim) – Northwind'])).toMatchObject({ role: 'Technicien méthode', company: 'Northwind' });
    expect(splitHeader(['2019 Développeuse (alternance) – Contoso'])).toMatchObject({ role: 'Développeuse', company: 'Contoso' });
  });

  it('reads a dated header that names projects and no job or employer as no role; one who leads them holds one', () => {
    const roles = parseResume(
      ['Ana Rossi', 'Esperienza', 'Coordinatore di progetti, 2019 – 2021', 'Capo progetto, 2015 – 2018'].join('\n'),
    ).experience;
    expect(roles.map((entry) => entry.role)).toEqual(['Coordinatore di progetti', 'Capo progetto']);
  });

  it('reads a dated project header as no role beside the roles, and a project manager as one', () => {
    const text = [
      'Kevin Welsh',
      'Relevant Work/Project Experience',
      'Network Technician, Holy Spirit Grade School, May 2010 - Present',
      '• Maintain the network computers.',
      'Current Projects July 2012 - Present',
      'Developing an Android app for personal finances.',
      'Project Manager, Contoso, 2008 - 2010',
    ].join('\n');
    const read = parseResume(text);
    expect(read.experience.map((entry) => entry.role)).toEqual(['Network Technician', 'Project Manager']);
    expect(read.other.flatMap((block) => block.lines)).toEqual(expect.arrayContaining(['Current Projects July 2012 - Present']));
  });

  it('leaves a remark in brackets that starts in lower case out of a name, closed or left open where the line wrapped', () => {
    expect(splitHeader(['Data Scientist, Northwind (an IT consulting firm), 2016 – 2017'])).toMatchObject({
      role: 'Data Scientist',
      company: 'Northwind',
    });
    expect(splitHeader(['2019 – 2021 Technicien, Contoso Storage (prestataire Fabrikam, CDI'])).toMatchObject({
      role: 'Technicien',
      company: 'Contoso Storage',
    });
    expect(splitHeader(['Data Analyst, Northwind (contractor), 2002 – 2005'])).toMatchObject({ role: 'Data Analyst', company: 'Northwind' });
    // A name's own brackets: its letters, its campus, a platform ("(iOS)"); a place in brackets before a legal form.
    expect(splitHeader(['Software Engineer (iOS), Apple, 2019 – 2021'])).toMatchObject({ role: 'Software Engineer (iOS)', company: 'Apple' });
    expect(splitHeader(['Shopify (Toronto) Co-op Developer, 2019'])).toMatchObject({ company: 'Shopify', location: 'Toronto' });
    expect(splitHeader(['Accountant, Esec (Singapore) Ltd., 2007 – 2009'])).toMatchObject({ role: 'Accountant', company: 'Esec (Singapore) Ltd.' });
    expect(splitHeader(['Engineer, Fieldwise (Austin, TX), 2019'])).toMatchObject({ company: 'Fieldwise', location: 'Austin, TX' });
    expect(splitHeader(['Field Assistant, Student Conservation Association (SCA), 2019'])).toMatchObject({
      company: 'Student Conservation Association (SCA)',
    });
  });

  it('reads "title for organisation" where what follows names an organisation, and "for" a field as the title\'s', () => {
    expect(splitHeader(['Volunteer for Northfield Foundation of Suicide Prevention'])).toMatchObject({
      role: 'Volunteer',
      company: 'Northfield Foundation of Suicide Prevention',
    });
    expect(splitHeader(['Freelancing for Heywood Hospital Aid Association'])).toMatchObject({ company: 'Heywood Hospital Aid Association' });
    expect(splitHeader(['Manager for Business Development, Contoso']).role).toBe('Manager for Business Development');
    expect(splitHeader(['Product Owner, TFS Tuned for Sports AG']).company).toBe('TFS Tuned for Sports AG');
  });

  it('keeps reading roles past a project labelled inside one ("Projekte:", then "Projekt: …")', () => {
    const text = [
      'Nadia Kamen',
      'BERUFSERFAHRUNG',
      '02.2022-11.2023',
      'Qualitätssicherungsingenieurin / ISB',
      'Mindful GmbH, Berlin',
      'Projekte:',
      'Mobile App zur Unterstützung',
      'Verantwortlichkeiten:',
      'Sammlung von Anforderungen',
      '07.2020-01.2022',
      'Leiter Qualitätsingenieur',
      'Northwind GmbH, Berlin',
      'Projekt: Digitale Programme zur Unterstützung der Gesundheit',
      'Verantwortlichkeiten:',
      'Leitung eines QA-Teams von 3 Personen',
      '10.2017-06.2021',
      'Qualitätssicherungsingenieurin',
      'Contoso GmbH, Berlin',
    ].join('\n');
    expect(readRoles(text).map(([title, employer]) => [title, employer])).toEqual([
      ['Qualitätssicherungsingenieurin / ISB', 'Mindful GmbH'],
      ['Leiter Qualitätsingenieur', 'Northwind GmbH'],
      ['Qualitätssicherungsingenieurin', 'Contoso GmbH'],
    ]);
  });

  it("reads roles a profile export groups under an employer's line and its total time, with each role's place beside its dates", () => {
    const text = [
      'Daniel Lauro',
      'Experiência',
      'Northwind Seguros',
      '9 anos 11 meses',
      'Analista de Business Intelligence',
      'agosto de 2014 - janeiro de 2019 (4 anos 6 meses)',
      'Analista de Estatistica',
      'março de 2009 - julho de 2014 (5 anos 5 meses) São Paulo',
      'Engenheiro Civil - Aeroporto Internacional de Fortaleza',
      'maio de 2008 - fevereiro de 2009 (10 meses)',
      'Contoso Industria e Comercio Ltda',
      'Técnico em Métodos e Processos',
      'outubro de 2004 - março de 2009 (4 anos 6 meses) Santo André, São Paulo, Brasil',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Analista de Business Intelligence', 'Northwind Seguros', '2014-08', '2019-01'],
      ['Analista de Estatistica', 'Northwind Seguros', '2009-03', '2014-07'],
      // (A title with a project after its dash, under the group's employer, stays whole.)
      ['Engenheiro Civil - Aeroporto Internacional de Fortaleza', 'Northwind Seguros', '2008-05', '2009-02'],
      ['Técnico em Métodos e Processos', 'Contoso Industria e Comercio Ltda', '2004-10', '2009-03'],
    ]);
  });
});
