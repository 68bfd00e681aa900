import { resumeStructureSchema } from '@seeker/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStructure } from './read-structure';

const now = new Date('2026-11-28T12:00:00Z');
const valid = (text: string) =>
  resumeStructureSchema.safeParse({ resumeId: 'r', fileVersion: 'v', status: 'unchecked', confirmedAt: null, ...readStructure(text, { now }) });

describe('readStructure: valid for the contract by construction', () => {
  it('says which sections it has no fields for, with their lines, and not certificates, languages or personal data', () => {
    const text = [
      'Dylan Francisco',
      'EXPERIENCE',
      'Floor Guard, USA Skates, 2015 - 2016',
      'ACTIVITIES, HONORS, AND MEMBERSHIPS',
      'Class treasurer',
      'Honor roll, four years',
      'LANGUAGES',
      'English, Spanish',
      'CERTIFICATIONS',
      'First Aid',
    ].join('\n');
    expect(readStructure(text, { now }).read.leftOut).toEqual([{ heading: 'ACTIVITIES, HONORS, AND MEMBERSHIPS', lines: 2 }]);
    expect(valid(text).success).toBe(true);
    expect(readStructure(['Jane Doe', 'EXPERIENCE', 'Nurse, Mercy Hospital, 2019 - 2021'].join('\n'), { now }).read.leftOut).toBeUndefined();
  });

  it('keeps a role read with neither title nor employer, showing the line it came from, marked unsure', () => {
    const text = ['Jane Doe', 'EXPERIENCE', '2019 - 2021', '• Ran the front desk', 'EDUCATION', '2015 - 2018'].join('\n');
    const read = readStructure(text, { now });
    expect(valid(text).success).toBe(true);
    for (const [index, work] of read.resume.work.entries()) {
      expect(work.position !== '' || work.name !== '').toBe(true);
      if (read.read.work[index]!.source.length > 0 && work.name === '') expect(read.read.work[index]!.uncertain).toContain('name');
    }
  });

  it("shows no personal data in a role, a degree or the skills: a parent's name or a birth date stays out of them", () => {
    const text = [
      'Ravi Kumar',
      'EXPERIENCE',
      'Sr. Consultant, Northwind Consulting 2017 - 2021',
      '• Ran the release pipeline',
      "Father's Name : Suresh Kumar",
      'Date of Birth : 01/02/1985',
      'SKILLS',
      'Jenkins, Maven',
    ].join('\n');
    const { resume } = readStructure(text);
    expect(JSON.stringify([resume.work, resume.education, resume.skills])).not.toMatch(/Suresh|1985/);
    expect(resume.work[0]).toMatchObject({ position: 'Sr. Consultant', name: 'Northwind Consulting' });
  });

  it('lists no contact details or place a column split left among the skills, and keeps frameworks named like places', () => {
    const { resume } = readStructure(
      ['Greg Diaz', 'Skills', 'Layout & Design', 'Spring', 'Phoenix', 'La Habra', '562-446-6799 greg@example.org'].join('\n'),
    );
    expect(resume.skills.map((skill) => skill.name)).toEqual(['Layout & Design', 'Spring', 'Phoenix']);
  });

  it('drops a date beyond next year or an end before its start, and marks it', () => {
    const text = ['Jane Doe', 'EXPERIENCE', 'Nurse, General Hospital 2031 - 2032', 'Clerk, City Hall 2020 - 2016', 'SKILLS', 'Triage'].join('\n');
    const read = readStructure(text, { now });
    expect(valid(text).success).toBe(true);
    for (const work of read.resume.work) {
      expect(work.startDate === undefined || Number(work.startDate.slice(0, 4)) <= 2027).toBe(true);
      if (work.startDate && work.endDate) expect(work.endDate >= work.startDate).toBe(true);
    }
  });

  it('never keeps NUL, unpaired surrogates or control characters in a field', () => {
    const text = 'Ja\u0000ne D\ud800oe\nEXPERIENCE\nTra\u0000ffic Engineer, City\u0007 Works 2019 - 2021\n\u200b\nSKILLS\n\u0000, \u202e, Excel';
    expect(valid(text).success).toBe(true);
  });

  it('reads hostile text in bounded time: a 200,000-letter line, a run of dots among skills (a minute each before)', () => {
    for (const text of ['A'.repeat(200_000), `Jane Doe\nSKILLS\nx${'.'.repeat(100_000)}y`, `${'A'.repeat(100_000)}@example.com`]) {
      const started = performance.now();
      expect(valid(text).success).toBe(true);
      // Generous for a busy machine: the quadratic regexes took 17 to 65 seconds here.
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });

  it('answers a structure the contract takes for any text', () => {
    const lines = fc.array(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom(
          'EXPERIENCE',
          'EDUCATION',
          'SKILLS',
          'Languages',
          '2019 - 2021',
          'Jan 2030 - Present',
          '1850 - 1851',
          '• ',
          '2020 - 2010',
          '|',
          '—',
        ),
      ),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(lines, (parts) => {
        const result = valid(parts.join('\n'));
        if (!result.success) throw new Error(JSON.stringify(result.error.issues.slice(0, 3)));
      }),
      { numRuns: 300 },
    );
  });

  it('says so where more roles were read than the check step shows, never dropping them silently', () => {
    const roles = Array.from({ length: 80 }, (_, index) => `Engineer, Company ${index} — ${2000 + (index % 20)} – ${2001 + (index % 20)}`).join('\n');
    const read = readStructure(`Jo Doe\n\nEXPERIENCE\n${roles}`);
    expect(read.resume.work).toHaveLength(60);
    expect(read.read.problems).toContain('20 more entries were read than the check step shows (60 roles, 30 degrees); add them by hand');
  });
});
