import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLlm, readStructure, type LlmStructureAnswer } from '@seeker/agents';
import {
  createPdf,
  startFakeOpenAiServer,
  teacherResume,
  teacherResumeAsRead,
  type FakeCompletion,
  type FakeOpenAiServer,
} from '@seeker/agents/testing';
import { resumeStructureSchema, type Resume, type ResumeStructure } from '@seeker/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { replaceResumeFile } from './support/replace-resume-file';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { createTestApp, oneDatabaseTarget, testOrigin } from './support/test-app';
import { openTestDatabase, resetDatabase } from './support/test-database';
import { uploadResume } from './support/upload-resume';

// Dana's resume as a model reads it, with a job and a skill it made up: neither is in the document.
const faithful = teacherResumeAsRead();
const answer: LlmStructureAnswer = {
  ...faithful,
  work: [
    faithful.work[0]!,
    {
      position: 'Curriculum Director',
      name: 'Acme Learning Corp',
      location: 'Chicago, IL',
      startDate: '2014',
      endDate: '2016',
      highlights: ['Designed the K-12 reading curriculum'],
    },
    { ...faithful.work[1]!, highlights: ['Ran the register and restocked shelves'] },
  ],
  skills: [...faithful.skills, 'Curriculum design'],
};

const target = oneDatabaseTarget()[0]!;

