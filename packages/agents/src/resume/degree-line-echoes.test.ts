import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';

describe('what a template writes again after a degree line’s place', () => {
  it('reads a country right after the place as the place’s and the field said again as no school', () => {
    const read = (line: string) => parseResume(`Ana Lima\nEducation\n${line}`).education.map(({ degree, school }) => [degree, school]);
    expect(read('Master of Science : Literacy , 2010 Touro College - City , State , United States Literacy')).toEqual([
      ['Master of Science : Literacy', 'Touro College'],
    ]);
    expect(read('Bachelor of Science : Business Administration Finance City , State Business Administration Finance')).toEqual([
      ['Bachelor of Science : Business Administration Finance', ''],
    ]);
    expect(read('Lakeside Career & Tech - City , State , USA High School Diploma : Culinary')[0]![0]).toBe('High School Diploma : Culinary');
    // A school whose name opens with a country's word in another language stays whole ("Island" is Iceland in German).
    expect(read('Drafting Certificate : Electrical 1980 Island Drafting & Technical Institute - City , State')).toEqual([
      ['Drafting Certificate : Electrical', 'Island Drafting & Technical Institute'],
    ]);
  });
});
