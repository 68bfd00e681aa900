import crypto from 'node:crypto';
import { createPdf, resumeFixtures } from '@seeker/agents/testing';
import { editableProfileSchema, preferencesSchema } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import { expect } from 'vitest';
import { z } from 'zod/mini';
import { notifications, pushSubscriptions, scheduledSearches, scheduledSearchRuns, scheduledSearchSeen } from '../../src/db/schema';
import type { ExportedFile } from '../../src/modules/settings/collect-user-data';
import { fillApplication } from './fill-application';
import type { SignedIn } from './sign-in';
import { testOrigin, type TestContext } from './test-app';
import { uploadResume } from './upload-resume';
import { writeLetterAndTailoring } from './write-letter-and-tailoring';

export type ExportJson = Record<string, unknown> & {
  format: string;
  account: { id: string; email: string; isAnonymous: boolean; signInMethods: string[] };
  resumes: { id: string; storagePath: string; text: string; file: string | null; docxFile: string | null; metadata: { docxPath?: string } }[];
  files: ExportedFile[];
};

export const headers = (who: SignedIn) => ({ cookie: who.cookie, origin: testOrigin });

/** A bit of everything a user can have: resumes (uploaded and tailored), a search with a cover letter, preferences with a schedule, a profile, a notification, a push subscription. */
export async function fillAccount(ctx: TestContext, who: SignedIn) {
  expect((await uploadResume(ctx.app, who, 'maya.txt', Buffer.from(resumeFixtures.software.resume))).statusCode).toBe(201);
  expect((await uploadResume(ctx.app, who, 'Maya Patel CV.pdf', createPdf(['Maya Patel', 'Frontend Engineer']))).statusCode).toBe(201);
  await fillApplication(ctx, who, await writeLetterAndTailoring(ctx, who));
  const preferences = (z.globalRegistry.get(preferencesSchema)?.examples as object[])[0]!;
  expect(
    (await ctx.app.inject({ method: 'PUT', url: `/api/users/${who.userId}/preferences`, headers: headers(who), payload: preferences })).statusCode,
  ).toBe(200);
  const profile = (z.globalRegistry.get(editableProfileSchema)?.examples as object[])[0]!;
  expect((await ctx.app.inject({ method: 'PUT', url: `/api/users/${who.userId}/profile`, headers: headers(who), payload: profile })).statusCode).toBe(
    200,
  );
  const [schedule] = await ctx.database.db
    .select({ id: scheduledSearches.id })
    .from(scheduledSearches)
    .where(eq(scheduledSearches.userId, who.userId));
  const ranAt = new Date();
  await ctx.database.db.insert(scheduledSearchRuns).values({
    scheduleId: schedule!.id,
    scheduledFor: ranAt,
    userId: who.userId,
    status: 'done',
    startedAt: ranAt,
    finishedAt: ranAt,
    jobCount: 3,
    newJobs: 1,
  });
  await ctx.database.db.insert(scheduledSearchSeen).values({ scheduleId: schedule!.id, postingKey: 'greenhouse:acme:1', firstSeenAt: ranAt });
  await ctx.database.db.insert(notifications).values({
    id: crypto.randomUUID(),
    userId: who.userId,
    title: '3 new jobs',
    body: 'Acme',
    link: '/jobs',
    jobs: [],
    jobCount: 3,
    deliverAt: new Date(),
  });
  await ctx.database.db
    .insert(pushSubscriptions)
    .values({ userId: who.userId, endpoint: `https://push.example/${who.userId}`, p256dh: 'p256dh-key-secret', auth: 'auth-key-secret' });
}

export async function exportOf(ctx: TestContext, who: SignedIn) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${who.userId}/export`, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const entries: Unzipped = unzipSync(response.rawPayload);
  const json = JSON.parse(strFromU8(entries['seeker-export.json']!)) as ExportJson;
  return { response, entries, json };
}
