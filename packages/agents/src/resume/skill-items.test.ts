import { describe, expect, it } from 'vitest';
import { isLanguageName, isLevel } from './language-names';
import { readSkillItems } from './skill-items';

describe('readSkillItems: skills, not labels, levels or languages', () => {
  it('keeps what brackets hold with their skill, and drops labels left alone on a line', () => {
    expect(readSkillItems(['Excel (Pivot, SVERWEIS), Power BI (DAX, PowerQuery)', 'Programming Languages:', 'Tools and Frameworks:']).skills).toEqual(
      ['Excel (Pivot, SVERWEIS)', 'Power BI (DAX, PowerQuery)'],
    );
  });

  it('never takes a job title for a skill', () => {
    expect(readSkillItems(['Figma, Office Assistant, Project management']).skills).toEqual(['Figma', 'Project management']);
  });

  it('joins a skill that wrapped onto the next line', () => {
    expect(readSkillItems(['Méthodes de', 'conception et', 'modélisation', 'SQL, Python']).skills).toEqual([
      'Méthodes de conception et modélisation',
      'SQL',
      'Python',
    ]);
  });

  it('reads a level after a skill as the skill alone, and a bare level as nothing', () => {
    expect(readSkillItems(['Java – Basis', 'Python (advanced)', 'Linux – Gemiddeld', 'Fluent', 'B2']).skills).toEqual(['Java', 'Python', 'Linux']);
  });

  it('moves spoken languages, with their levels, to the languages in any of the languages read', () => {
    const read = readSkillItems(['Italiano (Madrelingua), Francese (B1), Inglese(B1)', 'Engels – Zeer vlot', 'Deutsch: C1', 'angielski', 'SQL']);
    expect(read.skills).toEqual(['SQL']);
    expect(read.languages).toEqual(['Italiano (Madrelingua)', 'Francese (B1)', 'Inglese(B1)', 'Engels – Zeer vlot', 'Deutsch: C1', 'angielski']);
  });

  it('knows languages by their names in CLDR and levels by the CEFR and their usual words', () => {
    expect(['Inglés', 'Englisch', 'anglais', 'português', 'Niederländisch', 'Polski'].every(isLanguageName)).toBe(true);
    expect(['Python', 'Java', 'Excel', 'Marketing'].some(isLanguageName)).toBe(false);
    expect(['Intermedio (A2)', 'C1', 'native speaker', 'verhandlungssicher'].every(isLevel)).toBe(true);
    expect(['A1 Racing', 'Java', 'Basic programming'].some(isLevel)).toBe(false);
  });
});
