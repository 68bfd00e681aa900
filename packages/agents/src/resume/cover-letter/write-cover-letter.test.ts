import { afterEach, describe, expect, it } from 'vitest';
import { createLlm } from '../../llm/create-llm';
import { startFakeOpenAiServer, type FakeCompletion, type FakeOpenAiServer } from '../../testing/fake-openai-server';
import type { resumeFixtures } from '../../testing/resume-fixtures';
import { confirmedFixtureRequest } from '../../testing/confirmed-as-read';
import { writeCoverLetter } from './write-cover-letter';

const now = new Date('2026-11-22T12:00:00Z');
let server: FakeOpenAiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const request = (kind: keyof typeof resumeFixtures) => confirmedFixtureRequest(kind, now);

async function withLlm(answer: () => FakeCompletion) {
  server = await startFakeOpenAiServer(answer);
  return createLlm({ baseUrl: server.baseUrl, model: 'fake-model', maxRetries: 0, timeoutMs: 5_000 });
}

describe('writeCoverLetter', () => {
  it('writes a one-page letter from the resume and the posting only', async () => {
    const letter = await writeCoverLetter(request('nursing'));
    expect(letter.engine).toBe('deterministic');
    expect(letter.text).toMatch(
      /^Daniel Okafor, RN\ndaniel\.okafor@example\.com · 614-555-0188 · Columbus, OH\n\nNovember 22, 2026\n\nDear OhioHealth Grant Medical Center hiring team,/,
    );
    expect(letter.text).toContain('I am currently a Staff Nurse at Riverside Methodist Hospital, and before that I worked at Mount Carmel East.');
    expect(letter.text).toContain('I hold the credentials your posting lists: Registered Nurse, BLS, ACLS, and BSN.');
    // PCCN is asked for and not held: never claimed.
    expect(letter.text).not.toContain('PCCN');
    expect(letter.text.endsWith('Sincerely,\nDaniel Okafor, RN')).toBe(true);
    expect(letter.text.length).toBeLessThan(3000);
  });

  it("uses an LLM body that keeps to the facts, with the template's header and sign-off", async () => {
    const llm = await withLlm(() => ({
      content: JSON.stringify({
        paragraphs: [
          'I would like to join Northstar Cloud as an Enterprise Account Executive.',
          'At Fieldwise I closed $1.4M in new annual recurring revenue in 2023, 118% of quota.',
          'Thank you for reading.',
        ],
      }),
    }));
    const letter = await writeCoverLetter({ ...request('sales'), llm });
    expect(letter.engine).toBe('llm');
    expect(letter.text).toContain('\n\nDear Northstar Cloud hiring team,\n\nI would like to join Northstar Cloud');
    expect(letter.text.endsWith('Thank you for reading.\n\nSincerely,\nPriya Raman')).toBe(true);
  });

  it('falls back to the template when the LLM invents an employer or a skill, or fails', async () => {
    let answer = { paragraphs: ['I led sales at Salesforce Inc for a decade.', 'Thanks.'] };
    const llm = await withLlm(() => ({ content: JSON.stringify(answer) }));
    let letter = await writeCoverLetter({ ...request('sales'), llm });
    expect(letter).toMatchObject({
      engine: 'deterministic',
      notes: ["The LLM's letter mentioned the name “Salesforce Inc”, which your resume does not; this is the template letter."],
    });
    answer = { paragraphs: ['I have used HubSpot every day for years.', 'Thanks.'] };
    letter = await writeCoverLetter({ ...request('sales'), llm });
    expect(letter.notes).toEqual(["The LLM's letter mentioned the skill “HubSpot”, which your resume does not; this is the template letter."]);
    await server!.close();
    letter = await writeCoverLetter({ ...request('sales'), llm });
    expect(letter.notes[0]).toBe('The LLM could not be used (the LLM could not be reached); this is the template letter.');
    expect(letter.text).toContain('Dear Northstar Cloud hiring team,');
  });
});
