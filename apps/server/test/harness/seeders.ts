import { createPdf } from '@seeker/agents/testing';
import crypto from 'node:crypto';
import { executePath, preferencesSchema, type Preferences } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { savedJobs, notifications, schedulerTasks } from '../../src/db/schema';
import { seedSearchSession } from '../support/seed-saved-jobs';
import { testOrigin } from '../support/test-app';
import { applicationSeeders } from './application-seeders';
import { formBody, formContentType } from './form-body';
import { fail, ownerHeaders, type SeedContext, type Seeder } from './seed-context';
import { z } from 'zod/mini';

export { ownerHeaders, type SeedContext, type Seeder } from './seed-context';

/** The resume file the seeder uploads: deterministic, so its bytes can be recognised anywhere. */
export function resumeFile(canary: string | undefined) {
  return createPdf(['Jane Doe', 'Engineer', ...(canary ? [canary] : [])]);
}

const userId: Seeder = {
  seed: async ({ who }) => who.userId,
  intact: async ({ app, who }, value) => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: who.cookie } });
    return response.statusCode === 200 && (response.json() as { user?: { id?: string } } | null)?.user?.id === value;
  },
};

const resumeId: Seeder = {
  seed: async ({ app, who, canary }) => {
    const metadata = { title: canary ? `Jane Doe CV ${canary}` : 'Jane Doe CV', keywords: canary ? [canary] : ['Engineer'] };
    const payload = formBody([
      { name: 'metadata', value: JSON.stringify(metadata) },
      { name: 'file', fileName: 'jane-doe.pdf', bytes: resumeFile(canary), contentType: 'application/pdf' },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/users/${who.userId}/resumes`,
      headers: { ...ownerHeaders(who), 'content-type': formContentType() },
      payload,
    });
    if (response.statusCode !== 201) fail('resumeId', response);
    return (response.json() as { id: string }).id;
  },
  intact: async ({ app, who, canary }, value) => {
    const response = await app.inject({ method: 'GET', url: `/api/resumes/${value}/file`, headers: { cookie: who.cookie } });
    return response.statusCode === 200 && response.rawPayload.equals(resumeFile(canary));
  },
};

const token: Seeder = {
  seed: async ({ app, who, param }) => {
    const response = await app.inject({ method: 'POST', url: `/api/resumes/${await param('resumeId')}/signed-url`, headers: ownerHeaders(who) });
    if (response.statusCode !== 200) fail('token', response);
    const url = (response.json() as { url: string }).url;
    const found = /\/api\/files\/([^/?#]+)/.exec(url);
    if (!found?.[1]) throw new Error(`seeder "token": no /api/files/<token> in ${url}`);
    return found[1];
  },
  intact: async ({ app }, value) => (await app.inject({ method: 'GET', url: `/api/files/${value}` })).statusCode === 200,
};

/** A finished job search: preferences saved (the contract's example), then a search run to its end. */
const runId: Seeder = {
  seed: async ({ app, who }) => {
    const example = (z.globalRegistry.get(preferencesSchema)?.examples as unknown[] | undefined)?.[0];
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/users/${who.userId}/preferences`,
      headers: ownerHeaders(who),
      payload: example as object,
    });
    if (saved.statusCode !== 200) fail('runId', saved);
    const response = await app.inject({
      method: 'POST',
      url: '/api/agents/run-job-search',
      headers: ownerHeaders(who),
      payload: { user_id: who.userId },
    });
    if (response.statusCode !== 200) fail('runId', response);
    return (response.json() as { run_id: string }).run_id;
  },
  intact: async ({ app, who }, value) => {
    const response = await app.inject({ method: 'GET', url: `/api/agents/runs/${value}`, headers: { cookie: who.cookie } });
    return response.statusCode === 200 && (response.json() as { status: string }).status === 'done';
  },
};

/** A saved search with one job carrying the canary, written through the store (the shared index is public, so no canary goes there). */
async function seedOwnSession({ database, who, canary }: SeedContext) {
  const text = canary ? `Robot UI ${canary}` : 'Robot UI';
  // Research ids are company slugs, the same for everyone researching one company: each user's own company keeps ids apart.
  const company = `Acme Robotics ${who.userId.toLowerCase()}`;
  return seedSearchSession(database.db, who.userId, [
    { title: text, company, description: text, descriptionHtml: `<p>${text}</p>`, qualifications: [text] },
  ]);
}

// Existence only: the owner's own writes (planting canaries) may move the job; the matrix compares the tables for the rest.
async function jobIntact({ app, who }: SeedContext, jobId: string) {
  const response = await app.inject({ method: 'GET', url: `/api/users/${who.userId}/jobs?limit=100`, headers: { cookie: who.cookie } });
  const page = response.json() as { jobs?: { id: string }[] };
  return response.statusCode === 200 && Boolean(page.jobs?.some((candidate) => candidate.id === jobId));
}

