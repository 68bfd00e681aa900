import { describe, expect, it } from 'vitest';
import { findDateRange } from './dates';
import { parseResume } from './parse-resume';
import { splitHeader } from './split-header';

// Issue 68: role headers as more templates write them, read by general rules on invented lines shaped like real files'.
const roles = (text: string) =>
  parseResume(text).experience.map((entry) => [
    entry.role,
    entry.company,
    entry.dates?.start ?? null,
    entry.dates?.current ? 'present' : (entry.dates?.end ?? null),
  ]);

describe('role headers as more templates write them', () => {
  it('reads a title labelled under its dates as that role\'s, never the next one\'s, and "∞" as ongoing', () => {
    const text = [
      'Ada Nowak',
      'DOŚWIADCZENIE',
      '07.2019-∞NORTHWIND SA',
      'Obsługa klientów sieci sklepów',
      'Stanowisko: · Junior Test Engineer',
      '11.2018-06.2019 CONTOSO',
      'Własna działalność gospodarcza',
      'Stanowisko: Tester IT',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Junior Test Engineer', 'NORTHWIND SA', '2019-07', 'present'],
      ['Tester IT', 'CONTOSO', '2018-11', '2019-06'],
    ]);
    expect(findDateRange('07.2019-∞NORTHWIND')?.range).toMatchObject({ start: '2019-07', end: null, current: true });
  });

  it('leaves a labelled title above its dates with the role it leads', () => {
    const text = ['Ana Lima', 'EXPERIENCE', 'Position: Developer', 'Acme Corp 2019 - 2021', 'Position: Analyst', 'Globex Inc 2016 - 2019'].join('\n');
    expect(roles(text).map(([role]) => role)).not.toContain('Analyst, Developer');
    expect(roles(text)[0]).toEqual(['Developer', 'Acme Corp', '2019', '2021']);
  });

  it('reads "title bei employer, place" where the employer ends in a legal form, and legal forms as organisations', () => {
    expect(splitHeader(['01.07.2019 – 31.12.2019 Trainee in Process Automation bei Schindel Management AG, Ebikon (Teilzeit 40%)'])).toMatchObject({
      role: 'Trainee in Process Automation',
      company: 'Schindel Management AG',
      location: 'Ebikon',
    });
    expect(splitHeader(['Software Tester · Northwind Polska sp. z o.o.'])).toMatchObject({
      role: 'Software Tester',
      company: 'Northwind Polska sp. z o.o.',
    });
  });
});
