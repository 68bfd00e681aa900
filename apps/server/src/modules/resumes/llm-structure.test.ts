import { readStructure, type LlmStructureAnswer } from '@seeker/agents';
import { createFakeLlm, teacherResume } from '@seeker/agents/testing';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { LlmStructureColumn } from '../../db/schema';
import { createStructureReader } from './llm-structure';

const answer: LlmStructureAnswer = {
  basics: { name: 'Dana Whitfield', email: '', phone: '', location: '' },
  work: [{ position: 'Sales Associate', name: 'Dollar Mart', location: '', startDate: '2013', endDate: '2016', highlights: [] }],
  education: [],
  skills: [],
  languages: [],
};

/** A database that records what is written to `resumes.llm_structure` (and can refuse to). */
function recordingDb(fails = false) {
  const written: LlmStructureColumn[] = [];
  const db = {
    update: () => ({
      set: ({ llmStructure }: { llmStructure: LlmStructureColumn }) => ({
        where: () => {
          if (fails) return Promise.reject(new Error('the disk is full'));
          written.push(llmStructure);
          return Promise.resolve();
        },
      }),
    }),
  } as unknown as Db;
  return { db, written };
}

const logged: string[] = [];
const log = {
  warn: (_: object, message: string) => logged.push(message),
  error: (_: object, message: string) => logged.push(message),
} as unknown as FastifyBaseLogger;
const row = (llmStructure: LlmStructureColumn | null = null, storagePath = 'u/1/dana.txt') => ({
  id: 'r1',
  text: teacherResume,
  storagePath,
  metadata: { title: 'Dana', uploadSource: 'manual' as const, isOriginal: true, keywords: [] },
  layout: null,
  llmStructure,
});

describe('the structure of an unconfirmed resume, with and without an LLM', () => {
  it("is the layout reader's alone without an LLM, and writes nothing", async () => {
    const { db, written } = recordingDb();
    const reader = createStructureReader({ db, llm: undefined });
    const structure = await reader.structureOf(row({ storagePath: 'u/1/dana.txt', at: '2026-11-28T00:00:00Z', answer }), log);
    expect(structure.resume).toEqual(readStructure(teacherResume).resume);
    expect(written).toEqual([]);
  });

  it('asks once per file and stores the answer; a stored answer for this file costs no call, one for another file does', async () => {
    const { db, written } = recordingDb();
    const llm = createFakeLlm(answer);
    const reader = createStructureReader({ db, llm, now: () => Date.parse('2026-11-28T12:00:00Z') });
    // Two reads at once share one call.
    await Promise.all([reader.structureOf(row(), log), reader.structureOf(row(), log)]);
    expect(llm.calls).toHaveLength(1);
    expect(written).toEqual([{ storagePath: 'u/1/dana.txt', at: '2026-11-28T12:00:00.000Z', answer }]);

    const stored = await reader.structureOf(row(written[0]!), log);
    expect(llm.calls).toHaveLength(1);
    expect(stored.resume.work.map((work) => work.name)).toContain('Dollar Mart');

    await reader.structureOf(row(written[0]!, 'u/1/new-file.txt'), log);
    expect(llm.calls).toHaveLength(2);
    // A stored answer that no longer fits the schema is asked again too.
    await reader.structureOf(row({ storagePath: 'u/1/dana.txt', at: '2026-11-28T00:00:00Z', answer: { work: 'x' } as never }), log);
    expect(llm.calls).toHaveLength(3);
  });

  it("stores a failure, answers the reader's fields with a note, and asks again only after the retry window", async () => {
    const { db, written } = recordingDb();
    let clock = Date.parse('2026-11-28T12:00:00Z');
    const llm = createFakeLlm({ basics: 'not the schema' });
    const reader = createStructureReader({ db, llm, retryAfterMs: 60_000, now: () => clock });
    const first = await reader.structureOf(row(), log);
    expect(first.read.problems.at(-1)).toBe(
      "the LLM could not structure it (the LLM answered something that is not the expected JSON), so these are the layout reader's fields",
    );
    expect(written[0]).toMatchObject({ failure: 'the LLM answered something that is not the expected JSON' });

    clock += 30_000;
    expect(await reader.structureOf(row(written[0]!), log)).toEqual(first);
    expect(llm.calls).toHaveLength(1);
    clock += 31_000;
    await reader.structureOf(row(written[0]!), log);
    expect(llm.calls).toHaveLength(2);
  });

  it('answers even when the answer cannot be stored, and logs why', async () => {
    const { db } = recordingDb(true);
    logged.length = 0;
    const reader = createStructureReader({ db, llm: createFakeLlm(answer) });
    const structure = await reader.structureOf(row(), log);
    expect(structure.resume.work.map((work) => work.name)).toContain('Dollar Mart');
    expect(logged).toEqual(["the LLM's reading of a resume could not be stored"]);
  });
});
