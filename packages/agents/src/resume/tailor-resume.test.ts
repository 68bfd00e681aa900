import type { ParsedResume, TailoredResume } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { resumeFixtures } from '../testing/resume-fixtures';
import { yearsIn } from './dates';
import { tailorResume } from './tailor-resume';
import { confirmedAsRead, confirmedFixtureRequest } from '../testing/confirmed-as-read';

const now = new Date('2026-11-22T12:00:00Z');

async function tailor(kind: keyof typeof resumeFixtures) {
  return tailorResume(confirmedFixtureRequest(kind, now));
}

/** Every employer, title, date range, degree, year and number of the tailored resume is in the original. */
function expectNothingInvented(original: ParsedResume, result: TailoredResume) {
  const tailored = result.resume;
  expect(tailored.experience.map(({ role, company, dates }) => [role, company, dates?.text])).toEqual(
    original.experience.map(({ role, company, dates }) => [role, company, dates?.text]),
  );
  expect(tailored.education).toEqual(original.education);
  expect(tailored.contact).toEqual(original.contact);
  const originalYears = new Set(yearsIn(JSON.stringify(original)));
  for (const year of yearsIn(result.text)) expect(originalYears, `year ${year}`).toContain(year);
  tailored.experience.forEach((entry, index) => expect(entry.bullets).toHaveLength(original.experience[index]!.bullets.length));
}

describe('tailorResume without an LLM', () => {
  it.each(['software', 'nursing', 'sales'] as const)('raises the %s score and invents nothing', async (kind) => {
    const result = await tailor(kind);
    expect(result.engine).toBe('deterministic');
    expect(result.after.score).toBeGreaterThan(result.before.score);
    expectNothingInvented(confirmedAsRead(resumeFixtures[kind].resume), result);
    expect(result.changes.length).toBeGreaterThan(0);
    expect(result.notes).toEqual([]);
  });

  it("names skills the posting's way, surfaces the ones the experience shows, and leads with them", async () => {
    const result = await tailor('software');
    const [first] = result.resume.experience;
    expect(first!.bullets.join('\n')).toContain('React and TypeScript');
    expect(first!.bullets.join('\n')).toContain('Kubernetes on AWS');
    // A related word is not a synonym: WCAG stays WCAG.
    expect(first!.bullets.join('\n')).toContain('140 WCAG issues');
    expect(result.resume.skills.slice(0, 4)).toEqual(['React', 'TypeScript', 'Accessibility', 'REST APIs']);
    expect(result.resume.skills).not.toContain('TS');
    expect(result.resume.summary).toMatch(
      /^Senior Software Engineer experienced in React, TypeScript, accessibility, and REST APIs\. Software engineer who builds/,
    );
    expect(result.before.skills.find((skill) => skill.skill === 'Kubernetes')).toMatchObject({ found: 'synonym' });
    expect(result.after.skills.find((skill) => skill.skill === 'Kubernetes')).toMatchObject({ found: 'exact', prominent: true });
  });

  it('lists what is missing as suggestions rather than adding it', async () => {
    const result = await tailor('software');
    expect(result.suggestions.map((suggestion) => suggestion.term)).toEqual(expect.arrayContaining(['GraphQL', 'CSS', 'Playwright']));
    expect(result.text).not.toMatch(/GraphQL|Playwright/);
    expect(result.suggestions.find((suggestion) => suggestion.term === 'Playwright')!.advice).toBe(
      'The posting requires Playwright. If you have used it, say where and how in a bullet.',
    );
  });

  it('does not call a licence or title a skill the candidate is "experienced in"', async () => {
    const nursing = await tailor('nursing');
    expect(nursing.resume.summary).not.toMatch(/experienced in[^.]*Registered Nurse/);
    const sales = await tailor('sales');
    expect(sales.resume.summary).not.toMatch(/experienced in[^.]*Account Executive/);
    // The candidate's own "five years" stands; no count of years is computed to contradict it.
    expect(sales.resume.summary).not.toMatch(/with \d+ years/);
  });

  it('computes years of experience from the dates when the summary does not say, and states none through a role held to present', async () => {
    const summaryOf = async (dates: string) => {
      const resumeText = `Ada Byte\nBackend Engineer\n\nEXPERIENCE\nBackend Engineer, Initech — ${dates}\n• Built Go services on Kubernetes`;
      const result = await tailorResume({
        resumeText,
        confirmed: confirmedAsRead(resumeText),
        jobDescription: 'Requirements\n- Go and Kubernetes',
        now,
      });
      return result.resume.summary;
    };
    expect(await summaryOf('Mar 2019 – Oct 2026')).toBe('Backend Engineer with 7 years of experience in Go and Kubernetes.');
    // "Present" was the day the resume was written, which may be years before it is uploaded: no count through it.
    expect(await summaryOf('Mar 2019 – Present')).toBe('Backend Engineer experienced in Go and Kubernetes.');
  });

  it('reports progress stage by stage', async () => {
    const stages: string[] = [];
    const fixture = resumeFixtures.sales;
    await tailorResume({ resumeText: fixture.resume, jobDescription: fixture.job, now, onStage: (stage) => void stages.push(stage) });
    expect(stages).toEqual(['parsed', 'analyzed', 'tailored']);
  });
});
