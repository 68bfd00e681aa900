import { stageLimits, type Application, type ApplicationBoard, type ApplicationStage, type ApplicationTable } from '@seeker/contract';
import { expect, it } from 'vitest';
import { seedSearchSession } from '../support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from '../support/sign-in';
import { describeWithApp, testOrigin } from '../support/test-app';

// Issue 50, decision 0035: a user's own stages inside the spec's statuses.
describeWithApp('custom stages', (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, origin: testOrigin },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const stages = async (who: SignedIn) => ((await send(who, 'GET', '/api/application-stages')).json() as { stages: ApplicationStage[] }).stages;
  const addStage = async (who: SignedIn, status: string, name: string) => {
    const response = await send(who, 'POST', '/api/application-stages', { status, name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ApplicationStage;
  };
  const application = async (who: SignedIn, jobId: string) => (await send(who, 'GET', `/api/applications/${jobId}`)).json() as Application;
  const column = async (who: SignedIn, status: string) =>
    ((await send(who, 'GET', `/api/applications?status=${status}`)).json() as ApplicationBoard).columns[0]!.cards;

  async function threeJobs() {
    const alice = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [
      { title: 'Frontend Engineer', company: 'Acme' },
      { title: 'Data Engineer', company: 'Globex' },
      { title: 'Site Reliability Engineer', company: 'Initech' },
    ]);
    return { alice, jobIds };
  }

  it('adds stages last in their status, lists them in pipeline order, and refuses a name twice or one too many', async () => {
    const alice = await signInAsGuest(ctx.app);
    const onsite = await addStage(alice, 'interviewing', 'Onsite');
    const wishlist = await addStage(alice, 'new', 'Wishlist');
    const phone = await addStage(alice, 'interviewing', 'Phone screen');
    expect(onsite).toMatchObject({ status: 'interviewing', name: 'Onsite', position: 0 });
    expect(phone.position).toBe(1);
    expect((await stages(alice)).map((stage) => stage.id)).toEqual([wishlist.id, onsite.id, phone.id]);

    const twice = await send(alice, 'POST', '/api/application-stages', { status: 'interviewing', name: '  phone SCREEN ' });
    expect(twice.statusCode).toBe(409);
    // The stage it has is named, as it is written.
    expect(twice.json().error.message).toBe('Interviewing already has “Phone screen”.');
    // The same letters composed otherwise, or folded otherwise, are the same name.
    await addStage(alice, 'researching', 'Café');
    expect((await send(alice, 'POST', '/api/application-stages', { status: 'researching', name: 'Cafe\u0301' })).statusCode).toBe(409);
    await addStage(alice, 'researching', 'Straße');
    expect((await send(alice, 'POST', '/api/application-stages', { status: 'researching', name: 'STRASSE' })).statusCode).toBe(409);
    // The same name under another status is another stage.
    await addStage(alice, 'offered', 'Phone screen');

    for (let n = 2; n < stageLimits.perStatus; n += 1) await addStage(alice, 'interviewing', `Round ${n}`);
    const tooMany = await send(alice, 'POST', '/api/application-stages', { status: 'interviewing', name: 'One more' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(`Interviewing has ${stageLimits.perStatus} stages already. Remove one to add another.`);
    expect(await stages(alice)).toHaveLength(4 + stageLimits.perStatus);
  });

  it('refuses bad bodies with 400 and keeps the stages as they were', async () => {
    const alice = await signInAsGuest(ctx.app);
    const stage = await addStage(alice, 'interviewing', 'Onsite');
    const before = await stages(alice);
    const bad: [string, string, unknown][] = [
      ['POST', '/api/application-stages', { status: 'interviewing', name: '   ' }],
      ['POST', '/api/application-stages', { status: 'Wishlist', name: 'A' }],
      ['POST', '/api/application-stages', { status: 'interviewing', name: 'x'.repeat(stageLimits.name + 1) }],
      ['POST', '/api/application-stages', { status: 'interviewing', name: 'A\u0000B' }],
      ['POST', '/api/application-stages', { status: 'interviewing', name: 'A', position: 0 }],
      ['POST', '/api/application-stages', { status: 'interviewing', name: 7 }],
      ['PATCH', `/api/application-stages/${stage.id}`, {}],
      ['PATCH', `/api/application-stages/${stage.id}`, { position: -1 }],
      ['PATCH', `/api/application-stages/${stage.id}`, { position: 1.5 }],
      ['PATCH', `/api/application-stages/${stage.id}`, { status: 'offered' }],
      ['PATCH', '/api/application-stages/..%2F..', { name: 'B' }],
    ];
    for (const [method, url, body] of bad) {
      const response = await send(alice, method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
    }
    expect(await stages(alice)).toEqual(before);
    // 40 characters as they read, however typed: composed first, then counted.
    const composed = await send(alice, 'POST', '/api/application-stages', { status: 'applying', name: 'e\u0301'.repeat(stageLimits.name) });
    expect(composed.statusCode, composed.body).toBe(201);
    expect((composed.json() as ApplicationStage).name).toBe('é'.repeat(stageLimits.name));
    const long = await send(alice, 'POST', '/api/application-stages', { status: 'interviewing', name: 'x'.repeat(stageLimits.name + 1) });
    expect(long.json().error.details[0].message).toBe(`Up to ${stageLimits.name} characters`);
  });

  it('setting a stage moves the job to its status, groups the column by stage, and records both on the timeline', async () => {
    const { alice, jobIds } = await threeJobs();
    const [first, second, third] = jobIds as [string, string, string];
    const phone = await addStage(alice, 'interviewing', 'Phone screen');
    const onsite = await addStage(alice, 'interviewing', 'Onsite');

    const set = await send(alice, 'PUT', `/api/applications/${first}/stage`, { stageId: onsite.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ status: 'interviewing', stage: { id: onsite.id, name: 'Onsite' } });
    const page = await application(alice, first);
    expect(page.job.status).toBe('interviewing');
    const moves = page.job.statusHistory.length;
    expect(page.job.statusHistory.at(-1)?.status).toBe('interviewing');
    expect(page.stage).toEqual({ id: onsite.id, name: 'Onsite' });
    expect(
      page.timeline
        .slice(0, 2)
        .map((entry) => entry.kind)
        .sort(),
    ).toEqual(['moved', 'stage-set']);
    expect(page.timeline.find((entry) => entry.kind === 'stage-set')?.facts).toEqual({ name: 'Onsite' });

    await send(alice, 'PUT', `/api/applications/${second}/stage`, { stageId: phone.id });
    await send(alice, 'PATCH', `/api/jobs/${third}`, { status: 'interviewing' });
    // No stage first, then the stages in their order.
    expect((await column(alice, 'interviewing')).map((card) => [card.jobId, card.stage?.name ?? null])).toEqual([
      [third, null],
      [second, 'Phone screen'],
      [first, 'Onsite'],
    ]);
    const table = (await send(alice, 'GET', '/api/applications/table?sort=status&order=asc')).json() as ApplicationTable;
    expect(table.rows.map((row) => row.jobId)).toEqual([third, second, first]);

    // Another stage of the same status: no move, the timeline says which stage was left.
    await send(alice, 'PUT', `/api/applications/${first}/stage`, { stageId: phone.id });
    const again = await application(alice, first);
    expect(again.job.statusHistory).toHaveLength(moves);
    expect(again.timeline.slice(0, 2).map((entry) => [entry.kind, entry.facts?.name])).toEqual(
      expect.arrayContaining([
        ['stage-left', 'Onsite'],
        ['stage-set', 'Phone screen'],
      ]),
    );
    // The same stage again changes nothing; none takes it out of the stage and leaves its status.
    await send(alice, 'PUT', `/api/applications/${first}/stage`, { stageId: phone.id });
    expect((await application(alice, first)).timeline).toHaveLength(again.timeline.length);
    const none = await send(alice, 'PUT', `/api/applications/${first}/stage`, { stageId: null });
    expect(none.json()).toEqual({ status: 'interviewing', stage: null });

    const csv = (await send(alice, 'GET', '/api/exports/applications.csv?status=interviewing')).body.slice(1).trimEnd().split('\r\n');
    expect(csv[0]).toMatch(/^Company,Title,Location,Status,Stage,/);
    expect(csv.slice(1).map((line) => line.split(',').slice(0, 2).concat(line.split(',')[4]!))).toEqual([
      ['Initech', 'Site Reliability Engineer', ''],
      ['Acme', 'Frontend Engineer', ''],
      ['Globex', 'Data Engineer', 'Phone screen'],
    ]);
  });

  it('a move to another status leaves the stage (the timeline says which), and moving back does not bring it back', async () => {
    const { alice, jobIds } = await threeJobs();
    const onsite = await addStage(alice, 'interviewing', 'Onsite');
    await send(alice, 'PUT', `/api/applications/${jobIds[0]}/stage`, { stageId: onsite.id });
    await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { status: 'offered' });
    const moved = await application(alice, jobIds[0]!);
    expect(moved.stage).toBeNull();
    expect(moved.timeline.slice(0, 2).map((entry) => [entry.kind, entry.facts?.name ?? entry.status])).toEqual(
      expect.arrayContaining([
        ['moved', 'offered'],
        ['stage-left', 'Onsite'],
      ]),
    );
    await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { status: 'interviewing' });
    expect((await application(alice, jobIds[0]!)).stage).toBeNull();

    // A bulk move leaves it too.
    await send(alice, 'PUT', `/api/applications/${jobIds[1]}/stage`, { stageId: onsite.id });
    await send(alice, 'POST', '/api/applications/bulk', { jobIds: [jobIds[1]], status: 'rejected' });
    const bulk = await application(alice, jobIds[1]!);
    expect(bulk.stage).toBeNull();
    expect(bulk.timeline.filter((entry) => entry.kind === 'stage-left').map((entry) => entry.facts?.name)).toEqual(['Onsite']);

    // A stage of another status: the job moves, leaves its stage and enters the other, each recorded once.
    const offerCall = await addStage(alice, 'offered', 'Offer call');
    await send(alice, 'PUT', `/api/applications/${jobIds[2]}/stage`, { stageId: onsite.id });
    await send(alice, 'PUT', `/api/applications/${jobIds[2]}/stage`, { stageId: offerCall.id });
    const across = await application(alice, jobIds[2]!);
    expect(across.timeline.filter((entry) => entry.kind.startsWith('stage-')).map((entry) => [entry.kind, entry.facts?.name])).toEqual(
      expect.arrayContaining([
        ['stage-set', 'Offer call'],
        ['stage-left', 'Onsite'],
        ['stage-set', 'Onsite'],
      ]),
    );
    expect(across.timeline.filter((entry) => entry.kind === 'stage-left')).toHaveLength(1);
  });

  it('renames and reorders a stage (cards follow, the timeline keeps the name it had), and removing one leaves its jobs in their status', async () => {
    const { alice, jobIds } = await threeJobs();
    const phone = await addStage(alice, 'interviewing', 'Phone screen');
    const onsite = await addStage(alice, 'interviewing', 'Onsite');
    const offer = await addStage(alice, 'interviewing', 'Final round');
    await send(alice, 'PUT', `/api/applications/${jobIds[0]}/stage`, { stageId: phone.id });
    await send(alice, 'PUT', `/api/applications/${jobIds[1]}/stage`, { stageId: onsite.id });

    const renamed = await send(alice, 'PATCH', `/api/application-stages/${phone.id}`, { name: 'Recruiter call', position: 5 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Recruiter call', position: 2 });
    expect((await stages(alice)).map((stage) => [stage.name, stage.position])).toEqual([
      ['Onsite', 0],
      ['Final round', 1],
      ['Recruiter call', 2],
    ]);
    expect((await column(alice, 'interviewing')).map((card) => card.stage?.name)).toEqual(['Onsite', 'Recruiter call']);
    const page = await application(alice, jobIds[0]!);
    expect(page.stage?.name).toBe('Recruiter call');
    expect(page.timeline.find((entry) => entry.kind === 'stage-set')?.facts?.name).toBe('Phone screen');
    const taken = await send(alice, 'PATCH', `/api/application-stages/${phone.id}`, { name: 'onsite' });
    expect(taken.statusCode).toBe(409);

    expect((await send(alice, 'DELETE', `/api/application-stages/${onsite.id}`)).statusCode).toBe(204);
    expect((await stages(alice)).map((stage) => [stage.id, stage.position])).toEqual([
      [offer.id, 0],
      [phone.id, 1],
    ]);
    const left = await application(alice, jobIds[1]!);
    expect(left.job.status).toBe('interviewing');
    expect(left.stage).toBeNull();
    expect(left.timeline.find((entry) => entry.kind === 'stage-left')?.facts?.name).toBe('Onsite');
    expect((await send(alice, 'DELETE', `/api/application-stages/${onsite.id}`)).statusCode).toBe(404);
  });

  it("refuses another user's stage and job with 404 and changes nothing of theirs", async () => {
    const { alice, jobIds } = await threeJobs();
    const onsite = await addStage(alice, 'interviewing', 'Onsite');
    await send(alice, 'PUT', `/api/applications/${jobIds[0]}/stage`, { stageId: onsite.id });
    const bob = await signInAsGuest(ctx.app);
    const { jobIds: bobJobs } = await seedSearchSession(ctx.database.db, bob.userId, [{ title: 'Designer', company: 'Hooli' }]);

    const useTheirs = await send(bob, 'PUT', `/api/applications/${bobJobs[0]}/stage`, { stageId: onsite.id });
    expect(useTheirs.statusCode).toBe(404);
    expect(useTheirs.json().error.message).toBe('Stage not found');
    expect((await application(bob, bobJobs[0]!)).job.status).toBe('new');
    expect((await send(bob, 'PUT', `/api/applications/${jobIds[0]}/stage`, { stageId: null })).statusCode).toBe(404);
    expect((await send(bob, 'PATCH', `/api/application-stages/${onsite.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await send(bob, 'DELETE', `/api/application-stages/${onsite.id}`)).statusCode).toBe(404);
    expect(await stages(bob)).toEqual([]);
    expect(await stages(alice)).toEqual([onsite]);
    expect((await application(alice, jobIds[0]!)).stage).toEqual({ id: onsite.id, name: 'Onsite' });
  });

  it('Clear All keeps the jobs a user marked, archived or put in a stage, and removes the untouched', async () => {
    const alice = await signInAsGuest(ctx.app);
    const { sessionId, jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{}, {}, {}, {}]);
    const wishlist = await addStage(alice, 'new', 'Wishlist');
    await send(alice, 'PUT', `/api/applications/${jobIds[0]}/stage`, { stageId: wishlist.id });
    await send(alice, 'PATCH', `/api/applications/${jobIds[1]}`, { deadline: '2026-12-15' });
    await send(alice, 'PATCH', `/api/applications/${jobIds[2]}`, { archived: true });
    expect((await send(alice, 'DELETE', `/api/job-search-sessions/${sessionId}`)).statusCode).toBe(204);
    for (const kept of jobIds.slice(0, 3)) expect((await send(alice, 'GET', `/api/applications/${kept}`)).statusCode, kept).toBe(200);
    expect((await send(alice, 'GET', `/api/applications/${jobIds[3]}`)).statusCode).toBe(404);
  });
});
