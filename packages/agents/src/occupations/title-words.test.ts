import { describe, expect, it } from 'vitest';
import { headOf, oneGenderWord, titleCore, titlePieces, titleWords } from './title-words';

describe('the words of a job title', () => {
  it('leaves out the genders a posting is open to, in the ways postings write them', () => {
    for (const title of [
      'Lagerist (w/m/d)',
      'Lagerist (m/w/d)',
      'Lagerist m/w/d',
      'Lagerist*in',
      'Lagerist:in',
      'LageristIn',
      'Lagerist (all genders)',
    ])
      expect(titleCore(title), title).toBe('Lagerist');
    expect(titleCore('Vendeur (H/F)')).toBe('Vendeur');
  });

  it('reads one form of a title that writes two genders, in German, French, Spanish and Polish', () => {
    expect(titleCore('Mitarbeiter/-in Sattlerei')).toBe('Mitarbeiter Sattlerei');
    expect(titleCore('Wissenschaftliche/r Mitarbeiter/in')).toBe('Wissenschaftlicher Mitarbeiter');
    expect(titleCore('Kauffrau/-mann')).toBe('Kauffrau');
    expect(titleCore('Oberärztin:arzt Kinderchirurgie')).toBe('Oberärztin Kinderchirurgie');
    expect(titleCore('Conseiller/ère clientèle')).toBe('Conseiller clientèle');
    expect(titleCore('Apprenti-e employé-e de commerce')).toBe('Apprenti employé de commerce');
    expect(titleCore('Abogado/a')).toBe('Abogado');
    expect(titleCore('Kierownik/-czka')).toBe('Kierownik');
  });

  it('reads a German feminine title word as its masculine form, and leaves other words as they are', () => {
    const read = (words: string[]) => words.map(oneGenderWord);
    expect(read(['sachbearbeiterin', 'kauffrau', 'fachfrau', 'oberärztin', 'logistikerin', 'pilotin', 'juristin'])).toEqual([
      'sachbearbeiter',
      'kaufmann',
      'fachmann',
      'oberarzt',
      'logistiker',
      'pilot',
      'jurist',
    ]);
    const unchanged = ['admin', 'linkedin', 'protein', 'origin', 'berlin', 'kotlin', 'frau', 'marin', 'cabin'];
    expect(read(unchanged)).toEqual(unchanged);
  });

  it('leaves out a workload, a level, training for the occupation and the qualification asked', () => {
    expect(titleWords('Pflegefachmann HF 80-100%')).toEqual(['pflegefachmann']);
    expect(titleWords('Sr. Software Engineer II')).toEqual(['software', 'engineer']);
    expect(titleWords('Lernende/-r Logistiker/-in EFZ')).toEqual(['logistiker']);
    expect(titleWords('Estagiário de Engenharia Civil')).toEqual(['engenharia', 'civil']);
    expect(titleWords('Sales Associate Full Time')).toEqual(['sales', 'associate']);
    expect(titleWords('Per Diem Psychiatric Nurse Practitioner')).toEqual(['psychiatric', 'nurse', 'practitioner']);
  });

  it('finds the head of a title in the two orders titles are written in', () => {
    expect(headOf("Teacher's Assistant", 'en')).toBe('assistant');
    expect(headOf('Head of Marketing', 'en')).toBe('head');
    expect(headOf('chef de projet', 'fr')).toBe('chef');
    expect(headOf('Técnico de Planejamento', 'pt')).toBe('tecnico');
    expect(headOf('Leiter Finanzen', 'de')).toBeUndefined();
  });

  it('folds accents and case, meets plurals, and keeps an abbreviation that spells a function word', () => {
    expect(titleWords('Développeuse Web')).toEqual(['developpeuse', 'web']);
    expect(titleWords('Registered Nurses')).toEqual(['registered', 'nurse']);
    expect(titleWords('Head of IT')).toEqual(['head', 'it']);
    expect(titleWords('head of it')).toEqual(['head']);
    expect(titleWords('Sales Assistant')).toEqual(['sales', 'assistant']);
  });

  it('offers each piece a comma, a dash, a bar or a slash before a capital sets apart, after the whole', () => {
    expect(titlePieces('Software Engineer, Payments')).toEqual(['Software Engineer, Payments', 'Software Engineer', 'Payments']);
    expect(titlePieces('Pflegefachfrau HF / Pflegefachmann HF')).toEqual([
      'Pflegefachfrau HF / Pflegefachmann HF',
      'Pflegefachfrau HF',
      'Pflegefachmann HF',
    ]);
    expect(titlePieces('CNC-Programmierer')).toEqual(['CNC-Programmierer']);
    expect(titlePieces('Pet Groomer & Salon Trainer')).toEqual(['Pet Groomer & Salon Trainer', 'Pet Groomer', 'Salon Trainer']);
    expect(titlePieces('Kierowca kat. C+E')).toEqual(['Kierowca kat. C+E']);
  });
});
