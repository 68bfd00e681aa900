import { resumeStructureSchema } from '@seeker/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '../../documents/layout/layout-line';
import { LlmError } from '../../llm/llm-error';
import { createFakeLlm } from '../../testing/fake-llm';
import { teacherResume, teacherResumeAsRead } from '../../testing/resume-fixtures';
import { maxPromptCharacters, resumeForPrompt } from './layout-prompt';
import { readStructure } from './read-structure';
import { llmStructureSchema, type LlmStructureAnswer } from './ask-llm-for-structure';
import { readStructureWithLlm, structureFromLlmAnswer } from './structure-with-llm';

const now = new Date('2026-11-28T12:00:00Z');

const faithful = teacherResumeAsRead;

const valid = (structure: ReturnType<typeof structureFromLlmAnswer>) =>
  resumeStructureSchema.safeParse({ resumeId: 'r', fileVersion: 'v', status: 'unchecked', confirmedAt: null, ...structure });

describe('structuring a resume with the LLM, held to the document', () => {
  it("keeps a faithful answer: the LLM's fields, each role with the lines it stands on, nothing marked where both readers agree", async () => {
    const llm = createFakeLlm(faithful());
    const { structure, answer, failure } = await readStructureWithLlm(llm, teacherResume, { now });
    expect(failure).toBeUndefined();
    expect(answer).toEqual(faithful());
    expect(valid(structure).success).toBe(true);
    expect(structure.resume.basics).toMatchObject({ name: 'Dana Whitfield', email: 'dana.whitfield@example.com', phone: '(555) 201-3344' });
    expect(structure.resume.work).toEqual([
      {
        position: 'Substitute Teacher',
        name: 'Springfield Public Schools',
        location: 'Springfield, IL',
        startDate: '2016',
        highlights: faithful().work[0]!.highlights,
      },
      {
        position: 'Sales Associate',
        name: 'Dollar Mart',
        location: 'Decatur, IL',
        startDate: '2013',
        endDate: '2016',
        highlights: faithful().work[1]!.highlights,
      },
    ]);
    expect(structure.read.work.map((entry) => entry.source)).toEqual([
      ['Substitute Teacher', 'Springfield Public Schools, Springfield, IL 2016 - Present'],
      ['Sales Associate', 'Dollar Mart, Decatur, IL 2013 - 2016'],
    ]);
    expect(structure.resume.education).toEqual([
      { studyType: 'Bachelor of Arts in History', institution: 'Illinois State University', endDate: '2012' },
    ]);
    expect(structure.resume.skills.map((skill) => skill.name)).toEqual(['Classroom management', 'Lesson planning', 'Microsoft Office']);
    expect(structure.read.problems).toEqual([]);
    // A field is marked only where the layout reader read it otherwise.
    const reader = readStructure(teacherResume, { now }).resume.work;
    for (const [index, entry] of structure.read.work.entries())
      for (const field of entry.uncertain)
        expect(JSON.stringify(reader[index]?.[field])).not.toBe(JSON.stringify(structure.resume.work[index]![field]));
  });

  it('drops an invented job whole, even one made of words the document has elsewhere, and says so', () => {
    const answer = faithful();
    answer.work.splice(
      1,
      0,
      { position: 'Staff Engineer', name: 'Initech', location: '', startDate: '2010', endDate: '2012', highlights: ['Shipped the billing system'] },
      // "Springfield" and "Mart" are both the document's words, but never together: no line names this employer.
      { position: 'Sales Associate', name: 'Springfield Mart', location: '', startDate: '2013', endDate: '2016', highlights: [] },
      // A real employer with a title the document never gives it.
      { position: 'Head Teacher', name: 'Springfield Public Schools', location: '', startDate: '2016', endDate: '', highlights: [] },
    );
    const structure = structureFromLlmAnswer(teacherResume, answer, { now });
    expect(valid(structure).success).toBe(true);
    expect(JSON.stringify(structure.resume)).not.toMatch(/Initech|Staff Engineer|Springfield Mart|Head Teacher|billing/);
    expect(structure.resume.work.map((work) => [work.position, work.name])).toEqual([
      ['Substitute Teacher', 'Springfield Public Schools'],
      ['Sales Associate', 'Dollar Mart'],
    ]);
    expect(structure.read.problems).toEqual([
      '3 roles the LLM named that the document does not show were left out: “Staff Engineer, Initech”, “Sales Associate, Springfield Mart”, “Head Teacher, Springfield Public Schools”',
    ]);
  });

  it('keeps a role only the layout reader read, marked for checking, in the order the document gives', () => {
    const answer = faithful();
    answer.work = [answer.work[0]!];
    const structure = structureFromLlmAnswer(teacherResume, answer, { now });
    const reader = readStructure(teacherResume, { now });
    expect(structure.resume.work.map((work) => work.position)).toEqual(['Substitute Teacher', 'Sales Associate']);
    expect(structure.resume.work[1]).toEqual(reader.resume.work[1]);
    expect(structure.read.work[1]!.source).toEqual(reader.read.work[1]!.source);
    expect(structure.read.work[1]!.uncertain).toEqual(expect.arrayContaining(['position', 'name']));
  });

  it('drops an invented skill, a language and a bullet, and keeps the rest with the skills only the reader found', () => {
    const answer = faithful();
    answer.skills = ['Classroom management', 'Kubernetes', 'Lesson planning'];
    answer.languages = [{ language: 'French', fluency: 'fluent' }];
    answer.work[0]!.highlights.push('Raised test scores by 40%');
    const structure = structureFromLlmAnswer(teacherResume, answer, { now });
    expect(structure.resume.skills.map((skill) => skill.name)).toEqual(['Classroom management', 'Lesson planning', 'Microsoft Office']);
    expect(structure.resume.languages).toEqual([]);
    expect(structure.resume.work[0]!.highlights).toEqual(faithful().work[0]!.highlights);
    expect(structure.read.work[0]!.uncertain).toContain('highlights');
    expect(structure.read.problems).toEqual([
      'a skill the LLM named that the document does not show was left out: “Kubernetes”',
      'a language the LLM named that the document does not show was left out: “French”',
      'details the LLM gave that the document does not write were left out: the bullet “Raised test scores by 40%” of “Substitute Teacher, Springfield Public Schools”',
    ]);
  });

  it("drops a date the document does not write (the reader's stands, marked), and narrows a month it writes only as a year", () => {
    const answer = faithful();
    answer.work[0]!.startDate = '2015-09';
    answer.work[1]!.startDate = '2013-05';
    answer.education[0]!.endDate = '2011';
    const structure = structureFromLlmAnswer(teacherResume, answer, { now });
    expect(valid(structure).success).toBe(true);
    // 2015 is nowhere in the resume: the reader's 2016 stands, marked for the person to check.
    expect(structure.resume.work[0]).toMatchObject({ startDate: '2016' });
    expect(structure.read.work[0]!.uncertain).toContain('startDate');
    // May 2013 is not written; 2013 is: the year is kept, marked.
    expect(structure.resume.work[1]).toMatchObject({ startDate: '2013', endDate: '2016' });
    expect(structure.read.work[1]!.uncertain).toContain('startDate');
    expect(structure.resume.education[0]).toMatchObject({ endDate: '2012' });
    expect(structure.read.education[0]!.uncertain).toContain('endDate');
    expect(structure.read.problems).toEqual([
      'details the LLM gave that the document does not write were left out: the start date “2015-09” of “Substitute Teacher, Springfield Public Schools”, the end date “2011” of “Bachelor of Arts in History, Illinois State University”',
    ]);
  });

  it("keeps only what the document writes of the person: an invented email and phone leave the reader's", () => {
    const answer = faithful();
    answer.basics = { name: 'Dana Whitfield', email: 'dana@whitfield.dev', phone: '+1 555 999 0000', location: 'Chicago, IL' };
    const structure = structureFromLlmAnswer(teacherResume, answer, { now });
    expect(structure.resume.basics).toEqual(readStructure(teacherResume, { now }).resume.basics);
    expect(structure.read.problems[0]).toBe(
      'details the LLM gave that the document does not write were left out: the email “dana@whitfield.dev”, the phone number “+1 555 999 0000”, the place “Chicago, IL”',
    );
  });

  it("answers the reader's structure, with a note, when the LLM answers malformed JSON, fails or times out", async () => {
    const reader = readStructure(teacherResume, { now });
    const note = (why: string) => `the LLM could not structure it (the LLM ${why}), so these are the layout reader's fields`;
    for (const [llm, why] of [
      [createFakeLlm({ basics: { name: 'Dana' }, work: 'two jobs' }), 'answered something that is not the expected JSON'],
      [
        createFakeLlm(() => {
          throw new LlmError('timeout', 'timed out after 45 s');
        }),
        'timed out after 45 s',
      ],
      [
        createFakeLlm(() => {
          throw new LlmError('http', 'answered HTTP 503', 503);
        }),
        'answered HTTP 503',
      ],
    ] as const) {
      const { structure, answer, failure } = await readStructureWithLlm(llm, teacherResume, { now });
      expect(answer).toBeUndefined();
      expect(failure).toBe(`the LLM ${why}`);
      expect(structure.resume).toEqual(reader.resume);
      expect(structure.read.problems).toEqual([...reader.read.problems, note(why)]);
    }
  });

  it('refuses an answer past its size, and keeps no more entries than the contract takes', async () => {
    const huge = faithful();
    huge.skills = Array.from({ length: 5_000 }, (_, index) => `Skill number ${index} ${'x'.repeat(40)}`);
    const { failure } = await readStructureWithLlm(createFakeLlm(huge), teacherResume, { now });
    expect(failure).toBe('the LLM answered more than 200000 characters');

    const many = faithful();
    many.work = Array.from({ length: 100 }, () => faithful().work[0]!);
    const { answer } = await readStructureWithLlm(createFakeLlm(many), teacherResume, { now });
    expect(answer!.work).toHaveLength(60);
  });

  it('shows the model the lines with their layout marks, within the prompt cap, and asks for words as written', async () => {
    const layout: LayoutLine[] = [
      { text: 'Dana Whitfield', page: 1, size: 20, bold: true, x: 72, top: 0, gap: 0 },
      { text: 'EXPERIENCE', page: 1, size: 13, bold: true, x: 72, top: 40, gap: 1.5 },
      { text: 'Substitute Teacher', page: 1, size: 10, bold: false, x: 72, top: 60, gap: 0 },
      { text: '• Taught grades 3 to 8', page: 1, size: 10, bold: false, x: 92, top: 72, gap: 0 },
      { text: 'EDUCATION', page: 2, size: 13, bold: true, x: 72, top: 0, gap: 0 },
    ];
    const llm = createFakeLlm(faithful());
    await readStructureWithLlm(llm, teacherResume, { layout, now });
    expect(llm.calls[0]!.prompt).toBe(
      [
        'Resume:',
        '--- page 1 ---',
        '[size 2.0, bold] Dana Whitfield',
        '[size 1.3, bold, gap 1.5] EXPERIENCE',
        'Substitute Teacher',
        '[indent 2] • Taught grades 3 to 8',
        '--- page 2 ---',
        '[size 1.3, bold] EDUCATION',
      ].join('\n'),
    );
    expect(llm.calls[0]!.system).toMatch(/exactly as the resume writes it/);

    const long = Array.from({ length: 5_000 }, (_, index) => `Line ${index} of a very long resume`).join('\n');
    const prompt = resumeForPrompt(long, undefined);
    expect(prompt.length).toBeLessThanOrEqual(maxPromptCharacters);
    expect(prompt.endsWith('[the rest of the resume is cut]')).toBe(true);
  });

  it('describes every field of the schema it asks for, as the model reads the descriptions', () => {
    const described = (schema: unknown): boolean => {
      const { shape, element, description } = schema as { shape?: Record<string, unknown>; element?: unknown; description?: string };
      if (shape) return Object.values(shape).every((field) => (field as { description?: string }).description && described(field));
      if (element) return described(element) || description !== undefined;
      return true;
    };
    expect(described(llmStructureSchema)).toBe(true);
  });

  it('marks every field unsure when the text was read by OCR, and confirms nothing', () => {
    const structure = structureFromLlmAnswer(teacherResume, faithful(), { now, ocr: true });
    expect(structure.read.basics.uncertain).toEqual(['name', 'email', 'phone']);
    expect(structure.read.work.every((entry) => entry.uncertain.includes('position'))).toBe(true);
    expect(structure).not.toHaveProperty('status');
  });

  it('holds hostile answers to hostile documents in bounded time: a word on 10,000 lines, named thousands of times', { timeout: 120_000 }, () => {
    const text = `Dana Whitfield\nEXPERIENCE\n${'Teacher\nSchool\n2016\n'.repeat(9_990)}`;
    const many = (value: string, count: number) => Array.from({ length: count }, () => value);
    const work = {
      position: 'Teacher',
      name: 'School',
      location: 'School',
      startDate: '2016',
      endDate: '2016',
      highlights: many('Teacher School', 60),
    };
    const answer: LlmStructureAnswer = {
      basics: { name: 'Teacher', email: '', phone: '', location: 'School' },
      work: many('', 60).map(() => ({ ...work, highlights: [...work.highlights.slice(0, 59), 'Teacher Nurse School'] })),
      education: many('', 30).map(() => ({ studyType: 'Teacher', institution: 'School', startDate: '2016', endDate: '' })),
      skills: many('Teacher School', 200),
      languages: [],
    };
    // Bounded as a multiple of what an honest resume costs per character, measured beside it (a busy machine slows
    // both alike): the hostile answer and document may cost no more than a few times an honest one of their length.
    const timed = (document: string, read: LlmStructureAnswer) => {
      const started = performance.now();
      expect(valid(structureFromLlmAnswer(document, read, { now })).success).toBe(true);
      return performance.now() - started;
    };
    const honest = `${teacherResume}\n\n`.repeat(Math.ceil(40_000 / (teacherResume.length + 2)));
    const perCharacter = timed(honest, faithful()) / honest.length;
    for (const document of [text, 'A'.repeat(200_000), `${'word '.repeat(40_000)}`]) {
      expect(timed(document, answer)).toBeLessThan(6 * perCharacter * document.length + 500);
    }
  });

  it("answers a structure the contract takes for any answer, made of the document's words or not", () => {
    const words = fc.constantFrom(
      '',
      'Substitute Teacher',
      'Dollar Mart',
      'Springfield',
      '2016',
      '2013-05',
      'Present',
      'IL',
      'x'.repeat(400),
      '\u0000',
      '2099',
    );
    const entry = fc.record({
      position: words,
      name: words,
      location: words,
      startDate: words,
      endDate: words,
      highlights: fc.array(words, { maxLength: 3 }),
    });
    const answer = fc.record({
      basics: fc.record({ name: words, email: words, phone: words, location: words }),
      work: fc.array(entry, { maxLength: 4 }),
      education: fc.array(fc.record({ studyType: words, institution: words, startDate: words, endDate: words }), { maxLength: 3 }),
      skills: fc.array(words, { maxLength: 5 }),
      languages: fc.array(fc.record({ language: words, fluency: words }), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(answer, (generated) => {
        const result = valid(structureFromLlmAnswer(teacherResume, generated, { now }));
        if (!result.success) throw new Error(JSON.stringify(result.error.issues.slice(0, 3)));
      }),
      { numRuns: 200 },
    );
  });
});
