import { describe, expect, it } from 'vitest';
import { LlmError } from '../llm/llm-error';
import { createFakeLlm } from '../testing/fake-llm';
import { readJobPosting } from './read-job-posting';
import { llmPostingSchema, readPostingWithLlm } from './read-posting-with-llm';
import { tailorResume } from './tailor-resume';

// A posting whose wants are in prose, not under headings or bullets: the rules find its skills but not
// which are only a plus, nor its non-skill requirements.
const posting = [
  'About Fieldwise',
  'Fieldwise builds routing software for logistics fleets. We offer a 401(k) match and unlimited PTO.',
  '',
  'What we are looking for',
  'You have 3+ years of B2B SaaS sales and a track record of closing mid-market deals. Salesforce experience is expected; familiarity with Gong would help, and a background in freight brokerage is nice to have.',
].join('\n');

const resume =
  'Priya Raman\nAccount Executive\n\nEXPERIENCE\nAccount Executive, Fieldwise — 2021 – Present\n• Closed $1.4M in new ARR in Salesforce\n• Sold B2B SaaS to mid-market logistics companies\n\nSKILLS\nSalesforce, Gong, negotiation';

describe('reading a posting with the LLM', () => {
  it("keeps the phrases the posting states in its asking parts, with the LLM's required/preferred split, and leaves out the rest with a note", async () => {
    const llm = createFakeLlm({
      required: ['3+ years of B2B SaaS sales', 'a track record of closing mid-market deals', 'Salesforce', 'MBA from a top school'],
      preferred: ['Gong', 'a background in freight brokerage', '401(k) match'],
    });
    const { posting: read, notes } = await readPostingWithLlm(llm, posting, 'Account Executive', 'Fieldwise');
    expect(read.keywords.map(({ term, importance }) => [term, importance])).toEqual([
      ['3+ years of B2B SaaS sales', 'required'],
      ['a track record of closing mid-market deals', 'required'],
      ['a background in freight brokerage', 'preferred'],
    ]);
    const importance = Object.fromEntries(read.skills.map(({ wording, importance: level }) => [wording, level]));
    expect(importance).toMatchObject({ Salesforce: 'required', Gong: 'preferred' });
    // Not in the posting at all, and in the company's introduction (a benefit): neither is a requirement.
    expect(notes).toEqual(['Requirements the LLM named that the posting does not state were left out: MBA from a top school, 401(k) match.']);
    expect(JSON.stringify(read)).not.toMatch(/MBA|401/);
    // The rules alone take the whole line as a plus, for its "nice to have": Salesforce too, which it says is expected.
    expect(readJobPosting(posting, 'Account Executive', 'Fieldwise').skills.find(({ wording }) => wording === 'Salesforce')?.importance).toBe(
      'preferred',
    );
  });

  it('takes no skill the posting\'s line does not name, no plus for a must, no duty and no "not required" for a requirement', async () => {
    const text = [
      'Requirements',
      '- Own our go-to-market plan',
      '- React Native apps in the store',
      '- A degree is not required',
      '- No prior sales experience needed',
      'Nice to have',
      '- Kubernetes',
      'Responsibilities:',
      '- Build dashboards for the sales team',
    ].join('\n');
    const llm = createFakeLlm({
      required: [
        'go-to-market',
        'Go',
        'React Native',
        'React',
        'Kubernetes',
        'degree',
        'prior sales experience',
        'Build dashboards for the sales team',
        `${'.'.repeat(50_000)}x`,
      ],
      preferred: [],
    });
    const { posting: read, notes } = await readPostingWithLlm(llm, text, 'Engineer', 'Acme');
    const skills = Object.fromEntries(read.skills.map(({ wording, importance }) => [wording, importance]));
    expect(skills.Go).toBeUndefined();
    expect(skills.React).toBeUndefined();
    expect(skills.Kubernetes).toBe('preferred');
    expect(read.keywords.map(({ term }) => term)).not.toEqual(
      expect.arrayContaining(['degree', 'prior sales experience', 'Build dashboards for the sales team']),
    );
    expect(notes[0]).toMatch(
      /^Requirements the LLM named that the posting does not state were left out: Go, React, degree, prior sales experience, Build dashboards for the sales team\.$/,
    );
  });

  it('asks for phrases copied word for word, in a schema every field of which is described', async () => {
    const llm = createFakeLlm({ required: [], preferred: [] });
    await readPostingWithLlm(llm, posting, 'Account Executive', 'Fieldwise');
    expect(llm.calls[0]!.system).toMatch(/word for word/);
    expect(llm.calls[0]!.prompt).toContain('freight brokerage');
    for (const field of Object.values(llmPostingSchema.shape)) expect(field.description).toBeTruthy();
  });

  it('tailors with the posting the LLM read, and falls back to the rules, saying so, when the LLM fails', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const reads = createFakeLlm((request: { system: string }) => {
      if (request.system.startsWith('You read a job posting')) return { required: ['Salesforce'], preferred: ['Gong'] };
      throw new LlmError('http', 'answered HTTP 503');
    });
    const result = await tailorResume({
      resumeText: resume,
      jobDescription: posting,
      jobTitle: 'Account Executive',
      company: 'Fieldwise',
      llm: reads,
      now,
    });
    expect(result.before.skills.find(({ skill }) => skill === 'Salesforce')).toMatchObject({ importance: 'required' });
    expect(result.notes).toEqual(['The LLM could not be used (the LLM answered HTTP 503); this is the rule-based rewrite.']);

    const down = createFakeLlm(() => {
      throw new LlmError('http', 'answered HTTP 503');
    });
    const fallback = await tailorResume({
      resumeText: resume,
      jobDescription: posting,
      jobTitle: 'Account Executive',
      company: 'Fieldwise',
      llm: down,
      now,
    });
    expect(fallback.notes[0]).toBe('The LLM could not read the posting (the LLM answered HTTP 503); its requirements were read by rules.');
    expect(fallback.before.skills.find(({ skill }) => skill === 'Salesforce')).toMatchObject({ importance: 'preferred' });
  });
});
