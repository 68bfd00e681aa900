import { describe, expect, it } from 'vitest';
import { titleCore, titlePieces, titleWords } from './title-words';

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

  it('leaves out a workload and a level', () => {
    expect(titleWords('Pflegefachmann HF 80-100%')).toEqual(['pflegefachmann', 'hf']);
    expect(titleWords('Sr. Software Engineer II')).toEqual(['software', 'engineer']);
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
  });
});
