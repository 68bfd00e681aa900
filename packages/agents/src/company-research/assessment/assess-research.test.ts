import type { CompanyResearch } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { createFakeLlm, createPosting } from '../../testing';
import { LlmError } from '../../llm/llm-error';
import { summarizePostings } from '../summarize-postings';
import { applyFacts } from '../apply-facts';
import { assessResearch } from './assess-research';
import { researchFactList } from './research-fact-list';

const now = new Date('2026-11-22T10:00:00Z');
const preferences = { titles: ['Frontend Engineer'], locations: ['Remote'], salaryRange: { min: 150_000, max: 200_000 } };

function record(): CompanyResearch {
  const postings = [
    createPosting({
      sourceId: '1',
      company: 'Acme Robotics',
      title: 'Senior Frontend Engineer',
      remote: true,
      postedAt: new Date('2026-11-20T00:00:00Z'),
      salary: { min: 120_000, max: 140_000, currency: 'USD', period: 'year', text: '$120,000 – $140,000' } as never,
    }),
    createPosting({ sourceId: '2', company: 'Acme Robotics', title: 'Robot Technician', remote: false, location: 'Austin, TX' }),
  ];
  const [base] = summarizePostings(postings, { now });
  return applyFacts(base!, {
    overview: { industry: 'Robotics', headquarters: 'San Francisco', founded: 2012 },
    ratings: { overall: 4.2, reviewCount: 312, recommendToFriend: 0.83, ceo: null, detailedBreakdown: null },
    reviewsSummary: null,
    interviewIntelligence: null,
    competitors: null,
    awards: [],
    officeLocations: null,
    sources: [],
    citations: {
      'companyOverview.industry': 'wikidata',
      'companyOverview.headquarters': 'wikidata',
      'companyOverview.founded': 'wikidata',
      ratings: 'ratings',
      awards: 'wikidata',
    },
    gaps: [],
  });
}

describe('assessResearch by rules', () => {
  it('puts the facts in words against the user’s titles, pay and remote wish, each cited', async () => {
    const { assessment } = await assessResearch(record(), preferences, { now });
    expect(assessment.author).toBe('rules');
    expect(assessment.summary).toEqual({
      text: 'Acme Robotics, in robotics, based in San Francisco, founded 2012, has 2 open roles in this search, 50% of them remote.',
      sources: ['postings', 'wikidata'],
    });
    expect(assessment.strengths.map((claim) => claim.text)).toEqual([
      'Hiring now: 2 open roles, the newest posted 2 days ago.',
      '1 of the open roles matches your job titles.',
      '50% of its open roles are remote.',
      'Employees rate it 4.2 of 5.',
    ]);
    expect(assessment.concerns).toEqual([
      { text: 'Stated pay for Senior Frontend Engineer (median $130,000 a year) is below your minimum of $150,000 a year.', sources: ['postings'] },
    ]);
    expect(assessment.recommendation?.text).toContain('below your minimum');
  });

  it('says nothing of the minimum when the stated pay is in another currency than the range: it has no rate', async () => {
    const inEuro = { ...preferences, salaryRange: { min: 150_000, max: 200_000, currency: 'EUR', period: 'year' as const } };
    const { assessment } = await assessResearch(record(), inEuro, { now });
    expect(assessment.concerns).toEqual([]);
    expect(JSON.stringify(assessment)).not.toMatch(/minimum/);
  });
});

describe('assessResearch with an LLM', () => {
  it('keeps claims that cite the given facts, mapped to their sources, and drops the rest', async () => {
    const llm = createFakeLlm({
      summary: { text: 'A robotics company hiring frontend engineers.', facts: ['F1', 'F6'] },
      strengths: [
        { text: 'Rated 4.2 by employees.', facts: ['F99', 'F2'] },
        { text: 'Made up.', facts: ['F99'] },
      ],
      concerns: [],
      recommendation: { text: 'Apply, and ask about pay.', facts: ['F8'] },
    });
    const current = record();
    const facts = researchFactList(current, preferences, now);
    const { assessment, llmProblem } = await assessResearch(current, preferences, { llm, now });
    expect(llmProblem).toBeUndefined();
    expect(assessment.author).toBe('llm');
    expect(assessment.summary?.sources).toEqual([facts[0]!.source, facts[5]!.source]);
    expect(assessment.strengths).toEqual([{ text: 'Rated 4.2 by employees.', sources: [facts[1]!.source] }]);
    expect(llm.calls[0]!.prompt).toContain('F1. Industry: Robotics');
  });

  it('falls back to the rules, saying why, when the LLM fails or cites nothing', async () => {
    const failing = createFakeLlm(() => {
      throw new LlmError('timeout', 'timed out after 60 s');
    });
    expect(await assessResearch(record(), preferences, { llm: failing, now })).toMatchObject({
      assessment: { author: 'rules' },
      llmProblem: expect.stringContaining('written from the facts by rules'),
    });
    const uncited = createFakeLlm({
      summary: { text: 'x', facts: ['F404'] },
      strengths: [],
      concerns: [],
      recommendation: { text: 'y', facts: ['F1'] },
    });
    expect(await assessResearch(record(), preferences, { llm: uncited, now })).toMatchObject({
      assessment: { author: 'rules' },
      llmProblem: 'The AI summary cited no facts, so the summary is written from the facts by rules.',
    });
  });
});