/** A saved job with its tailored resume and cover letter (both through the API, both carrying the canary). */
const jobId: Seeder = {
  seed: async (ctx) => {
    const id = (await seedOwnSession(ctx)).jobIds[0]!;
    const { app, who, canary } = ctx;
    const resumeText = `Jane Doe\n\nEXPERIENCE\nEngineer, Acme — 2019 – 2024\n• Built React apps ${canary ?? ''}`;
    const letter = await app.inject({ method: 'POST', url: `/api/jobs/${id}/cover-letter`, headers: ownerHeaders(who), payload: { resumeText } });
    if (letter.statusCode !== 200) fail('jobId (cover letter)', letter);
    const tailored = await app.inject({
      method: 'POST',
      url: '/api/agents/tailor-resume',
      headers: ownerHeaders(who),
      payload: {
        message: 'Tailor my resume',
        context: { user_id: who.userId, resume_text: resumeText, job_id: id, job_description: 'Requirements\n- React' },
        session_id: `resume-${Date.now()}`,
      },
    });
    if (tailored.statusCode !== 200) fail('jobId (tailoring)', tailored);
    const notes = await app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      headers: ownerHeaders(who),
      payload: { notes: `Referred by Sam ${canary ?? ''}`, tags: [canary ? `tag ${canary}`.slice(0, 40) : 'referral'] },
    });
    if (notes.statusCode !== 200) fail('jobId (application notes)', notes);
    return id;
  },
  intact: jobIntact,
};

const sessionId: Seeder = {
  seed: async (ctx) => (await seedOwnSession(ctx)).sessionId,
  intact: async ({ app, who }, value) => {
    const response = await app.inject({ method: 'GET', url: `/api/job-search-sessions/${value}`, headers: { cookie: who.cookie } });
    return response.statusCode === 200;
  },
};

/** The company of a job in the owner's seeded session, researched through the API (no outside sources in the harness). */
const companyId: Seeder = {
  seed: async ({ app, who, database, param }) => {
    const session = await param('sessionId');
    const [job] = await database.db.select({ id: savedJobs.id }).from(savedJobs).where(eq(savedJobs.sessionId, session));
    const response = await app.inject({ method: 'POST', url: `/api/jobs/${job!.id}/company-research`, headers: ownerHeaders(who), payload: {} });
    if (response.statusCode !== 200) fail('companyId', response);
    return (response.json() as { research: { companyOverview: { id: string } } }).research.companyOverview.id;
  },
  intact: async ({ app, who, param }, value) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/company-research?sessionId=${await param('sessionId')}`,
      headers: { cookie: who.cookie },
    });
    const session = (response.json() as { session?: { companies: { companyOverview: { id: string } }[] } }).session;
    return response.statusCode === 200 && Boolean(session?.companies.some((record) => record.companyOverview.id === value));
  },
};

/** The contract's example preferences, schedule on, with the canary as the job title: the user's scheduled search. */
const scheduleId: Seeder = {
  seed: async ({ app, who, canary }) => {
    const example = (z.globalRegistry.get(preferencesSchema)?.examples as Preferences[] | undefined)![0]!;
    const payload = { ...example, titles: [canary ? `Robot UI ${canary}` : 'Robot UI'] };
    const saved = await app.inject({ method: 'PUT', url: `/api/users/${who.userId}/preferences`, headers: ownerHeaders(who), payload });
    if (saved.statusCode !== 200) fail('scheduleId', saved);
    const list = await app.inject({ method: 'GET', url: `/api/users/${who.userId}/scheduled-searches`, headers: ownerHeaders(who) });
    const id = (list.json() as { scheduledSearches?: { id: string }[] }).scheduledSearches?.[0]?.id;
    if (!id) fail('scheduleId', list);
    return id;
  },
  intact: async ({ app, who }, value) => {
    const response = await app.inject({ method: 'GET', url: `/api/users/${who.userId}/scheduled-searches`, headers: { cookie: who.cookie } });
    return (
      response.statusCode === 200 &&
      (response.json() as { scheduledSearches: { id: string }[] }).scheduledSearches.some((schedule) => schedule.id === value)
    );
  },
};

/** A live scheduler task for the user's schedule, written through the store (the test app's queue is not started). */
const taskId: Seeder = {
  seed: async ({ database, param }) => {
    const id = `task-${crypto.randomUUID()}`;
    const schedule = { frequency: 'Daily' as const, customSchedule: '09:00', timezone: 'UTC' };
    await database.db.insert(schedulerTasks).values({
      id,
      scheduleId: await param('scheduleId'),
      schedule,
      targetUrl: `${testOrigin}${executePath}`,
      nextRunAt: new Date(Date.now() + 3600_000),
    });
    return id;
  },
  intact: async ({ database }, value) => {
    const [task] = await database.db.select().from(schedulerTasks).where(eq(schedulerTasks.id, value));
    return Boolean(task);
  },
};

/** An in-app notification carrying the canary, written through the store. */
const notificationId: Seeder = {
  seed: async ({ database, who, canary }) => {
    const id = crypto.randomUUID();
    const text = canary ? `3 new jobs ${canary}` : '3 new jobs';
    await database.db
      .insert(notifications)
      .values({ id, userId: who.userId, title: text, body: text, link: '/jobs', jobs: [], jobCount: 3, deliverAt: new Date() });
    return id;
  },
  intact: async ({ database }, value) => (await database.db.select().from(notifications).where(eq(notifications.id, value))).length === 1,
};

export const seeders: Record<string, Seeder> = {
  userId,
  resumeId,
  token,
  runId,
  jobId,
  sessionId,
  companyId,
  scheduleId,
  taskId,
  notificationId,
  ...applicationSeeders,
};
