import { describe, expect, it } from 'vitest';
import { fieldBeforeSchool } from './glued-school-field';
import { parseResume } from './parse-resume';

describe('a field of study glued before its school', () => {
  it.each([
    ['Leadership Walden University', 'Leadership', 'Walden University'],
    ['Journalism Southern Illinois University', 'Journalism', 'Southern Illinois University'],
    ['Secondary Education University of Washington', 'Secondary Education', 'University of Washington'],
    [
      'Applied Science Architecture Technology Wake Technical Community College',
      'Applied Science Architecture Technology',
      'Wake Technical Community College',
    ],
    ['Counseling and Clinical Psychology Troy University', 'Counseling and Clinical Psychology', 'Troy University'],
    ['BCIS degree Northlake College', 'BCIS degree', 'Northlake College'],
    [
      'Instrumentation Engineering Maharishi Markendeshwar Engineering College',
      'Instrumentation Engineering',
      'Maharishi Markendeshwar Engineering College',
    ],
  ])('reads "%s" as the field and the school', (text, field, school) => {
    expect(fieldBeforeSchool(text)).toEqual({ field, school });
  });

  it.each([
    'Business School Lausanne',
    'Professional Military Comptroller School',
    'London School of Economics',
    'Royal College of Art',
    'Massachusetts Institute of Technology',
    'Walden University',
    'and Law Montclair State University',
  ])('leaves "%s" one name', (text) => {
    expect(fieldBeforeSchool(text)).toBeUndefined();
  });

  it('reads the degree as the line writes it up to the field, and the school apart, where a template glues them', () => {
    const read = (line: string) => parseResume(`Ana Lima\nEducation\n${line}`).education.map(({ degree, school }) => [degree, school]);
    expect(read('Master of Science : Leadership Walden University - City , State')).toEqual([
      ['Master of Science : Leadership', 'Walden University'],
    ]);
    expect(read('High School Diploma : General Pennsauken High School - City , State')).toEqual([
      ['High School Diploma : General', 'Pennsauken High School'],
    ]);
    // No degree on the line, or no colon after it: the school's name stays whole, whatever its first word ends with.
    expect(read('Bowling Green State University - City , State')).toEqual([['', 'Bowling Green State University']]);
    expect(read('Bachelor of Science, Lansing Community College')).toEqual([['Bachelor of Science', 'Lansing Community College']]);
    expect(read('B.S : Lansing Community College')).toEqual([['B.S', 'Lansing Community College']]);
    // A degree that names its field already keeps the school whole.
    expect(read('Bachelor of Science in Nursing, Business School Lausanne')).toEqual([
      ['Bachelor of Science in Nursing', 'Business School Lausanne'],
    ]);
  });
});