describe(`check what Seeker read, with an LLM configured [${target}]`, () => {
  let app: App;
  let database: Database;
  let llm: FakeOpenAiServer;
  let completion: () => FakeCompletion = () => ({ content: JSON.stringify(answer) });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'));

  beforeAll(async () => {
    database = await openTestDatabase(target);
    llm = await startFakeOpenAiServer(() => completion());
    app = await createTestApp(database, {
      filesDir,
      // Its own deadline short, so that a model that never answers is given up on within the test.
      llm: createLlm({ baseUrl: llm.baseUrl, model: 'fake-model', maxRetries: 0, timeoutMs: 2_000 }),
    });
  });
  beforeEach(async () => {
    await resetDatabase(database);
    llm.requests.length = 0;
    completion = () => ({ content: JSON.stringify(answer) });
  });
  afterAll(async () => {
    await app?.close();
    await llm?.close();
    await database?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const send = (who: SignedIn, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { origin: testOrigin, cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const structure = async (who: SignedIn, resumeId: string) => {
    const response = await send(who, 'GET', `/api/resumes/${resumeId}/structure`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ResumeStructure;
    expect(resumeStructureSchema.safeParse(body).success).toBe(true);
    return body;
  };
  async function guestWithResume(text = teacherResume, file: { name: string; bytes: Buffer } = { name: 'dana.txt', bytes: Buffer.from(text) }) {
    const who = await signInAsGuest(app);
    const uploaded = await uploadResume(app, who, file.name, file.bytes);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const resumeId = (uploaded.json() as Resume).id;
    const stored = await send(who, 'GET', `/api/resumes/${resumeId}/text`);
    return { who, resumeId, text: (stored.json() as { text: string }).text };
  }

  it("answers the LLM's structure held to the document: the invented job and skill are absent, and said to be", async () => {
    const { who, resumeId } = await guestWithResume();
    const read = await structure(who, resumeId);
    expect(read).toMatchObject({ resumeId, status: 'unchecked', confirmedAt: null });
    expect(read.resume.work.map((work) => [work.position, work.name, work.location, work.startDate, work.endDate])).toEqual([
      ['Substitute Teacher', 'Springfield Public Schools', 'Springfield, IL', '2016', undefined],
      ['Sales Associate', 'Dollar Mart', 'Decatur, IL', '2013', '2016'],
    ]);
    expect(JSON.stringify(read.resume)).not.toMatch(/Curriculum|Acme|Chicago|K-12/);
    expect(read.read.work[0]!.source).toEqual(['Substitute Teacher', 'Springfield Public Schools, Springfield, IL 2016 - Present']);
    expect(read.read.problems).toEqual([
      'a role the LLM named that the document does not show was left out: “Curriculum Director, Acme Learning Corp”',
      'a skill the LLM named that the document does not show was left out: “Curriculum design”',
    ]);

    // The model was asked once, for a JSON schema, with the resume's lines; a second read costs no call.
    expect(llm.requests).toHaveLength(1);
    const request = llm.requests[0]!.body;
    expect(request).toMatchObject({ model: 'fake-model', response_format: { type: 'json_schema' } });
    expect(JSON.stringify(request.messages)).toContain('Springfield Public Schools, Springfield, IL 2016 - Present');
    expect(await structure(who, resumeId)).toEqual(read);
    expect(llm.requests).toHaveLength(1);
  });

  it("shows the model a PDF's lines with their layout marks, and holds its answer to the PDF's text", async () => {
    const { who, resumeId } = await guestWithResume(teacherResume, { name: 'dana.pdf', bytes: createPdf(teacherResume.split('\n')) });
    const read = await structure(who, resumeId);
    const prompt = JSON.stringify(llm.requests[0]!.body.messages);
    expect(prompt).toContain('--- page 1 ---');
    expect(prompt).toContain('Substitute Teacher');
    expect(read.resume.work.map((work) => work.position)).toEqual(['Substitute Teacher', 'Sales Associate']);
    expect(JSON.stringify(read.resume)).not.toMatch(/Curriculum|Acme/);
  });

  it("answers 200 with the layout reader's structure and a note when the LLM fails, and does not ask again at once", async () => {
    completion = () => ({ status: 503, body: '{"error":{"message":"overloaded"}}' });
    const { who, resumeId, text } = await guestWithResume();
    const read = await structure(who, resumeId);
    const reader = readStructure(text);
    expect(read.resume).toEqual(reader.resume);
    expect(read.read.work).toEqual(reader.read.work);
    expect(read.read.problems).toEqual([
      ...reader.read.problems,
      "the LLM could not structure it (the LLM answered HTTP 503), so these are the layout reader's fields",
    ]);
    expect(await structure(who, resumeId)).toEqual(read);
    expect(llm.requests).toHaveLength(1);
  });

  it("answers the reader's structure when the LLM answers malformed JSON or never answers", async () => {
    completion = () => ({ content: '{"basics": {"name": "Dana"}, "work": "two jobs"' });
    const malformed = await guestWithResume();
    expect((await structure(malformed.who, malformed.resumeId)).read.problems.at(-1)).toBe(
      "the LLM could not structure it (the LLM answered something that is not the expected JSON), so these are the layout reader's fields",
    );

    completion = () => ({ hang: true });
    const hung = await guestWithResume();
    const read = await structure(hung.who, hung.resumeId);
    expect(read.resume).toEqual(readStructure(hung.text).resume);
    expect(read.read.problems.at(-1)).toBe("the LLM could not structure it (the LLM timed out after 2 s), so these are the layout reader's fields");
  });

  it('asks again for a new file, and costs no call once the fields are confirmed', async () => {
    const { who, resumeId } = await guestWithResume();
    const read = await structure(who, resumeId);
    expect(llm.requests).toHaveLength(1);

    const saved = await send(who, 'PUT', `/api/resumes/${resumeId}/structure?fileVersion=${read.fileVersion}`, read.resume);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await structure(who, resumeId)).toMatchObject({ status: 'confirmed', resume: read.resume });
    expect(llm.requests).toHaveLength(1);

    // A new file: what the LLM read of the old one is not this one's. It names no job this file has: all are dropped.
    const replaced = await replaceResumeFile(
      app,
      who,
      resumeId,
      'james.txt',
      Buffer.from('James Porter\n\nEXPERIENCE\nTruck Driver, Swift 2015 - Present'),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const again = await structure(who, resumeId);
    expect(llm.requests).toHaveLength(2);
    expect(again.status).toBe('unchecked');
    expect(JSON.stringify(again.resume)).not.toMatch(/Dana|Springfield|Dollar Mart/);
    expect(again.resume.work.map((work) => work.position)).toEqual(['Truck Driver']);
  });
});
