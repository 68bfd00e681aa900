import { describe, expect, it } from 'vitest';
import { classifyJobType, classifySeniority } from './classify';

describe('classifyJobType', () => {
  it.each([
    ['full_time', 'Full-time'],
    ['FULL_TIME', 'Full-time'],
    ['FullTime', 'Full-time'],
    ['Full Time', 'Full-time'],
    ['full-time', 'Full-time'],
    ['Permanent, Full-time', 'Full-time'],
    ['Festanstellung, Vollzeit', 'Full-time'],
    // Platsbanken (Sweden): hours first, then the kind of contract.
    ['Heltid, Vanlig anställning', 'Full-time'],
    ['Deltid, Vanlig anställning', 'Part-time'],
    ['Heltid, Behovsanställning', 'Full-time'],
    ['Vanlig anställning', null],
    ['Visstidsanställning', 'Contract'],
    ['Temps plein', 'Full-time'],
    ['Tiempo completo', 'Full-time'],
    ['Tempo pieno', 'Full-time'],
    ['Pełny etat', 'Full-time'],
    ['Deeltijd', 'Part-time'],
    ['Temps partiel', 'Part-time'],
    ['CDD', 'Contract'],
    ['Contrato temporal', 'Contract'],
    ['Umowa zlecenie', 'Contract'],
    ['Stage', 'Intern'],
    ['Prácticas', 'Intern'],
    ['Estágio', 'Intern'],
    ['part_time', 'Part-time'],
    ['PartTime', 'Part-time'],
    ['Teilzeit', 'Part-time'],
    ['contract', 'Contract'],
    ['Contractor', 'Contract'],
    ['freelance', 'Contract'],
    ['Temporary', 'Contract'],
    ['internship', 'Intern'],
    ['Intern', 'Intern'],
    ['Werkstudent', 'Intern'],
    ['full_time, contract', 'Full-time'],
    ['contract, full_time', 'Contract'],
  ] as const)('%j → %s', (value, expected) => {
    expect(classifyJobType(value)).toBe(expected);
  });

  it('reads a permanent contract as no Contract, and as Full-time only where the hours are stated', () => {
    for (const value of [
      'Permanent',
      'Unlimited Contract',
      'Permanent contract',
      'Festanstellung',
      'unbefristet',
      'CDI',
      'Regular',
      'Contrato indefinido',
    ])
      expect(classifyJobType(value), value).toBeNull();
    expect(classifyJobType('Unlimited Contract', 'Sales Intern')).toBe('Intern');
    expect(classifyJobType('CDI, temps plein')).toBe('Full-time');
  });

  it('falls back to unmistakable title markers', () => {
    expect(classifyJobType(undefined, 'Software Engineering Intern')).toBe('Intern');
    expect(classifyJobType('', 'Designer (Part-time)')).toBe('Part-time');
    expect(classifyJobType('other', 'Backend Developer (Contract)')).toBe('Contract');
    expect(classifyJobType(undefined, 'Freelance Copywriter')).toBe('Contract');
  });

  it('does not read ordinary titles as job types', () => {
    expect(classifyJobType(undefined, 'Contract Manager')).toBeNull();
    expect(classifyJobType(undefined, 'Internal Tools Engineer')).toBeNull();
    expect(classifyJobType(undefined, 'International Sales Lead')).toBeNull();
    expect(classifyJobType('volunteer')).toBeNull();
    expect(classifyJobType()).toBeNull();
  });

  it('prefers the source value over the title', () => {
    expect(classifyJobType('full_time', 'Summer Intern')).toBe('Full-time');
  });
});

describe('classifySeniority', () => {
  it.each([
    ['Senior Level', 'Senior'],
    ['senior', 'Senior'],
    ['entry_level', 'Junior'],
    ['EntryLevel', 'Junior'],
    ['Junior', 'Junior'],
    ['Associate', 'Junior'],
    ['Internship', 'Junior'],
    ['mid_level', 'Mid'],
    ['Intermediate', 'Mid'],
    ['Experienced', 'Mid'],
    ['Director', 'Exec'],
    ['Executive', 'Exec'],
    ['VP', 'Exec'],
    ['C-Level', 'Exec'],
    ['Staff', 'Senior'],
    ['Principal', 'Senior'],
  ] as const)('value %j → %s', (value, expected) => {
    expect(classifySeniority(value)).toBe(expected);
  });

  it.each([
    ['Sr. Frontend Engineer', 'Senior'],
    ['Senior Frontend Engineer', 'Senior'],
    ['Staff Engineer', 'Senior'],
    ['Principal Data Scientist', 'Senior'],
    ['Engineering Lead', 'Senior'],
    ['Software Engineer III', 'Senior'],
    ['Software Engineer II', 'Mid'],
    ['Software Engineer I', 'Junior'],
    ['Software Engineer II (Remote)', 'Mid'],
    ['Mid-Level Backend Developer', 'Mid'],
    ['Jr. Developer', 'Junior'],
    ['Graduate Software Engineer', 'Junior'],
    ['Associate Product Manager', 'Junior'],
    ['Associate Director of Finance', 'Exec'],
    ['Senior Director, Engineering', 'Exec'],
    ['Head of Design', 'Exec'],
    ['VP of Marketing', 'Exec'],
    ['Chief Technology Officer', 'Exec'],
  ] as const)('title %j → %s', (title, expected) => {
    expect(classifySeniority(undefined, title)).toBe(expected);
  });

  it.each(['Account Executive', 'Lead Generation Specialist', 'Software Engineer', 'IT Professional', 'Executive Assistant'])(
    'title %j has no seniority',
    (title) => {
      expect(classifySeniority(undefined, title)).toBeNull();
    },
  );

  it('reads "Mid-Senior level" from the title when it names a level, else as Senior', () => {
    expect(classifySeniority('Mid-Senior level', 'Software Engineer II')).toBe('Mid');
    expect(classifySeniority('MID_SENIOR', 'Software Engineer')).toBe('Senior');
  });

  it('prefers the source value over the title', () => {
    expect(classifySeniority('entry_level', 'Senior Engineer')).toBe('Junior');
  });

  it('is null when nothing says a level', () => {
    expect(classifySeniority('Not Applicable', 'Engineer')).toBeNull();
    expect(classifySeniority()).toBeNull();
  });
});
