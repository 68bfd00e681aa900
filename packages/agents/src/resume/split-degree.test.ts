import { describe, expect, it } from 'vitest';
import { splitDegree } from './split-degree';

describe('splitDegree', () => {
  it.each([
    ['B.S. Computer Science', 'B.S.', 'Computer Science'],
    ['B.S. in Computer Science', 'B.S.', 'Computer Science'],
    ['BSc Computer Science', 'BSc', 'Computer Science'],
    ['BSc (Hons) Economics', 'BSc (Hons)', 'Economics'],
    ['Bachelor of Science in Computer Science', 'Bachelor of Science', 'Computer Science'],
    ['Bachelor of Arts, History', 'Bachelor of Arts', 'History'],
    ["Master's degree in Data Science", "Master's degree", 'Data Science'],
    ['M.Sc. Physics', 'M.Sc.', 'Physics'],
    ['MEng Mechanical Engineering', 'MEng', 'Mechanical Engineering'],
    ['Ph.D. in Linguistics', 'Ph.D.', 'Linguistics'],
    ['MBA, Finance', 'MBA', 'Finance'],
    ['B.Com. Accounting', 'B.Com.', 'Accounting'],
  ])('reads %s as its degree and field', (line, degree, field) => {
    expect(splitDegree(line)).toEqual({ degree, field });
  });

  it.each(['MBA', 'Bachelor of Science', "Master's degree", 'Certificate in UX Design', 'High School Diploma', 'Computer Science'])(
    'keeps %s whole with no field',
    (line) => {
      expect(splitDegree(line)).toEqual({ degree: line, field: '' });
    },
  );
});
