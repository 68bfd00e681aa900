import { describe, expect, it } from 'vitest';
import { isSameName, rewordSkill } from './reword-skill';
import { skillVocabulary } from './skill-vocabulary';

const skill = (name: string) => skillVocabulary.find((entry) => entry.name === name)!;

describe('isSameName', () => {
  it('knows short forms and spellings of one name', () => {
    for (const [name, wording] of [
      ['JS', 'JavaScript'],
      ['EHR', 'Electronic Health Records'],
      ['k8s', 'Kubernetes'],
      ['a11y', 'accessibility'],
      ['Postgres', 'PostgreSQL'],
      ['NodeJS', 'Node.js'],
      ['Golang', 'Go'],
    ]) {
      expect(isSameName(name!, wording!), `${name} ~ ${wording}`).toBe(true);
    }
  });

  it('never takes a related word for the name', () => {
    for (const [name, wording] of [
      ['WCAG', 'Accessibility'],
      ['containers', 'Docker'],
      ['pipeline', 'Pipeline Management'],
      ['REST', 'REST APIs'],
      ['Scrum', 'Agile'],
    ]) {
      expect(isSameName(name!, wording!), `${name} ~ ${wording}`).toBe(false);
    }
  });
});

describe('rewordSkill', () => {
  it('rewrites whole names only, never inside a longer one', () => {
    expect(rewordSkill('Moved to k8s; wrote JS and NodeJS, not js-yaml', skill('JavaScript'), 'JavaScript')).toBe(
      'Moved to k8s; wrote JavaScript and NodeJS, not js-yaml',
    );
    expect(rewordSkill('Ran k8s and K8s clusters', skill('Kubernetes'), 'Kubernetes')).toBe('Ran Kubernetes and Kubernetes clusters');
    expect(rewordSkill('Built on Node.js and Node', skill('Node.js'), 'Node.js')).toBe('Built on Node.js and Node.js');
  });
});
