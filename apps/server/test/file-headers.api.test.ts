import { createDocx, createPdf } from '@seeker/agents/testing';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { resumes } from '../src/db/schema';
import { attachmentPolicy, inlineFilePolicy } from '../src/http/file-response-headers';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp, testOrigin, type TestContext } from './support/test-app';
import { uploadResume } from './support/upload-resume';

const headers = (who: SignedIn) => ({ cookie: who.cookie, origin: testOrigin });

/** The file by the owner's session and by a signed link that needs none: both must carry the same headers. */
async function bothWays(ctx: TestContext, who: SignedIn, resumeId: string, format?: 'docx') {
  const query = format ? `?format=${format}` : '';
  const bySession = await ctx.app.inject({ method: 'GET', url: `/api/resumes/${resumeId}/file${query}`, headers: { cookie: who.cookie } });
  const signed = await ctx.app.inject({ method: 'POST', url: `/api/resumes/${resumeId}/signed-url${query}`, headers: headers(who) });
  expect(signed.statusCode, signed.body).toBe(200);
  const byLink = await ctx.app.inject({ method: 'GET', url: (signed.json() as { url: string }).url });
  for (const response of [bySession, byLink]) expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return [bySession, byLink];
}

function expectInlinePdf(response: { headers: Record<string, unknown> }) {
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(/^inline; /);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe(inlineFilePolicy);
  expect(response.headers['cache-control']).toBe('private, no-store');
}

function expectAttachment(response: { headers: Record<string, unknown> }, contentType: string) {
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['content-disposition']).toMatch(/^attachment; /);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe(attachmentPolicy);
}

describeWithApp('headers of served files', (ctx) => {
  it('holds an inline PDF to a policy that allows no script, style, connection or foreign framing', () => {
    const directives = Object.fromEntries(inlineFilePolicy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    for (const name of ['script-src', 'style-src', 'connect-src', 'object-src', 'img-src']) expect(directives[name]).toBeUndefined();
    expect(attachmentPolicy).toMatch(/^sandbox; default-src 'none'/);
  });

  it('serves an uploaded PDF inline under the strict policy, by session and by signed link; DOCX and text download', async () => {
    const maya = await signInAsGuest(ctx.app);
    const pdf = (await uploadResume(ctx.app, maya, 'cv.pdf', createPdf(['Maya Patel', 'Engineer']))).json() as { id: string };
    for (const response of await bothWays(ctx, maya, pdf.id)) expectInlinePdf(response);
    const docx = (await uploadResume(ctx.app, maya, 'cv.docx', await createDocx(['Maya Patel']))).json() as { id: string };
    for (const response of await bothWays(ctx, maya, docx.id))
      expectAttachment(response, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const text = (await uploadResume(ctx.app, maya, 'cv.txt', Buffer.from('<script>alert(1)</script>'))).json() as { id: string };
    for (const response of await bothWays(ctx, maya, text.id)) expectAttachment(response, 'text/plain; charset=utf-8');
  });

  it('serves a tailored resume’s PDF inline under the policy and its DOCX twin as a download', async () => {
    const maya = await signInAsGuest(ctx.app);
    const tailored = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/tailor-resume',
      headers: headers(maya),
      payload: {
        message: 'Tailor',
        context: {
          user_id: maya.userId,
          resume_text: 'Maya Patel\n\nEXPERIENCE\nEngineer, Acme — 2019 – 2024\n• Built React apps',
          job_description: 'React',
        },
        session_id: `resume-${Date.now()}`,
      },
    });
    expect(tailored.statusCode, tailored.body).toBe(200);
    const [row] = await ctx.database.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, maya.userId));
    for (const response of await bothWays(ctx, maya, row!.id)) expectInlinePdf(response);
    for (const response of await bothWays(ctx, maya, row!.id, 'docx'))
      expectAttachment(response, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('serves a cover letter’s PDF inline under the policy and its DOCX as a download', async () => {
    const maya = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, maya.userId, [{ title: 'Frontend Engineer' }]);
    const letter = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobIds[0]}/cover-letter`,
      headers: headers(maya),
      payload: { resumeText: 'Maya Patel\n\nEXPERIENCE\nEngineer, Acme — 2019 – 2024' },
    });
    expect(letter.statusCode, letter.body).toBe(200);
    const fileOf = (format: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/jobs/${jobIds[0]}/cover-letter/file?format=${format}`, headers: { cookie: maya.cookie } });
    expectInlinePdf(await fileOf('pdf'));
    expectAttachment(await fileOf('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });
});
