import { normalizePosting } from '@seeker/agents';
import { openRolesWeeks, type OpenRoles } from '@seeker/contract';
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { postings } from '../src/db/schema';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp, testOrigin } from './support/test-app';

const day = 86_400_000;
const week = 7 * day;

const board = (id: string, company: string) =>
  normalizePosting({
    source: 'greenhouse',
    sourceId: id,
    sourceUrl: `https://boards.greenhouse.io/acme/jobs/${id}`,
    title: `Engineer ${id}`,
    company,
  });

describeWithApp("a researched company's open roles over time", (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: who.cookie, origin: testOrigin }, ...(payload ? { payload } : {}) });

  it('counts the postings open at the end of each week, any case of the name, and none before the index began', async () => {
    const now = new Date();
    const { db } = ctx.database;
    // The index began 5 weeks ago; Acme posted two roles then, one more 2 weeks ago; one of the first closed 6 days ago.
    await upsertPostings(db, [board('1', 'Acme Robotics'), board('2', 'ACME ROBOTICS'), board('9', 'Globex')], new Date(now.getTime() - 5 * week));
    await upsertPostings(db, [board('3', 'acme robotics')], new Date(now.getTime() - 2 * week));
    await db
      .update(postings)
      .set({ closedAt: new Date(now.getTime() - week + day) })
      .where(inArray(postings.sourceId, ['1']));

    const alice = await signInAsGuest(ctx.app);
    const { sessionId, jobIds } = await seedSearchSession(db, alice.userId, [{ company: 'Acme Robotics' }]);
    const research = await send(alice, 'POST', `/api/jobs/${jobIds[0]}/company-research`, {});
    expect(research.statusCode, research.body).toBe(200);
    const companyId = (research.json() as { research: { companyOverview: { id: string } } }).research.companyOverview.id;

    const response = await send(alice, 'GET', `/api/company-research/${sessionId}/companies/${companyId}/open-roles`);
    expect(response.statusCode, response.body).toBe(200);
    const roles = response.json() as OpenRoles;
    expect(roles.company).toBe('Acme Robotics');
    expect(roles.weeks).toHaveLength(openRolesWeeks);
    const opens = roles.weeks.map((entry) => entry.open);
    // Oldest first: null before the index began, then 2, 2, 3 (two weeks ago), 3 (a week ago, before the close), 2 now.
    expect(opens.slice(0, openRolesWeeks - 6)).toEqual(Array(openRolesWeeks - 6).fill(null));
    expect(opens.slice(-5)).toEqual([2, 2, 3, 3, 2]);
    expect(roles.weeks.at(-1)!.weekEnding).toBe(now.toISOString().slice(0, 10));

    // Another user's session: not found.
    const bob = await signInAsGuest(ctx.app);
    expect((await send(bob, 'GET', `/api/company-research/${sessionId}/companies/${companyId}/open-roles`)).statusCode).toBe(404);
  });
});
