import fs from 'node:fs';
import { extractDocumentText } from '@seeker/agents';
import { germanResumeWithPersonalData, resumeFixtures } from '@seeker/agents/testing';
import {
  checkFirstMessages,
  type ConfirmedResume,
  type ProfileFromResumeResponse,
  type Resume,
  type ResumeStructure,
  type TailorResumeResponse,
} from '@seeker/contract';
import { expect, it } from 'vitest';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp, testOrigin } from './support/test-app';
import { uploadResume } from './support/upload-resume';
import { seedSearchSession } from './support/seed-saved-jobs';

// Issue 68 item 7, "the check step as a person uses it".
const posting = 'Frontend Engineer\nRequirements\n- React\n- TypeScript\n- Research';
// Read with no roles: a student's resume, education and skills only.
const noRoles = 'Jo Doe\njo@example.com\n\nEDUCATION\nB.A. History, State University, 2024\n\nSKILLS\nResearch, Writing';
// Read with one role whose title took in two more employers' lines, and a school without a degree or a year.
const unsure =
  'Jo Doe\njo@example.com\n\nEXPERIENCE\nAcme Corp, Springfield\nInitech, Shelbyville\nGlobex, Capital City\n\nEDUCATION\nState University\n\nSKILLS\nResearch, Writing';
// A German resume whose "Persönliche Daten" heading the reader misses: the lines under it are read as the degree's.
const german = germanResumeWithPersonalData;

