import { describe, expect, it } from 'vitest';
import { resumeFixtures } from '../testing/resume-fixtures';
import { analyzeMatch } from './analyze-match';
import { parseResume } from './parse-resume';
import { readJobPosting } from './read-job-posting';

describe('readJobPosting', () => {
  it('tells required from preferred skills by heading and by line, and skips benefits', () => {
    const posting = readJobPosting(resumeFixtures.nursing.job, resumeFixtures.nursing.title);
    const importance = Object.fromEntries(posting.skills.map((skill) => [skill.wording, skill.importance]));
    expect(importance).toMatchObject({ BLS: 'required', ACLS: 'required', telemetry: 'required', BSN: 'preferred', 'critical care': 'preferred' });
    const software = readJobPosting(resumeFixtures.software.job);
    expect(software.skills.map((skill) => skill.wording)).not.toContain('dental');
    expect(software.skills.find((skill) => skill.wording === 'GraphQL')!.importance).toBe('required');
  });

  it('reads sanitised HTML as text, and keeps word pairs that go together as one keyword', () => {
    const posting = readJobPosting(
      '<h3>Requirements</h3><ul><li>Supply chain software sales</li><li>Know supply chain buyers</li><li>Kubernetes</li></ul>',
    );
    expect(posting.skills.map((skill) => skill.wording)).toEqual(['Kubernetes']);
    // Each requirement line names its phrase once; a word pair they share is not counted again.
    expect(posting.keywords.map((keyword) => keyword.term)).toEqual(['Supply chain software sales', 'supply chain buyers']);
  });
});

describe('analyzeMatch', () => {
  const posting = readJobPosting(
    'Requirements\n- JavaScript and Kubernetes\n- Managing vendors\n- Managing budgets\nNice to have\n- PostgreSQL',
    'Platform Engineer',
  );

  it('counts another name as a synonym ("JS" ~ "JavaScript", "k8s" ~ "Kubernetes") and a stem as the word', () => {
    const analysis = analyzeMatch(
      parseResume('EXPERIENCE\nPlatform Engineer, Acme — 2020 – 2024\n• Managed k8s clusters, vendors and JS tooling\n• Ran Postgres'),
      posting,
    );
    expect(analysis.skills).toEqual([
      { skill: 'JavaScript', importance: 'required', found: 'synonym', prominent: false },
      { skill: 'Kubernetes', importance: 'required', found: 'synonym', prominent: false },
      { skill: 'PostgreSQL', importance: 'preferred', found: 'synonym', prominent: false },
    ]);
    expect(analysis.keywords).toEqual([
      { term: 'Managing vendors', found: true },
      { term: 'Managing budgets', found: false },
    ]);
    expect(analysis.parts.find((part) => part.key === 'required')).toMatchObject({
      earned: 33.8,
      max: 45,
      detail: '2 of 2 required skills (2 under another name: JavaScript, Kubernetes)',
    });
    expect(analysis.parts.find((part) => part.key === 'title')).toMatchObject({ earned: 10, max: 10 });
  });

  it('scores the exact words higher than their synonyms, and skills up front higher than buried ones', () => {
    const buried = analyzeMatch(parseResume('EXPERIENCE\nEngineer, Acme — 2020 – 2024\n• JS and k8s'), posting);
    const exact = analyzeMatch(parseResume('EXPERIENCE\nEngineer, Acme — 2020 – 2024\n• JavaScript and Kubernetes'), posting);
    const upFront = analyzeMatch(
      parseResume('SKILLS\nJavaScript, Kubernetes\n\nEXPERIENCE\nEngineer, Acme — 2020 – 2024\n• JavaScript and Kubernetes'),
      posting,
    );
    expect(buried.score).toBeLessThan(exact.score);
    expect(exact.score).toBeLessThan(upFront.score);
  });

  it('scores an empty resume 0 and leaves out parts the posting gives nothing to score', () => {
    const analysis = analyzeMatch(parseResume(''), readJobPosting('Requirements\n- Kubernetes'));
    expect(analysis.score).toBe(0);
    expect(analysis.parts.find((part) => part.key === 'preferred')).toMatchObject({ max: 0, detail: '0 of 0 preferred skills (not scored)' });
  });
});
