import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';

// Issue 68: an education section written to one template, read by it (education-by-dates.ts), on invented lines
// shaped like real files'.
const degrees = (lines: string[]) =>
  parseResume(['EDUCATION', ...lines].join('\n')).education.map((entry) => [entry.degree, entry.school, entry.dates?.start ?? null]);

describe('an education section read by its template', () => {
  it('reads a degree with no degree word where the other entries write theirs, beside a school named by its word', () => {
    expect(
      degrees([
        'Applied Informatics · 2017-present',
        'Northfield Polytechnic',
        'Economics and Statistics · 2014-2017',
        'University of Eastbridge',
        'Mathematics-Economics · 2008-2014',
        'Saint Aldric Seminary',
      ]),
    ).toEqual([
      ['Applied Informatics', 'Northfield Polytechnic', '2017'],
      ['Economics and Statistics', 'University of Eastbridge', '2014'],
      ['Mathematics-Economics', 'Saint Aldric Seminary', '2008'],
    ]);
  });

  it('reads a school with no school word where the other entries write theirs, and a school broken over two lines', () => {
    expect(
      degrees([
        'ABK Berlin',
        '2022 - 2025',
        'Technische Zeichnerin',
        'Freie Fachschule für',
        'Sozialpädagogik',
        '2010 - 2013',
        'Staatlich anerkannte Erzieherin',
        'Realschule Nord',
        '2004 - 2010',
        'Realschulabschluss',
      ]),
    ).toEqual([
      ['Technische Zeichnerin', 'ABK Berlin', '2022'],
      ['Staatlich anerkannte Erzieherin', 'Freie Fachschule für Sozialpädagogik', '2010'],
      ['Realschulabschluss', 'Realschule Nord', '2004'],
    ]);
  });

  it('leaves a section of entries of different shapes to the line-by-line reader', () => {
    expect(
      degrees(['BSc Chemistry, University of Eastbridge, 2015', 'Lab assistant for two years while studying.', 'Summer school 2014'])[0],
    ).toEqual(['BSc Chemistry', 'University of Eastbridge', '2015']);
  });

  it('never swaps a degree and a school, nor reads a line after the dates as one, and loses no line', () => {
    const lines = [
      'Physics, Caltech, 2010 – 2014',
      'Graduated with honours',
      'Philosophy, Oxford, 2014 – 2016',
      'Rhodes Scholar',
      'J.D., Yale Law School, 2016 – 2019',
      'Editor of the Yale Law Journal',
    ];
    const resume = parseResume(['EDUCATION', ...lines].join('\n'));
    const read = resume.education;
    expect(read.at(-1)).toMatchObject({ degree: 'J.D.', school: 'Yale Law School', details: ['Editor of the Yale Law Journal'] });
    expect(read.flatMap((entry) => [entry.degree, entry.school])).not.toContain('Caltech');
    // Lines read as no degree stay under the section's heading.
    const kept = resume.other.filter((block) => block.heading === 'EDUCATION').flatMap((block) => block.lines);
    expect([...read.flatMap((entry) => [...entry.details, ...(entry.written ?? [])]), ...kept]).toEqual(expect.arrayContaining(lines));
  });

  it('reads a dotted degree, and keeps the lines after the dates it does not read as details', () => {
    const read = parseResume(
      ['EDUCATION', 'Yale Law School', 'J.D. · 2016 – 2019', 'Magna Cum Laude', 'Northfield University', 'B.S. · 2012 – 2016'].join('\n'),
    ).education;
    expect(read.map((entry) => [entry.degree, entry.school])).toEqual([
      ['J.D.', 'Yale Law School'],
      ['B.S.', 'Northfield University'],
    ]);
    expect(read[0]!.details).toEqual(['Magna Cum Laude']);
  });

  it('takes no template from one entry: a language list after a degree is no degree', () => {
    const read = parseResume(
      ['EDUCATION', 'University of Lisbon · 2010 – 2014', 'Licenciatura em Gestão', 'English, Fluent · 2015', 'Portuguese, Native'].join('\n'),
    ).education;
    expect(read.flatMap((entry) => [entry.degree, entry.school])).not.toContain('Portuguese, Native');
    expect(read.map((entry) => entry.school)).not.toContain('English');
  });

  it('reads a list of the schools attended, each a dated line with its name and place, as schools', () => {
    expect(degrees(['2009-2013 · Lakeside Central High · Springfield, Oregon', '2013-2017 · Harbor View Prep · Salem, Oregon'])).toEqual([
      ['', 'Lakeside Central High', '2009'],
      ['', 'Harbor View Prep', '2013'],
    ]);
    // An entry naming a degree by its word keeps the template's usual reading.
    expect(degrees(['2009-2013 · BSc Physics · Springfield, Oregon', '2013-2017 · Harbor View Prep · Salem, Oregon'])[0]![0]).toBe('BSc Physics');
  });
});
