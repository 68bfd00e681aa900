import type { ApplicationBoard, ErrorBody, JobStatus } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { savedJobs } from '../../src/db/schema';
import { seedSearchSession } from '../support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from '../support/sign-in';
import { describeWithApp, testOrigin } from '../support/test-app';

describeWithApp('the applications board', (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: who.cookie, origin: testOrigin }, ...(payload ? { payload } : {}) });
  const board = async (who: SignedIn, query = '') => {
    const response = await send(who, 'GET', `/api/applications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ApplicationBoard;
  };
  const column = (view: ApplicationBoard, status: JobStatus) => view.columns.find((candidate) => candidate.status === status)!;
  const day = 86_400_000;

  it('lists every saved job in its status column, latest move first, with days in column and what was sent', async () => {
    const alice = await signInAsGuest(ctx.app);
    const now = Date.now();
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [
      { title: 'Frontend Engineer', company: 'Acme Robotics', statusHistory: [] },
      {
        title: 'Platform Engineer',
        company: 'Globex',
        status: 'applying',
        statusHistory: [{ status: 'applying', at: new Date(now - 3 * day).toISOString() }],
      },
      {
        title: 'Data Engineer',
        company: 'Initech',
        status: 'applying',
        statusHistory: [{ status: 'applying', at: new Date(now - day).toISOString() }],
      },
    ]);

    const before = await board(alice);
    expect(before.columns.map((entry) => entry.status)).toEqual(['new', 'researching', 'applying', 'applied', 'interviewing', 'offered', 'rejected']);
    expect(column(before, 'new').cards.map((card) => card.title)).toEqual(['Frontend Engineer']);
    expect(column(before, 'applying')).toMatchObject({ total: 2, nextOffset: null });
    expect(column(before, 'applying').cards.map((card) => card.title)).toEqual(['Data Engineer', 'Platform Engineer']);
    expect(Date.parse(column(before, 'applying').cards[1]!.inColumnSince)).toBe(now - 3 * day);
    expect(before.companies).toEqual(['Acme Robotics', 'Globex', 'Initech']);

    // A move (through the saved-jobs route the board uses) lands the card in its column, with the move's time.
    const moved = await send(alice, 'PATCH', `/api/jobs/${jobIds[1]}`, { status: 'applied' });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await board(alice);
    const applied = column(after, 'applied').cards;
    expect(applied.map((card) => card.title)).toEqual(['Platform Engineer']);
    expect(Date.now() - Date.parse(applied[0]!.inColumnSince)).toBeLessThan(60_000);
    expect(applied[0]!.appliedWith).toEqual({ resumeTitle: null, coverLetter: false });
    expect(column(after, 'applying').total).toBe(1);
  });

  it('filters by words, company, tag and follow-up due, and pages a long column', async () => {
    const alice = await signInAsGuest(ctx.app);
    const many = Array.from({ length: 53 }, (_, index) => ({ title: `Engineer ${index}`, company: index % 2 ? 'Globex' : 'Acme 100%' }));
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, many);
    const tagged = await send(alice, 'PATCH', `/api/applications/${jobIds[4]}`, { tags: ['Referral', 'referral', 'remote'] });
    expect(tagged.json()).toMatchObject({ tags: ['Referral', 'remote'] });
    const today = new Date().toISOString().slice(0, 10);
    expect((await send(alice, 'POST', `/api/applications/${jobIds[6]}/follow-ups`, { dueOn: today })).statusCode).toBe(201);

    const all = await board(alice);
    expect(column(all, 'new')).toMatchObject({ total: 53, nextOffset: 50 });
    expect(column(all, 'new').cards).toHaveLength(50);
    const rest = await board(alice, '?status=new&offset=50');
    expect(rest.columns).toHaveLength(1);
    expect(rest.columns[0]).toMatchObject({ status: 'new', total: 53, nextOffset: null });
    expect(rest.columns[0]!.cards).toHaveLength(3);
    const seen = new Set([...column(all, 'new').cards, ...rest.columns[0]!.cards].map((card) => card.jobId));
    expect(seen.size).toBe(53);

    expect(column(await board(alice, '?q=engineer%2012'), 'new').cards.map((card) => card.title)).toEqual(['Engineer 12']);
    // "%" means itself, not "anything".
    expect(column(await board(alice, '?q=100%25'), 'new').total).toBe(27);
    expect(column(await board(alice, '?company=Globex'), 'new').total).toBe(26);
    const byTag = await board(alice, '?tag=remote');
    expect(column(byTag, 'new').cards.map((card) => card.jobId)).toEqual([jobIds[4]]);
    expect(byTag.tags).toEqual(['Referral', 'remote']);
    const due = await board(alice, '?followUpDue=true');
    expect(column(due, 'new').cards.map((card) => card.jobId)).toEqual([jobIds[6]]);
    expect(column(due, 'new').cards[0]!.nextFollowUp).toMatchObject({ dueOn: today, due: true });
  });

  it('counts the funnel over every saved job: reached stages, conversion and median days', async () => {
    const alice = await signInAsGuest(ctx.app);
    const at = (days: number) => new Date(Date.UTC(2026, 10, 1) + days * day).toISOString();
    const saved = new Date(Date.UTC(2026, 10, 1));
    await seedSearchSession(
      ctx.database.db,
      alice.userId,
      [
        { status: 'new', statusHistory: [] },
        { status: 'applied', statusHistory: [{ status: 'applied', at: at(2) }] },
        {
          status: 'rejected',
          statusHistory: [
            { status: 'applied', at: at(4) },
            { status: 'interviewing', at: at(10) },
            { status: 'rejected', at: at(12) },
          ],
        },
        {
          status: 'offered',
          statusHistory: [
            { status: 'interviewing', at: at(6) },
            { status: 'offered', at: at(20) },
          ],
        },
      ],
      saved,
    );
    // Jobs are saved when first stored; these were saved on 1 November.
    await ctx.database.db.update(savedJobs).set({ createdAt: saved }).where(eq(savedJobs.userId, alice.userId));
    expect((await board(alice)).funnel).toEqual([
      { stage: 'saved', count: 4, conversion: null, medianDays: null },
      { stage: 'applied', count: 3, conversion: 0.75, medianDays: 4 },
      { stage: 'interviewing', count: 2, conversion: 2 / 3, medianDays: 3 },
      { stage: 'offered', count: 1, conversion: 0.5, medianDays: 14 },
    ]);
  });

  it("refuses bad filters and never shows another user's jobs", async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await seedSearchSession(ctx.database.db, alice.userId, [{ company: 'Secret Co' }]);
    expect(column(await board(bob), 'new').total).toBe(0);
    expect((await board(bob)).companies).toEqual([]);
    for (const query of ['?status=hired', '?offset=-1', '?offset=0x10', '?offset=', `?q=${'x'.repeat(201)}`, '?followUpDue=yes', '?q=%00']) {
      const response = await send(bob, 'GET', `/api/applications${query}`);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as ErrorBody).error.code).toBe('VALIDATION_ERROR');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/applications' })).statusCode).toBe(401);
  });
});
