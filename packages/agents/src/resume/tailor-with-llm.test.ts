import { afterEach, describe, expect, it } from 'vitest';
import { createLlm } from '../llm/create-llm';
import { startFakeOpenAiServer, type FakeCompletion, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { tailorResume } from './tailor-resume';
import { confirmedFixtureRequest } from '../testing/confirmed-as-read';

const now = new Date('2026-11-22T12:00:00Z');
let server: FakeOpenAiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const readsPosting = (body: Record<string, unknown>) => JSON.stringify(body.messages).includes('You read a job posting');

/** The LLM answers `answer` to the rewrite; the posting read before it gets nothing to add unless `postingToo`. */
async function tailorWith(answer: () => FakeCompletion, postingToo = false) {
  server = await startFakeOpenAiServer((body) =>
    readsPosting(body) && !postingToo ? { content: JSON.stringify({ required: [], preferred: [] }) } : answer(),
  );
  const llm = createLlm({ baseUrl: server.baseUrl, model: 'fake-model', maxRetries: 0, timeoutMs: 5_000 });
  return tailorResume({ ...confirmedFixtureRequest('sales', now), llm });
}

const goodRewrite = {
  summary:
    'Account Executive who closed $1.4M in new annual recurring revenue in 2023, 118% of quota, selling B2B software to mid-market logistics companies.',
  skills: ['Salesforce', 'MEDDIC', 'negotiation', 'product demos', 'cold calling', 'Gong'],
  experience: [
    {
      company: 'Fieldwise',
      role: 'Account Executive',
      dates: '2021 - Present',
      bullets: [
        'Closed $1.4M in new annual recurring revenue in 2023, 118% of quota',
        'Owned the full sales cycle for mid-market logistics companies, from discovery to negotiated contracts',
        'Built pipeline with cold calls and LinkedIn outreach: 14 qualified meetings a month',
        'Forecast in Salesforce and coached two new SDRs',
      ],
    },
    {
      company: 'Brightwave Software',
      role: 'Sales Development Representative',
      dates: '2019 - 2021',
      bullets: ['Booked 320 discovery meetings for the enterprise team through prospecting', 'Promoted to Account Executive after 20 months'],
    },
  ],
};

describe('tailorResume with an LLM (a fake OpenAI-compatible server on 127.0.0.1)', () => {
  it('uses a good answer whole, after checking it, and scores it the same way', async () => {
    const result = await tailorWith(() => ({ content: JSON.stringify(goodRewrite) }));
    expect(result.engine).toBe('llm');
    expect(result.notes).toEqual([]);
    expect(result.resume.summary).toBe(goodRewrite.summary);
    expect(result.resume.experience[0]!.bullets[1]).toMatch(/^Owned the full sales cycle/);
    expect(result.resume.experience[0]).toMatchObject({ company: 'Fieldwise', role: 'Account Executive', location: 'Austin, TX' });
    expect(result.resume.contact.name).toBe('Priya Raman');
    // It puts one more skill up front and drops one word of the job from a bullet: no lower, not much higher.
    expect(result.after.score).toBeGreaterThanOrEqual(result.before.score);
    const [postingRead, rewrite] = server!.requests;
    expect(readsPosting(postingRead!.body)).toBe(true);
    expect(JSON.stringify(rewrite!.body)).toContain('never add an employer');
  });

  it('falls back to the rule-based rewrite, saying why, when the answer is not the JSON asked for', async () => {
    const result = await tailorWith(() => ({ content: 'Sure! Here is your resume: …' }));
    expect(result.engine).toBe('deterministic');
    expect(result.notes).toEqual([
      'The LLM could not be used (the LLM answered something that is not the expected JSON); this is the rule-based rewrite.',
    ]);
    expect(result.resume.summary).toMatch(/^Account Executive experienced in/);
  });

  it('falls back when the LLM is down, and never shows made-up text', async () => {
    const result = await tailorWith(() => ({ status: 503, body: '{"error":"overloaded"}' }), true);
    expect(result.engine).toBe('deterministic');
    expect(result.notes).toEqual([
      'The LLM could not read the posting (the LLM answered HTTP 503); its requirements were read by rules.',
      'The LLM could not be used (the LLM answered HTTP 503); this is the rule-based rewrite.',
    ]);
  });

  it('replaces each part that brings a fabricated employer, title, number or skill with the rule-based one', async () => {
    const fabricated = structuredClone(goodRewrite);
    fabricated.summary = 'Former Account Executive at Oracle with ten years of enterprise sales.';
    fabricated.experience[0]!.bullets[0] = 'Closed $9.9M in new revenue in 2023, 300% of quota';
    fabricated.experience[1]!.role = 'Sales Director';
    fabricated.skills.push('HubSpot', 'Kubernetes');
    const result = await tailorWith(() => ({ content: JSON.stringify(fabricated) }));
    expect(result.notes).toEqual([
      "The LLM's summary mentioned “ten years” of experience (your dates show 6), which the resume does not; the summary is the rule-based one.",
      "The LLM's bullets for Account Executive at Fieldwise mentioned the number $9.9m, which the resume does not; that role is the rule-based rewrite.",
      'The LLM changed or left out the company, title or dates of Sales Development Representative at Brightwave Software; that role is the rule-based rewrite.',
      "Skills the resume does not show were left out of the LLM's list: HubSpot, Kubernetes.",
    ]);
    expect(result.text).not.toMatch(/Oracle|9\.9M|300%|Sales Director|HubSpot|Kubernetes/);
    expect(result.resume.experience.map((entry) => entry.role)).toEqual(['Account Executive', 'Sales Development Representative']);
    // The skills list is still the LLM's where it was true.
    expect(result.resume.skills.slice(0, 2)).toEqual(['Salesforce', 'MEDDIC']);
    expect(result.engine).toBe('llm');
  });
});
