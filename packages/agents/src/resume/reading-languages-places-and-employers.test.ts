import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';
import { splitHeader } from './split-header';
import { isLocation } from './header-places';

// Issue 45: resumes in Italian, Dutch and Polish as well, read from maintained data (CLDR's month and
// country names through Intl, the Europass CV's headings) rather than lists grown around examples.
describe('reading the eight languages: places, titles and employers', () => {
  it('knows a place by its country in any of the languages, and takes it off the employer', () => {
    for (const place of ['Shanghai, China', 'Kraków, Polska', 'São Paulo, Brasil', 'Lyon, France', 'Köln, Deutschland', 'Utrecht, Nederland'])
      expect(isLocation(place), place).toBe(true);
    expect(isLocation('Springfield Public Schools')).toBe(false);
    const read = parseResume('EXPERIENCE\nMedical Coordinator | Baobei Foundation (Shanghai, China) | 2008 – 2024\n• Ran the clinic');
    expect(read.experience[0]).toMatchObject({ role: 'Medical Coordinator', company: 'Baobei Foundation', location: 'Shanghai, China' });
  });

  it('knows a bare city from the gazetteer where something else on the header is the employer', () => {
    expect(splitHeader(['Teamleiterin', 'Berliner Stadtwerke KP GmbH — Berlin | April 2019 – Dezember 2021'])).toMatchObject({
      role: 'Teamleiterin',
      company: 'Berliner Stadtwerke KP GmbH',
      location: 'Berlin',
    });
    expect(splitHeader(['VP de Producto @ iAhorro.com', 'Dic 2019 – Presente, MADRID'])).toMatchObject({
      role: 'VP de Producto',
      company: 'iAhorro.com',
      location: 'MADRID',
    });
    expect(isLocation('MADRID / GURGAON / CARDIFF')).toBe(true);
    // A city that is also an employer's name stays the employer when nothing else can be.
    expect(splitHeader(['Ingénieur réseau | Orange | 2019 – 2021'])).toMatchObject({ role: 'Ingénieur réseau', company: 'Orange' });
    expect(isLocation('Orange')).toBe(false);
  });

  it.each([
    ['Stagiaire de recherche au CEA Saclay (avril-juin 1987)', 'Stagiaire de recherche', 'CEA Saclay'],
    ['Softwareentwickler bei Acme GmbH (2019 - 2020)', 'Softwareentwickler', 'Acme GmbH'],
    ['Docente presso Liceo Primo Levi (2012 - 2014)', 'Docente', 'Liceo Primo Levi'],
    ['Sviluppatore presso Akhela (2010 - 2012)', 'Sviluppatore', 'Akhela'],
    ['Ontwikkelaar bij Qball (2014 - 2016)', 'Ontwikkelaar', 'Qball'],
    ['Datenjournalistin bei CORRECTIV (2015 - 2020)', 'Datenjournalistin', 'CORRECTIV'],
    ['Developer bij Qball (2014 - 2016)', 'Developer', 'Qball'],
    // Where a department follows the word, the employer is the part after it, and the title keeps its words.
    ['Chargée de mission à la direction financière, Airbus', 'Chargée de mission à la direction financière', 'Airbus'],
    ['Assistenz bei Projekten | Siemens AG', 'Assistenz bei Projekten', 'Siemens AG'],
    // "bei", "bij", "presso", "chez" before an employer that runs to the end: any words before are the title.
    ['Sachbearbeitung Einkauf bei Nordlicht Handels AG · Luzern', 'Sachbearbeitung Einkauf', 'Nordlicht Handels AG'],
    ['vakantiejob: magazijn bij Van Dijk Logistiek', 'vakantiejob: magazijn', 'Van Dijk Logistiek'],
    // A bar parts a header whether or not it is set apart.
    ['Analista de Datos| Finanzas Andinas S.A.S | 2021 - 2023', 'Analista de Datos', 'Finanzas Andinas S.A.S'],
    // An employer named alone, by an organisation's word or legal form, is the employer and not a title.
    ['Centro Nacional de Computacion | 2018 - 2019', '', 'Centro Nacional de Computacion'],
    ['IITI S.A.E.C.A | 2020 - 2023', '', 'IITI S.A.E.C.A'],
    ['Ipsum (Londres) | 2014 - 2015', 'Ipsum', ''],
    // A title we do not know beside a city-named employer keeps the employer.
    ['Flight Attendant | Delta | Atlanta, GA | 2015 – 2018', 'Flight Attendant', 'Delta'],
    ['Responsable au sein de l’équipe data (2019 - 2020)', 'Responsable au sein de l’équipe data', ''],
  ])('reads the title and the employer of "%s"', (line, role, company) => {
    expect(splitHeader([line])).toMatchObject({ role, company });
  });

  it('keeps a skills section’s sub-headings out of its skills, and an organisation named "Studio Tecnico" out of the titles', () => {
    const read = parseResume('SKILLS\nProgramming Skills\nPython, Java\nLanguage Skills\nEnglish');
    // A spoken language is a language, not a skill (issue 68).
    expect(read.skills).toEqual(['Python', 'Java']);
    expect(read.other).toEqual([{ heading: 'Languages', lines: ['English'] }]);
    const freelance = parseResume(
      'EXPERIENCE\nFreelance Illustrator\nSelf-employed 2019 - 2023\n• Book covers\nSKILLS\nFreelance Illustrator, Procreate',
    );
    expect(freelance.skills).toEqual(['Procreate']);
    expect(splitHeader(['Ufficio Tecnico Comunale di Bergamo | Geometra'])).toMatchObject({
      role: 'Geometra',
      company: 'Ufficio Tecnico Comunale di Bergamo',
    });
  });

  it('reads "title, employer, country" with an employer the gazetteer does not know as a town, and a town as the place', () => {
    expect(splitHeader(['Sales Assistant (Seasonal), Northwind Ferry Lines, Norway', 'MAY 2018 — AUGUST 2019'])).toMatchObject({
      role: 'Sales Assistant (Seasonal)',
      company: 'Northwind Ferry Lines',
      location: 'Norway',
    });
    // A town the gazetteer knows stays the place; a header whose employer has a line of its own keeps the town too.
    expect(splitHeader(['Line Cook, Lake Oswego, OR', 'MAY 2018 — AUGUST 2019'])).toMatchObject({ role: 'Line Cook', location: 'Lake Oswego, OR' });
    expect(splitHeader(['Barista, Bramblecote Vale, Canada', 'Contoso Coffee', '2018 – 2019'])).toMatchObject({
      role: 'Barista',
      company: 'Contoso Coffee',
      location: 'Bramblecote Vale, Canada',
    });
  });
});
