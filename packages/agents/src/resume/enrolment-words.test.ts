import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';

describe('where the person stands in a course, written before the degree or the school', () => {
  const read = (text: string) => parseResume(`Ana Lima\nEducation\n${text}`).education.map(({ degree, school }) => [degree, school]);

  it("reads the school's name without the status, and a finished degree without the words that say it is finished", () => {
    expect(read('Currently Attending the University of Maine')).toEqual([['', 'University of Maine']]);
    expect(read('Graduated from Keystone College')).toEqual([['', 'Keystone College']]);
    expect(read('Egresado como Técnico en Administración\nEscuela Superior de Comercio')).toEqual([
      ['Técnico en Administración', 'Escuela Superior de Comercio'],
    ]);
  });

  it("keeps a degree's own name that opens with such a word, and the school's status beside a degree", () => {
    expect(read('Diplôme en Sciences Infirmières\nInstitut de Formation en Soins Infirmiers')[0]![0]).toBe('Diplôme en Sciences Infirmières');
    expect(read('Graduado en Ingeniería Informática\nUniversidad de Sevilla')[0]![0]).toBe('Graduado en Ingeniería Informática');
    expect(read('B.S. Nursing\nCurrently Attending the University of Maine')).toEqual([
      ['B.S. Nursing', 'Currently Attending the University of Maine'],
    ]);
  });

  it('keeps a degree under way as written: without its status it would read as held', () => {
    expect(read('Pursuing B.Sc. Computer Science\nAlagappa Arts College')[0]![0]).toBe('Pursuing B.Sc. Computer Science');
    expect(read('Cursando Bacharelado em Engenharia Civil\nUniversidade Federal do Ceará')[0]![0]).toBe('Cursando Bacharelado em Engenharia Civil');
  });
});
