import { expect } from 'vitest';
import { seedSearchSession } from './seed-saved-jobs';
import type { SignedIn } from './sign-in';
import { testOrigin, type TestContext } from './test-app';

/**
 * A saved job with the two documents a user makes for it: a cover letter and a tailored resume (a PDF and
 * its DOCX twin), both through the API. Returns the saved job's id.
 */
export async function writeLetterAndTailoring(ctx: TestContext, who: SignedIn) {
  const headers = { cookie: who.cookie, origin: testOrigin };
  const { jobIds } = await seedSearchSession(ctx.database.db, who.userId, [{ title: 'Frontend Engineer' }]);
  const resumeText = 'Maya Patel\n\nEXPERIENCE\nEngineer, Acme — 2019 – 2024\n• Built React apps';
  const letter = await ctx.app.inject({ method: 'POST', url: `/api/jobs/${jobIds[0]}/cover-letter`, headers, payload: { resumeText } });
  expect(letter.statusCode, letter.body).toBe(200);
  const tailored = await ctx.app.inject({
    method: 'POST',
    url: '/api/agents/tailor-resume',
    headers,
    payload: {
      message: 'Tailor',
      context: { user_id: who.userId, resume_text: resumeText, job_id: jobIds[0], job_description: 'Requirements\n- React' },
      session_id: `resume-${Date.now()}`,
    },
  });
  expect(tailored.statusCode, tailored.body).toBe(200);
  return jobIds[0]!;
}
