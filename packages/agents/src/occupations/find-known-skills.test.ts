import { describe, expect, it } from 'vitest';
import { findKnownSkills } from './find-known-skills';
import { handSkillIndex as index } from '../testing/hand-taxonomy';
import type { TitleLanguage } from './occupation-index-data';

const found = (text: string, languages?: TitleLanguage[]) =>
  findKnownSkills(index, text, languages).map(({ wording, skill: { label } }) => [wording, label]);

describe('skills found in a text by the taxonomy', () => {
  it('finds a label in the text’s own words, inflected, the longest first', () => {
    expect(found('Able to drive forklift trucks safely')).toEqual([['drive forklift trucks', 'operate forklift']]);
    expect(found('Experience with forklifts')).toEqual([['forklifts', 'Forklifts']]);
    expect(found('Sehr gute Kenntnisse in der Buchführung', ['de', 'en'])).toEqual([['Buchführung', 'accounting']]);
    expect(found('Python developers wanted')).toEqual([['Python', 'Python (computer programming)']]);
  });

  it('never joins words across a comma or a full stop', () => {
    expect(found('drive, forklift trucks')).toEqual([['forklift', 'Forklifts']]);
  });

  it('takes one word alone only where it is the skill’s own name, never a loose synonym or a search term', () => {
    expect(found('Strong leadership')).toEqual([]);
    expect(found('state of the art')).toEqual([]);
    expect(found('bookkeeping')).toEqual([]);
  });

  it('finds a product without its maker only as written, and never one whose name is a word of the language', () => {
    // A maker is a first word five examples or more begin with: Microsoft here, not Intuit.
    expect(found('Excel and Access')).toEqual([
      ['Excel', 'Microsoft Excel'],
      ['Access', 'Microsoft Access'],
    ]);
    expect(found('QuickBooks')).toEqual([]);
    expect(found('excel at customer service')).toEqual([]);
    // "Word" is a word of the language ("word processing"): a name only inside a sentence.
    expect(found('Word of mouth')).toEqual([]);
    expect(found('Writes in Word', ['en'])).toEqual([['Word', 'Microsoft Word']]);
    expect(found('Optimization of routes')).toEqual([]);
  });

  it('reads an English word alone in another language’s text only where it names software', () => {
    expect(found('fines de semana y festivos', ['es', 'en'])).toEqual([]);
    expect(found('fines de semana', ['en'])).toEqual([['fines', 'fines']]);
    expect(found('Manejo de Excel', ['es', 'en'])).toEqual([['Excel', 'Microsoft Excel']]);
  });

  it('reads only the first 2,000 characters of a huge line, at a bounded cost', () => {
    const line = 'forklift '.repeat(200_000);
    const started = performance.now();
    expect(found(line)).toEqual([['forklift', 'Forklifts']]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
