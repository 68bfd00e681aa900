import fs from 'node:fs';
import path from 'node:path';
import { createPdf } from '@seeker/agents/testing';
import { resumeMessages, type Resume, type ResumeList } from '@seeker/contract';
import { expect, it } from 'vitest';
import { replaceResumeFile } from './support/replace-resume-file';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp, testOrigin, type TestContext } from './support/test-app';
import { uploadResume } from './support/upload-resume';

const tailoredResumeText = 'Jane Doe\n\nEXPERIENCE\nEngineer, Acme — 2019 – 2024\n• Built React apps';

describeWithApp('resume settings: replace a file, choose the primary resume', (ctx: TestContext) => {
  const list = async (who: SignedIn) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/users/${who.userId}/resumes`, headers: { cookie: who.cookie } })).json() as ResumeList;
  const replace = (who: SignedIn, resumeId: string, fileName: string, bytes: Buffer) => replaceResumeFile(ctx.app, who, resumeId, fileName, bytes);
  const choosePrimary = (who: SignedIn, resumeId: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${who.userId}/primary-resume`,
      headers: { cookie: who.cookie, origin: testOrigin },
      payload: { resumeId },
    });
  const stored = (storagePath: string) => path.join(ctx.filesDir, ...storagePath.split('/'));

  it('replaces the file of a resume, keeping its id, title and keywords, and removes the old file', async () => {
    const maya = await signInAsGuest(ctx.app);
    const original = (
      await uploadResume(ctx.app, maya, 'maya.txt', Buffer.from('Maya Patel, first draft'), { title: 'Maya CV', keywords: ['React'] })
    ).json() as Resume;
    const replaced = await replace(maya, original.id, 'maya-2026.pdf', createPdf(['Maya Patel', 'Senior Engineer']));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json() as Resume;
    expect(after).toMatchObject({
      id: original.id,
      title: 'Maya CV',
      fileType: 'pdf',
      hasText: true,
      metadata: { keywords: ['React'], uploadedAt: original.metadata.uploadedAt },
    });
    expect(after.storagePath).not.toBe(original.storagePath);
    expect(fs.existsSync(stored(original.storagePath))).toBe(false);
    expect(fs.existsSync(stored(after.storagePath))).toBe(true);
    const download = await ctx.app.inject({ method: 'GET', url: after.fileUrl, headers: { cookie: maya.cookie } });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(fs.readFileSync(stored(after.storagePath)))).toBe(true);
    expect((await list(maya)).resumes.map((resume) => resume.id)).toEqual([original.id]);
  });

  it('keeps everything as it was when the new file is refused, or is another user’s to replace', async () => {
    const maya = await signInAsGuest(ctx.app);
    const original = (await uploadResume(ctx.app, maya, 'maya.txt', Buffer.from('Maya Patel'))).json() as Resume;
    const refused = await replace(maya, original.id, 'cv.doc', Buffer.from('old word'));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe(resumeMessages.wrongType);
    const bob = await signInAsGuest(ctx.app);
    expect((await replace(bob, original.id, 'bob.txt', Buffer.from('Bob'))).statusCode).toBe(403);
    expect((await choosePrimary(bob, original.id)).statusCode).toBe(403);
    expect((await list(maya)).resumes).toEqual([original].map((resume) => ({ ...resume })));
    expect(fs.existsSync(stored(original.storagePath))).toBe(true);
    expect(fs.readdirSync(path.dirname(stored(original.storagePath)))).toHaveLength(1);
  });

  it('lists the primary resume first: a new upload never takes its place unasked', async () => {
    const maya = await signInAsGuest(ctx.app);
    const older = (await uploadResume(ctx.app, maya, 'older.txt', Buffer.from('Older resume\n\nSKILLS\nCOBOL'))).json() as Resume;
    expect(await list(maya)).toMatchObject({ primaryResumeId: older.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = (await uploadResume(ctx.app, maya, 'newer.txt', Buffer.from('Newer resume\n\nSKILLS\nRust'))).json() as Resume;
    expect(await list(maya)).toMatchObject({ primaryResumeId: older.id, resumes: [{ id: older.id }, { id: newer.id }] });
    const filled = await ctx.app.inject({ method: 'GET', url: `/api/users/${maya.userId}/profile/from-resume`, headers: { cookie: maya.cookie } });
    expect(filled.json()).toMatchObject({ resumeId: older.id, resumeTitle: 'older.txt' });

    const chosen = await choosePrimary(maya, newer.id);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ primaryResumeId: newer.id, resumes: [{ id: newer.id }, { id: older.id }] });

    // Deleting the primary one falls back to the newest left.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/resumes/${newer.id}`, headers: { cookie: maya.cookie, origin: testOrigin } })).statusCode,
    ).toBe(204);
    expect(await list(maya)).toMatchObject({ primaryResumeId: older.id });
  });

  it('refuses to make a tailored resume primary or to replace its file', async () => {
    const maya = await signInAsGuest(ctx.app);
    const tailored = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/tailor-resume',
      headers: { cookie: maya.cookie, origin: testOrigin },
      payload: {
        message: 'Tailor',
        context: { user_id: maya.userId, resume_text: tailoredResumeText, job_description: 'Requirements\n- React' },
        session_id: `resume-${Date.now()}`,
      },
    });
    expect(tailored.statusCode, tailored.body).toBe(200);
    const [resume] = (await list(maya)).resumes;
    expect(resume?.type).toBe('tailored');
    expect((await list(maya)).primaryResumeId).toBeNull();
    const primary = await choosePrimary(maya, resume!.id);
    expect(primary.statusCode).toBe(409);
    expect(primary.json().error.message).toBe(resumeMessages.primaryTailored);
    const replaced = await replace(maya, resume!.id, 'x.txt', Buffer.from('x'));
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().error.message).toBe(resumeMessages.replaceTailored);
  });
});
