import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';

// Issue 45: resumes in Italian, Dutch and Polish as well, read from maintained data (CLDR's month and
// country names through Intl, the Europass CV's headings) rather than lists grown around examples.
describe('reading the eight languages: roles', () => {
  it('reads a role listed as one bulleted line with its dates in brackets', () => {
    const read = parseResume(
      'Expérience\n* Stagiaire de recherche en physique atomique au CEA Saclay (avril-juin 1987)\n* Enseignant à l’EAMEA (1987 à 1988)',
    );
    expect(read.experience.map((entry) => [entry.role, entry.company, entry.dates?.start, entry.dates?.end])).toEqual([
      ['Stagiaire de recherche en physique atomique', 'CEA Saclay', '1987-04', '1987-06'],
      ['Enseignant', 'EAMEA', '1987', '1988'],
    ]);
  });

  it('keeps duties listed with no role above them as a role, and a header ending in "Inc." as the header (review 53)', () => {
    const duties = parseResume(
      'EXPERIENCE\n• Managed a team of five baristas and trained every new hire on the espresso machines.\n• Ordered stock weekly and kept the shop clean.',
    );
    expect(duties.experience).toHaveLength(1);
    expect(duties.summary).toBe('');
    expect(parseResume('EXPERIENCE\nSoftware Engineer, Acme Inc.\nJan 2019 – Present\n• Built APIs').summary).toBe('');
  });

  it('reads a paragraph above the first role as the summary, not as a role with no title', () => {
    const read = parseResume(
      'Work Experience\nBackground in community mental health, with ten years in the non-profit social service sector and one in information services.\nCase Manager\nDowntown Emergency Service Center\nOctober 2012 - August 2014\n• Ran a caseload of 40',
    );
    expect(read.experience.map((entry) => [entry.role, entry.company])).toEqual([['Case Manager', 'Downtown Emergency Service Center']]);
    expect(read.summary).toMatch(/^Background in community mental health/);
  });

  it("keeps a task bullet with a range under its role: a role's bulleted line says ten words at most", () => {
    const read = parseResume(
      'Experience\nSales Manager, Acme — 2016 – 2024\n• Grew revenue 40%, from 2018 to 2020, across three regions and five product lines in Europe',
    );
    expect(read.experience.map((entry) => [entry.role, entry.bullets.length])).toEqual([['Sales Manager', 1]]);
  });

  it("takes the line above a role's dates as its title once the resume has put its titles there", () => {
    const read = parseResume(
      [
        '## Berufserfahrung',
        '### Teamleiterin',
        '**beta GmbH** — Berlin | Januar 2022 – heute',
        'Führt ein Team.',
        '---',
        '### Projektingenieurin',
        '**beta GmbH** — Berlin | Dezember 2015 – Oktober 2017',
        'Plante Anlagen.',
      ].join('\n'),
    );
    expect(read.experience.map((entry) => [entry.role, entry.company])).toEqual([
      ['Teamleiterin', 'beta GmbH'],
      ['Projektingenieurin', 'beta GmbH'],
    ]);
  });

  it('ends the roles at a joined heading written in mixed case ("Certifications & Education")', () => {
    const read = parseResume(
      'Experience\nLine Cook, Bistro Nord — 2019 – 2024\n• Cooked lunch\nCertifications & Education\nDiploma in Hospitality Management – Istituto Alberghiero Falcone',
    );
    expect(read.experience.map((entry) => entry.role)).toEqual(['Line Cook']);
    expect(read.education).toMatchObject([{ degree: 'Diploma in Hospitality Management' }]);
  });

  it('reads an Italian CV with its headings and dates', () => {
    const read = parseResume(
      [
        'Giulia Rossi',
        '',
        'Esperienza lavorativa',
        'Infermiera, Ospedale San Raffaele — marzo 2019 – oggi',
        '• Assistenza ai pazienti in reparto',
        'Operatrice socio-sanitaria, Casa di Cura Villa Serena — settembre 2015 - febbraio 2019',
        '• Igiene e mobilizzazione degli ospiti',
        '',
        'Istruzione e formazione',
        'Laurea in Infermieristica, Università degli Studi di Milano, 2018',
      ].join('\n'),
    );
    expect(read.experience.map(({ role, company, dates }) => [role, company, dates?.start, dates?.current])).toEqual([
      ['Infermiera', 'Ospedale San Raffaele', '2019-03', true],
      ['Operatrice socio-sanitaria', 'Casa di Cura Villa Serena', '2015-09', false],
    ]);
    expect(read.education).toHaveLength(1);
  });

  it('reads roles written as a table whose headings name the columns, in any of the languages', () => {
    const english = parseResume(
      [
        'EXPERIENCE',
        '| Company | Location | Position | Description | Timeframe |',
        '| --- | --- | --- | --- | --- |',
        '| Starbucks | Fort Walton Beach, FL | Barista | Prepared beverages. | March 2022 to August 2022 |',
        '| Vienna Espresso Bar | West Lafayette, IN | Barista | Opened the shop. | January 2016 to June 2016 |',
      ].join('\n'),
    );
    expect(
      english.experience.map(({ role, company, location, dates, bullets }) => [role, company, location, dates?.start, dates?.end, bullets]),
    ).toEqual([
      ['Barista', 'Starbucks', 'Fort Walton Beach, FL', '2022-03', '2022-08', ['Prepared beverages.']],
      ['Barista', 'Vienna Espresso Bar', 'West Lafayette, IN', '2016-01', '2016-06', ['Opened the shop.']],
    ]);
    const german = parseResume(
      [
        'Berufserfahrung',
        '| Zeitraum | Tätigkeit | Organisation | Ort |',
        '|---|---|---|---|',
        '| 02/2013 – 03/2013 | Praktikantin | Stadtwerke Kiel | Kiel |',
      ].join('\n'),
    );
    expect(german.experience[0]).toMatchObject({
      role: 'Praktikantin',
      company: 'Stadtwerke Kiel',
      location: 'Kiel',
      dates: { start: '2013-02', end: '2013-03' },
    });
  });

  it('reads roles written as labelled lines ("Empresa:", "Cargo:", "Início: … Término: …"), each a role where a label comes again', () => {
    const read = parseResume(
      [
        'Experiência profissional',
        '- Empresa: **DHL LOGISTICS BRAZIL LTDA**',
        '- Cargo: **Jovem Aprendiz**',
        '- Início: **12/06/2017** Término: **11/10/2018**',
        'Apoio ao setor administrativo',
        '- Empresa: **DHL LOGISTICS BRAZIL LTDA**',
        '- Cargo: **Auxiliar Administrativo**',
        '- Início: **15/10/2018** Término: **25/10/2019**',
      ].join('\n'),
    );
    expect(read.experience.map(({ role, company, dates, bullets }) => [role, company, dates?.start, dates?.end, bullets])).toEqual([
      ['Jovem Aprendiz', 'DHL LOGISTICS BRAZIL LTDA', '2017-06', '2018-10', ['Apoio ao setor administrativo']],
      ['Auxiliar Administrativo', 'DHL LOGISTICS BRAZIL LTDA', '2018-10', '2019-10', []],
    ]);
    // One "Role:" line among roles of another layout is a line of that role, not a layout of its own.
    const mixed = parseResume('EXPERIENCE\nEngineer, Acme — 2019 – 2021\n• Role: led the migration\n• Built the API');
    expect(mixed.experience).toHaveLength(1);
  });

  it('keeps reading roles past a label inside a role ("Projekte:", "Verantwortlichkeiten:")', () => {
    const read = parseResume(
      [
        'BERUFSERFAHRUNG',
        '02.2022-11.2023',
        'Qualitätssicherungsingenieurin',
        'Mindable GmbH, Berlin',
        'Projekte:',
        'Mobile App für Menschen mit Panikattacken',
        'Verantwortlichkeiten:',
        'Erstellung eines Testplans',
        '07.2020-01.2022',
        'Leiter Qualitätsingenieur',
        'AllAboutMe GmbH, Berlin',
        'Projekte:',
        'Digitale Programme für psychische Gesundheit',
      ].join('\n'),
    );
    expect(read.experience.map(({ role, company, dates }) => [role, company, dates?.start, dates?.end])).toEqual([
      ['Qualitätssicherungsingenieurin', 'Mindable GmbH', '2022-02', '2023-11'],
      ['Leiter Qualitätsingenieur', 'AllAboutMe GmbH', '2020-07', '2022-01'],
    ]);
    expect(read.other).toEqual([]);
  });

  it('takes a length of time for neither employer nor title, and splits an employer from a title beside it', () => {
    const read = parseResume(
      [
        'Experiência',
        'Pit Stop Motos – Gerente de Vendas / Vendedor | 7 anos',
        'Responsável por metas e atendimento consultivo aos clientes da loja.',
        'Moto Livre – Auxiliar de Estoque | 6 meses',
      ].join('\n'),
    );
    expect(read.experience.map(({ role, company }) => [role, company])).toEqual([
      ['Gerente de Vendas / Vendedor', 'Pit Stop Motos'],
      ['Auxiliar de Estoque', 'Moto Livre'],
    ]);
  });
});