describeWithApp('the check step as a person uses it', (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { origin: testOrigin, cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const storedFiles = () => fs.readdirSync(ctx.filesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  const tailor = (who: SignedIn, context: Record<string, unknown>, runId?: string) =>
    send(who, 'POST', '/api/agents/tailor-resume', {
      message: 'Tailor my resume to this job',
      context: { user_id: who.userId, job_description: posting, job_title: 'Frontend Engineer', job_company: 'Acme', ...context },
      session_id: `resume-${Date.now()}`,
      ...(runId ? { run_id: runId } : {}),
    });
  async function upload(who: SignedIn, name: string, text: string) {
    const uploaded = await uploadResume(ctx.app, who, name, Buffer.from(text));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return (uploaded.json() as Resume).id;
  }
  const structure = async (who: SignedIn, resumeId: string) =>
    (await send(who, 'GET', `/api/resumes/${resumeId}/structure`)).json() as ResumeStructure;

  it('does not tailor a saved resume read with no roles until it is checked, says why, and tailors it in full once confirmed', async () => {
    const who = await signInAsGuest(ctx.app);
    const resumeId = await upload(who, 'jo.txt', noRoles);
    const before = storedFiles();
    const runId = crypto.randomUUID();
    const refused = await tailor(who, { resume_id: resumeId }, runId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'RESUME_NOT_CHECKED', message: checkFirstMessages.noRoles } });
    expect(storedFiles()).toBe(before);
    // The run says why, as the page does.
    const run = (await send(who, 'GET', `/api/agents/runs/${runId}`)).json() as { status: string; error: string | null };
    expect(run).toMatchObject({ status: 'failed', error: checkFirstMessages.noRoles });

    // Typed in, there is no check step to wait for: tailored as before.
    expect((await tailor(who, { resume_text: noRoles })).statusCode).toBe(200);

    // Its owner checks what Seeker read and confirms there are no roles: tailored in full.
    const read = await structure(who, resumeId);
    const confirmed = await send(who, 'PUT', `/api/resumes/${resumeId}/structure?fileVersion=${read.fileVersion}`, read.resume);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const tailored = await tailor(who, { resume_id: resumeId });
    expect(tailored.statusCode, tailored.body).toBe(200);
    expect((tailored.json() as TailorResumeResponse).tailoring.result.readFrom).toBe('confirmed');
  });

  it('writes no cover letter from a saved resume read with no roles until it is checked, as tailoring does', async () => {
    const who = await signInAsGuest(ctx.app);
    const resumeId = await upload(who, 'jo.txt', noRoles);
    const { jobIds } = await seedSearchSession(ctx.database.db, who.userId, [{ title: 'Frontend Engineer', company: 'Acme', description: posting }]);
    const refused = await send(who, 'POST', `/api/jobs/${jobIds[0]!}/cover-letter`, { resumeId });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'RESUME_NOT_CHECKED', message: checkFirstMessages.noRoles } });
    expect((await send(who, 'GET', `/api/jobs/${jobIds[0]!}/cover-letter`)).json()).toBeNull();
  });

  it('does not tailor a saved resume read with many unsure fields until it is checked; one read well is still tailored unchecked', async () => {
    const who = await signInAsGuest(ctx.app);
    const unsureId = await upload(who, 'jo.txt', unsure);
    const refused = await tailor(who, { resume_id: unsureId });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('RESUME_NOT_CHECKED');
    expect(refused.json().error.message).toMatch(
      /^Seeker is unsure of \d+ of the \d+ fields it read from this resume, so it is not tailored until you check what Seeker read/,
    );

    const wellRead = await upload(who, 'maya.txt', resumeFixtures.software.resume);
    const tailored = await tailor(who, { resume_id: wellRead });
    expect(tailored.statusCode, tailored.body).toBe(200);
    expect((tailored.json() as TailorResumeResponse).tailoring.result.readFrom).toBe('unchecked');
  });

  it('documents the refusal in the OpenAPI document: 409 with the error body, RESUME_NOT_CHECKED among its codes', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    };
    const conflict = doc.paths['/api/agents/tailor-resume']!.post!.responses['409'];
    expect(JSON.stringify(conflict?.content?.['application/json']?.schema)).toContain('RESUME_NOT_CHECKED');
  });

  it('prints the personal data an unchecked German resume read under EDUCATION in the contact block only', async () => {
    const who = await signInAsGuest(ctx.app);
    const resumeId = await upload(who, 'lebenslauf.txt', german);
    const response = await tailor(who, { resume_id: resumeId });
    expect(response.statusCode, response.body).toBe(200);
    const { tailoring, content } = response.json() as TailorResumeResponse;
    expect(tailoring.result.readFrom).toBe('unchecked');
    expect(tailoring.result.resume.contact.details).toEqual(
      expect.arrayContaining(['Geburtsdatum: 12.03.1990', 'Anschrift: Musterstraße 12, 10115 Berlin']),
    );
    expect(JSON.stringify(tailoring.result.resume.education)).not.toMatch(/Geburtsdatum|Musterstraße/);
    const pdf = await send(who, 'GET', content.public_url);
    const text = (await extractDocumentText('pdf', pdf.rawPayload)).replace(/\s+/g, ' ');
    const education = text.slice(text.indexOf('EDUCATION'));
    expect(text.indexOf('EDUCATION')).toBeGreaterThan(0);
    expect(education).not.toMatch(/Geburtsdatum|12\.03\.1990|Musterstraße|Familienstand/);
    expect(text.indexOf('Geburtsdatum: 12.03.1990')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Geburtsdatum: 12.03.1990')).toBeLessThan(text.indexOf('EXPERIENCE'));
  });

  it('"Fill from my resume" keeps the roles and degrees its owner confirmed, undated ones too, and says what it left out', async () => {
    const who = await signInAsGuest(ctx.app);
    const resumeId = await upload(who, 'dana.txt', resumeFixtures.software.resume);
    const unchecked = (await send(who, 'GET', `/api/users/${who.userId}/profile/from-resume`)).json() as ProfileFromResumeResponse;
    expect(unchecked).toMatchObject({ readFrom: 'unchecked', leftOut: [] });

    const read = await structure(who, resumeId);
    const fields: ConfirmedResume = {
      ...read.resume,
      work: [
        { position: 'Substitute Teacher', name: 'Springfield Public Schools', startDate: '2016', highlights: ['Taught grades 3 to 8'] },
        { position: 'Volunteer Tutor', name: 'Lincoln Library', highlights: [] },
      ],
      education: [{ studyType: 'Teaching Certificate', institution: 'State Board' }],
      certificates: [{ name: 'First Aid' }],
    };
    expect((await send(who, 'PUT', `/api/resumes/${resumeId}/structure?fileVersion=${read.fileVersion}`, fields)).statusCode).toBe(200);
    const filled = await send(who, 'GET', `/api/users/${who.userId}/profile/from-resume`);
    expect(filled.statusCode, filled.body).toBe(200);
    const body = filled.json() as ProfileFromResumeResponse;
    expect(body.readFrom).toBe('confirmed');
    expect(body.experience).toEqual([
      expect.objectContaining({ title: 'Substitute Teacher', company: 'Springfield Public Schools', startDate: '2016-01', endDate: null }),
      expect.objectContaining({ title: 'Volunteer Tutor', company: 'Lincoln Library', startDate: '', endDate: '' }),
    ]);
    expect(body.education).toEqual([{ school: 'State Board', degree: 'Teaching Certificate', field: '', graduationYear: null }]);
    expect(body.leftOut).toEqual(['Left out certificates (1): the profile has no place for them.']);
  });
});
