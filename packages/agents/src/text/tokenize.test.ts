import { describe, expect, it } from 'vitest';
import { createPhraseMatcher } from './phrase-matcher';
import { containsPhrase, isCompound, phraseTerms, tokenize, toTerms } from './tokenize';

describe('tokenize', () => {
  it('lowercases and keeps technology names whole', () => {
    expect(tokenize('We use C++, C#, F#, .NET, ASP.NET, Node.js and CI/CD.')).toEqual([
      'we',
      'use',
      'c++',
      'c#',
      'f#',
      '.net',
      'asp.net',
      'node.js',
      'and',
      'ci/cd',
    ]);
  });

  it('splits on hyphens, apostrophes and trailing dots, and reads any script', () => {
    expect(tokenize("Front-end role in Zürich, São Paulo or 東京 — O'Reilly... React")).toEqual([
      'front',
      'end',
      'role',
      'in',
      'zürich',
      'são',
      'paulo',
      'or',
      '東京',
      'o',
      'reilly',
      'react',
    ]);
  });

  it('gives nothing for text without words', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' — !!! ... ')).toEqual([]);
  });
});

describe('toTerms', () => {
  it('splits compounds into the parts they are compared by', () => {
    expect(toTerms(tokenize('Node.js ASP.NET CI/CD ReactJS c++ .net js'))).toEqual([
      'node',
      '.js',
      'asp',
      '.net',
      'ci',
      'cd',
      'react',
      '.js',
      'c++',
      '.net',
      'js',
    ]);
  });

  it('changes nothing when applied twice', () => {
    const once = toTerms(tokenize('node.js/react.js reactjs ci/cd 3.5 e.g.'));
    expect(toTerms(once)).toEqual(once);
  });

  it('tells compounds from plain words by their characters', () => {
    expect(['node.js', 'ci/cd', 'reactjs'].map(isCompound)).toEqual([true, true, true]);
    expect(['.net', 'c++', 'c#', 'js', 'java'].map(isCompound)).toEqual([false, false, false, false, false]);
  });
});

describe('containsPhrase', () => {
  it.each([
    ['Senior JavaScript developer', 'Java', false],
    ['Java and Kotlin on the JVM', 'Java', true],
    ['good communication skills', 'Go', false],
    ['Services in Go (golang)', 'Go', true],
    ['React.js and ReactJS', 'React', true],
    ['Experience with ASP.NET Core', '.NET', true],
    ['Modern C++ only', 'C', false],
    ['C# on Azure', 'C', false],
    ['We run CI/CD on GitHub', 'CI', true],
    ['Node developers wanted', 'Node.js', false],
    ['Strong NodeJS skills', 'Node.js', true],
    ['machine-learning platform', 'Machine Learning', true],
    ['learning machine', 'Machine Learning', false],
    ['anything', '!!!', false],
  ])('in %j, %j is found: %s', (text, phrase, found) => {
    expect(containsPhrase(text, phrase)).toBe(found);
    expect(containsPhrase(tokenize(text), phrase)).toBe(found);
  });
});

describe('createPhraseMatcher', () => {
  it('marks each phrase with the bits of the fields it was found in, multi-word phrases only when consecutive', () => {
    const matcher = createPhraseMatcher([phraseTerms('machine learning'), phraseTerms('Go'), phraseTerms('Node.js'), phraseTerms('')]);
    const found = new Uint8Array(matcher.size);
    matcher.scan('Machine learning in Go', 1, found);
    matcher.scan('learning about machines; node.js services', 4, found);
    expect([...found]).toEqual([1, 1, 4, 0]);
  });

  it('handles texts with more hits than its first buffer holds', () => {
    const matcher = createPhraseMatcher([phraseTerms('rust'), phraseTerms('rust belt')]);
    const found = new Uint8Array(matcher.size);
    matcher.scan(`${'rust '.repeat(2_000)}rust belt`, 2, found);
    expect([...found]).toEqual([2, 2]);
  });
});
