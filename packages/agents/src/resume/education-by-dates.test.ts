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
});
