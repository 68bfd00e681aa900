import { extractDocumentText } from '@seeker/agents';
import { createPdf, teacherResume } from '@seeker/agents/testing';
import {
  resumeStructureMessages,
  type ConfirmedResume,
  type CoverLetter,
  type ProfileFromResumeResponse,
  type Resume,
  type ResumeStructure,
  type TailorResumeResponse,
} from '@seeker/contract';
import { expect, it } from 'vitest';
import { replaceResumeFile } from './support/replace-resume-file';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp, testOrigin } from './support/test-app';
import { uploadResume } from './support/upload-resume';

// A resume whose employer line carries the place: read unchecked, "Springfield Public Schools, Springfield, IL"
// is what the reader makes of it; its owner corrects the employer and confirms.
const resumeText = teacherResume;

const posting = 'Elementary Teacher\nRequirements\n- Classroom management\n- Lesson planning\n- 3+ years of teaching';

describeWithApp('check what Seeker read: a resume as fields its owner confirms', (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { origin: testOrigin, cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const structure = async (who: SignedIn, resumeId: string) => {
    const response = await send(who, 'GET', `/api/resumes/${resumeId}/structure`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ResumeStructure;
  };
  const tailor = async (who: SignedIn, resumeId: string) => {
    const response = await send(who, 'POST', '/api/agents/tailor-resume', {
      message: 'Tailor my resume to this job',
      context: { user_id: who.userId, resume_id: resumeId, job_description: posting, job_title: 'Elementary Teacher', job_company: 'Lincoln School' },
      session_id: `resume-${Date.now()}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TailorResumeResponse;
  };
  const replaceFile = (who: SignedIn, resumeId: string, fileName: string, bytes: Buffer) =>
    replaceResumeFile(ctx.app, who, resumeId, fileName, bytes);
  async function guestWithResume() {
    const who = await signInAsGuest(ctx.app);
    const uploaded = await uploadResume(ctx.app, who, 'dana.txt', Buffer.from(resumeText));
    expect(uploaded.statusCode).toBe(201);
    return { who, resumeId: (uploaded.json() as Resume).id };
  }
  const corrected = (read: ResumeStructure): ConfirmedResume => ({
    ...read.resume,
    work: read.resume.work.map((work, index) => (index === 0 ? { ...work, name: 'Springfield Public Schools', location: 'Springfield, IL' } : work)),
  });

  it('shows what was read as fields, with the lines each entry came from and what is unsure', async () => {
    const { who, resumeId } = await guestWithResume();
    const read = await structure(who, resumeId);
    expect(read).toMatchObject({ resumeId, status: 'unchecked', confirmedAt: null });
    expect(read.resume.basics).toMatchObject({ name: 'Dana Whitfield', email: 'dana.whitfield@example.com' });
    expect(read.resume.work.map((work) => [work.position, work.startDate, work.endDate])).toEqual([
      ['Substitute Teacher', '2016', undefined],
      ['Sales Associate', '2013', '2016'],
    ]);
    expect(read.read.work[0]!.source).toEqual(['Substitute Teacher', 'Springfield Public Schools, Springfield, IL 2016 - Present']);
    expect(read.read.work).toHaveLength(read.resume.work.length);
    expect(read.resume.education[0]).toMatchObject({ studyType: 'Bachelor of Arts in History', institution: 'Illinois State University' });
    expect(read.resume.skills.map((skill) => skill.name)).toEqual(['Classroom management', 'Lesson planning', 'Microsoft Office']);
    expect(read.read.problems).toEqual([]);
  });

  it('tailors unchecked with headers as written, then in full from the confirmed fields, and the fix is in the PDF', async () => {
    const { who, resumeId } = await guestWithResume();
    const unchecked = await tailor(who, resumeId);
    expect(unchecked.tailoring.result.readFrom).toBe('unchecked');
    expect(unchecked.content.resume_text.split('\n')).toContain('Springfield Public Schools, Springfield, IL 2016 - Present');
    expect(unchecked.tailoring.result.resume.summary).not.toMatch(/\d+ years/);

    const read = await structure(who, resumeId);
    const fixed = corrected(read);
    fixed.work[0]!.position = 'Substitute Teacher (K-8)';
    const saved = await send(who, 'PUT', `/api/resumes/${resumeId}/structure`, fixed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'confirmed', resume: fixed, read: { work: [], education: [] } });
    expect(await structure(who, resumeId)).toMatchObject({ status: 'confirmed', resume: fixed });

    const confirmed = await tailor(who, resumeId);
    expect(confirmed.tailoring.result.readFrom).toBe('confirmed');
    expect(confirmed.tailoring.result.resume.experience[0]).toMatchObject({
      role: 'Substitute Teacher (K-8)',
      company: 'Springfield Public Schools',
    });
    const pdf = await send(who, 'GET', confirmed.content.public_url);
    expect(pdf.statusCode).toBe(200);
    const text = (await extractDocumentText('pdf', pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Substitute Teacher (K-8) — Springfield Public Schools');

    const { jobIds } = await seedSearchSession(ctx.database.db, who.userId, [
      { title: 'Elementary Teacher', company: 'Lincoln School', description: posting },
    ]);
    const letter = await send(who, 'POST', `/api/jobs/${jobIds[0]}/cover-letter`, { resumeId });
    expect(letter.statusCode, letter.body).toBe(200);
    expect((letter.json() as CoverLetter).text).toContain('I am currently a Substitute Teacher (K-8) at Springfield Public Schools');
    expect((letter.json() as CoverLetter).text).toMatch(/Sincerely,\nDana Whitfield$/);

    const profile = await send(who, 'GET', `/api/users/${who.userId}/profile/from-resume`);
    expect((profile.json() as ProfileFromResumeResponse).experience[0]).toMatchObject({
      title: 'Substitute Teacher (K-8)',
      company: 'Springfield Public Schools',
    });
  });

  it('refuses fields checked against a file that was replaced since (409), and stores nothing', async () => {
    const { who, resumeId } = await guestWithResume();
    const read = await structure(who, resumeId);
    expect(read.fileVersion).toMatch(/^[0-9a-f]{16}$/);
    const replaced = await replaceFile(
      who,
      resumeId,
      'someone-else.txt',
      Buffer.from('James Porter\n\nEXPERIENCE\nTruck Driver, Swift 2015 - Present'),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const stale = await send(who, 'PUT', `/api/resumes/${resumeId}/structure?fileVersion=${read.fileVersion}`, corrected(read));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(resumeStructureMessages.fileChanged);
    const now = await structure(who, resumeId);
    expect(now).toMatchObject({ status: 'unchecked', resume: { basics: { name: 'James Porter' } } });
    expect(now.fileVersion).not.toBe(read.fileVersion);
    const fresh = await send(who, 'PUT', `/api/resumes/${resumeId}/structure?fileVersion=${now.fileVersion}`, now.resume);
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('reads a new file unchecked again, and forgets the confirmed fields when asked', async () => {
    const { who, resumeId } = await guestWithResume();
    await send(who, 'PUT', `/api/resumes/${resumeId}/structure`, corrected(await structure(who, resumeId)));
    const forgotten = await send(who, 'DELETE', `/api/resumes/${resumeId}/structure`);
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json()).toMatchObject({ status: 'unchecked', confirmedAt: null });

    await send(who, 'PUT', `/api/resumes/${resumeId}/structure`, corrected(await structure(who, resumeId)));
    const replaced = await replaceFile(
      who,
      resumeId,
      'dana-2026.pdf',
      createPdf(['Dana Whitfield', 'EXPERIENCE', 'Teacher, Lincoln School 2024 - Present']),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const again = await structure(who, resumeId);
    expect(again.status).toBe('unchecked');
    expect(again.resume.work[0]).toMatchObject({ position: 'Teacher', name: 'Lincoln School' });
  });

  it('refuses bad fields with a 400 and changes nothing; another user gets 403; a tailored resume has no check step', async () => {
    const { who, resumeId } = await guestWithResume();
    const read = await structure(who, resumeId);
    const put = (body: unknown) => send(who, 'PUT', `/api/resumes/${resumeId}/structure`, body as object);
    const cases: unknown[] = [
      { ...read.resume, work: [{ ...read.resume.work[0], startDate: '2016-13' }] },
      { ...read.resume, work: [{ ...read.resume.work[0], position: 'Teacher\u0000' }] },
      { ...read.resume, work: [{ ...read.resume.work[0], admin: true }] },
      { ...read.resume, work: Array.from({ length: 61 }, () => read.resume.work[0]) },
      { ...read.resume, basics: { ...read.resume.basics, name: 'x'.repeat(201) } },
      { ...read.resume, skills: 'Classroom management' },
      // Nothing to say what an entry is, or an end before its start (review 47).
      { ...read.resume, work: [{ position: '', name: ' \u202e ', highlights: [] }] },
      { ...read.resume, work: [{ ...read.resume.work[0], startDate: '2020-01', endDate: '2016-06' }] },
      { ...read.resume, work: [{ ...read.resume.work[0], startDate: '0000' }] },
      { ...read.resume, education: [{ studyType: '', institution: '' }] },
      { ...read.resume, skills: [{ name: '' }] },
      [],
    ];
    for (const body of cases) expect((await put(body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await structure(who, resumeId)).status).toBe('unchecked');

    const bob = await signInAsGuest(ctx.app);
    expect((await send(bob, 'GET', `/api/resumes/${resumeId}/structure`)).statusCode).toBe(403);
    expect((await send(bob, 'PUT', `/api/resumes/${resumeId}/structure`, read.resume)).statusCode).toBe(403);
    expect((await send(bob, 'DELETE', `/api/resumes/${resumeId}/structure`)).statusCode).toBe(403);
    expect((await structure(who, resumeId)).status).toBe('unchecked');

    const tailored = await tailor(who, resumeId);
    const refused = await send(who, 'GET', `/api/resumes/${tailored.tailoring.resumeId}/structure`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(resumeStructureMessages.tailoredHasNone);
  });
});
