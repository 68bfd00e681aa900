import { describe, expect, it } from 'vitest';
import { nameInLine } from './name-line';
import { parseResume } from './parse-resume';

describe('nameInLine: a person is named, never a heading, a label, a title or a place', () => {
  it.each(['Ana Beatriz Lima', 'Ludwig van der Berg', 'JOHANNES MÜLLER', 'Zofia Kowalska-Nowak', "Siobhán O'Neill", 'Daniel Okafor, RN'])(
    '%s is a name',
    (line) => {
      expect(nameInLine(line)).toBe(line);
    },
  );

  it.each([
    'CURRICULUM VITAE',
    'Curriculum-Vitae',
    'Cirriculum Vitae',
    'Lebenslauf',
    'Hoja de vida',
    'Resume',
    'CV',
    'CONTACTO :',
    'Contato',
    'ÉTAT CIVIL',
    'Persönliche Daten',
    'Dane osobowe',
    'Experience',
    'FOOD PREP CHEF',
    'Registered Nurse',
    'Projektleiterin',
    'Place of Residents',
    'Contact Number',
    'Toulouse, France',
    'Name: Ana Lima',
    '12 Rue de Rivoli',
    'experience',
    '(LinkedIn)',
    'in/ana-lima?tab=repositories',
    'a',
    'A'.repeat(200),
  ])('%s is no one’s name', (line) => {
    expect(nameInLine(line)).toBe('');
  });

  it("reads a name a template's field keeps in its brackets, and never the label of a photo's box", () => {
    expect(
      parseResume(['[Name:k.rathika]', 'PHOTO', '[address:7(1), Neivayal, Ramanathapuram]', 'CAREER OBJECTIVE :', 'To grow.'].join('\n')).contact
        .name,
    ).toBe('k.rathika');
    for (const label of ['PHOTO', 'Foto', 'Photograph']) expect(nameInLine(label)).toBe('');
  });

  it('leaves off a known place written after the name on the same line', () => {
    expect(nameInLine('Camille Durand Toulouse, France')).toBe('Camille Durand');
    expect(nameInLine('Camille Durand Lyon,France')).toBe('Camille Durand');
  });

  it("leaves off the document's title written before or after the name, and a title alone names no one", () => {
    expect(nameInLine('CV Rainer M. Krug')).toBe('Rainer M. Krug');
    expect(nameInLine('Resume of Jane Doe')).toBe('Jane Doe');
    expect(nameInLine('Lebenslauf von Anna Schmidt')).toBe('Anna Schmidt');
    expect(nameInLine('Jane Doe – Curriculum Vitae')).toBe('Jane Doe');
    expect(nameInLine('CURRICULUM VITAE')).toBe('');
  });
});
