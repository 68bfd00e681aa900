import type { ResumeStructure } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { resumeFixtures, teacherResume } from '../../testing/resume-fixtures';
import { checkFirstLimits, whyCheckFirst } from './check-first';
import { readStructure } from './read-structure';

type Structure = Pick<ResumeStructure, 'resume' | 'read'>;
const role = { position: 'Engineer', name: 'Acme', highlights: ['Built things'] };

/** A reading of `roles` roles and no degree, `unsure` of its fields marked unsure. */
function reading(roles: number, unsure: number): Structure {
  const fields = ['position', 'name', 'location', 'startDate', 'endDate', 'highlights'] as const;
  let left = unsure;
  const work = Array.from({ length: roles }, () => {
    const marked = fields.slice(0, Math.min(left, fields.length));
    left -= marked.length;
    return { source: [], uncertain: [...marked] };
  });
  return {
    resume: {
      basics: { name: 'Jo Doe' },
      work: Array.from({ length: roles }, () => role),
      education: [],
      skills: [],
      certificates: [],
      languages: [],
    },
    read: { basics: { uncertain: [] }, work, education: [], problems: [] },
  };
}

describe('when an unchecked reading waits for its owner to check it', () => {
  it('lets a resume read well be tailored unchecked', () => {
    for (const fixture of [...Object.values(resumeFixtures).map((each) => each.resume), teacherResume])
      expect(whyCheckFirst(readStructure(fixture))).toBeNull();
  });

  it('waits for a resume read with no roles', () => {
    const student = 'Jo Doe\njo@example.com\n\nEDUCATION\nB.A. History, State University, 2024\n\nSKILLS\nResearch, Writing';
    expect(whyCheckFirst(readStructure(student))).toEqual({ kind: 'no-roles' });
  });

  it('waits for a reading that says it cannot be trusted as a whole: read by OCR', () => {
    const reason = whyCheckFirst(readStructure(resumeFixtures.software.resume, { ocr: true }));
    expect(reason).toMatchObject({ kind: 'problems', problems: [expect.stringMatching(/^This text was read from an image by OCR/)] });
  });

  it('waits when more than a third of the fields it can mark are unsure', () => {
    // 3 roles: 3 + 3 × 6 = 21 fields; a third is 7.
    expect(checkFirstLimits.unsureShare).toBeCloseTo(1 / 3);
    expect(whyCheckFirst(reading(3, 7))).toBeNull();
    expect(whyCheckFirst(reading(3, 8))).toEqual({ kind: 'unsure', unsure: 8, fields: 21 });
  });
});
