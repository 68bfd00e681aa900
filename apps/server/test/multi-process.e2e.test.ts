import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createPdf, resumeFixtures } from '@seeker/agents/testing';
import type { AgentRunStatus, JobSearchSession, NotificationList, Resume, ResumeList, RunJobSearchResponse, SignedUrl } from '@seeker/contract';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../web/e2e/support/server';
import { searchPreferences } from './fixtures/search-jobs';
import { multipart } from './support/multipart';
import { api, authPost, everyMinute, scheduleOf, signInAsGuest, waitFor, type Caller, type Endpoint } from './support/server-processes';
import { bucket, filesUnder, parseEventStream, scheduleBoards, splitDeployment, startWithinMs } from './support/split-deployment';

/** "HH:MM" in UTC, `hours` from now: quiet hours two to three hours ahead never hold back this test's emails. */
const utcClock = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString().slice(11, 16);

// The deployment (support/split-deployment.ts): two api and two worker processes, S3, SMTP and a round-robin proxy.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two api and two worker processes on PostgreSQL and S3, behind a round-robin proxy', () => {
  const deployment = splitDeployment();
  const { apis, workers, workerSources, pinned } = deployment;

  let guest: Caller;
  let member: Caller & { email: string };

  beforeAll(() => deployment.start(), startWithinMs + 30_000);

  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      console.error(`process output at the failure:\n${deployment.outputs()}`);
    });
  });

  afterAll(() => deployment.stop());

  const sessionOn = async (endpoint: Endpoint, who: Caller) => {
    const response = await fetch(`${endpoint.url}/api/auth/get-session`, { headers: { cookie: who.cookie } });
    return (await response.json()) as { user: { id: string; email: string; isAnonymous?: boolean } } | null;
  };

  it('came up together on one fresh database: the migrations applied once', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const { rows } = await deployment.db!.query(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    expect(rows[0].n).toBe(journal.entries.length);
    for (const server of apis) expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
  });

  it('sessions: a guest session made on one api process is valid on the other; sign-up and sign-in with a password work through the proxy', async () => {
    guest = await signInAsGuest(pinned(0));
    expect((await sessionOn(pinned(1), guest))?.user.id).toBe(guest.userId);
    expect(await api(pinned(1), guest, 'GET', `/api/users/${guest.userId}/resumes`)).toMatchObject({ resumes: [] });
    // The check is real: without the cookie the same request is refused.
    expect((await fetch(`${pinned(1).url}/api/users/${guest.userId}/resumes`)).status).toBe(401);

    const credentials = { email: `maya-${crypto.randomBytes(4).toString('hex')}@example.test`, password: 'correct horse battery', name: 'Maya' };
    const signedUp = await authPost(deployment.front, '/sign-up/email', credentials);
    const signedIn = await authPost(deployment.front, '/sign-in/email', { email: credentials.email, password: credentials.password });
    expect(signedIn.userId).toBe(signedUp.userId);
    member = { ...signedIn, email: credentials.email };
    for (const index of [0, 1]) expect((await sessionOn(pinned(index), member))?.user).toMatchObject({ id: member.userId, email: credentials.email });
    await expect(authPost(deployment.front, '/sign-in/email', { email: credentials.email, password: 'wrong horse battery' })).rejects.toThrow(/401/);

    // Maya's schedule starts now, so its first minute comes while the next tests run: every minute, by
    // email, with quiet hours that cannot cover this test.
    await api(deployment.front, member, 'PUT', `/api/users/${member.userId}/preferences`, {
      ...everyMinute({ notificationType: 'Email', quietHours: { start: utcClock(2), end: utcClock(3) } }),
      companies: scheduleBoards,
    });
    expect(deployment.proxy!.served.filter((count) => count > 0)).toHaveLength(2);
  });

  it('uploads, downloads and signed links: a PDF uploaded on one api process lands in S3 and comes back byte for byte from the other', async () => {
    const pdf = createPdf(resumeFixtures.software.resume.split('\n').filter(Boolean).slice(0, 30));
    const form = multipart([{ name: 'file', fileName: 'Maya Patel CV.pdf', bytes: pdf, contentType: 'application/pdf' }]);
    const uploaded = await fetch(`${pinned(0).url}/api/users/${member.userId}/resumes`, {
      method: 'POST',
      headers: { ...form.headers, cookie: member.cookie, origin: deployment.proxy!.url },
      body: form.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const resume = (await uploaded.json()) as Resume;
    expect(resume).toMatchObject({ fileType: 'pdf', fileSize: pdf.length });

    // In the bucket, as the very bytes; on no process's own disk.
    const objects = filesUnder(path.join(deployment.s3Dir!, bucket, 'resumes', member.userId)).filter((file) => file.endsWith('._S3rver_object'));
    expect(objects).toHaveLength(1);
    expect(fs.readFileSync(objects[0]!).equals(pdf)).toBe(true);
    for (const server of [...apis, ...workers]) expect(fs.existsSync(path.join(server.dataDir, 'files'))).toBe(false);

    const listed = (await api(pinned(1), member, 'GET', `/api/users/${member.userId}/resumes`)) as ResumeList;
    expect(listed.resumes.map((item) => item.id)).toEqual([resume.id]);
    const download = await fetch(`${pinned(1).url}/api/resumes/${resume.id}/file`, { headers: { cookie: member.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const link = (await api(pinned(0), member, 'POST', `/api/resumes/${resume.id}/signed-url`)) as SignedUrl;
    const byLink = await fetch(`${pinned(1).url}${link.url}`);
    expect(byLink.status).toBe(200);
    expect(Buffer.from(await byLink.arrayBuffer()).equals(pdf)).toBe(true);
    // Through the proxy too (either process), without a session.
    expect((await fetch(`${deployment.front.url}${link.url}`)).status).toBe(200);

    const token = link.url.split('/').pop()!;
    const [payload, signature] = token.split('.') as [string, string];
    const otherSignature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const otherPayload = Buffer.from(JSON.stringify({ s: 'resume:someone-elses', e: Date.now() + 600_000 })).toString('base64url');
    for (const forged of [`${payload}.${otherSignature}`, `${otherPayload}.${signature}`]) {
      for (const endpoint of [pinned(0), pinned(1)]) expect((await fetch(`${endpoint.url}/api/files/${forged}`)).status).toBe(403);
    }
  });

  it(
    'a search started on one api process streams its progress from the other, found there by its id once it is recorded',
    { timeout: 60_000 },
    async () => {
      await api(deployment.front, guest, 'PUT', `/api/users/${guest.userId}/preferences`, searchPreferences({ companies: ['greenhouse:globex'] }));
      const runId = crypto.randomUUID();
      const starting = fetch(`${pinned(0).url}/api/agents/run-job-search`, {
        method: 'POST',
        headers: { cookie: guest.cookie, origin: deployment.proxy!.url, 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: guest.userId, run_id: runId }),
      });
      // Api 2 knows the run from the database: looked up by its id until api 1 has recorded it (a stream before that is a 404).
      await waitFor(
        'the run to be recorded',
        async () => ((await api(pinned(1), guest, 'GET', `/api/agents/runs?runId=${runId}`)) as { runs: AgentRunStatus[] }).runs[0],
        20_000,
      );
      const streamed = fetch(`${pinned(1).url}/api/agents/runs/${runId}/events`, { headers: { cookie: guest.cookie, accept: 'text/event-stream' } });
      const started = await starting;
      expect(started.status, await started.clone().text()).toBe(200);
      const result = (await started.json()) as RunJobSearchResponse;
      expect(result.run_id).toBe(runId);
      expect(result.job_listings.jobs.map((job) => job.company)).toContain('Globex');

      const stream = await streamed;
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const events = parseEventStream(await stream.text());
      const stages = events.map((event) => event.stage);
      expect(stages[0]).toBe('started');
      expect(stages.at(-1)).toBe('done');
      expect(stages).toEqual(expect.arrayContaining(['source', 'ranked', 'saved']));
      expect(events.find((event) => event.stage === 'source')?.source).toMatchObject({ name: 'greenhouse:globex', status: 'ok', count: 1 });
      expect(events.map((event) => event.seq)).toEqual([...events.map((event) => event.seq)].sort((a, b) => a - b));

      const run = (await api(pinned(1), guest, 'GET', `/api/agents/runs/${runId}`)) as AgentRunStatus;
      expect(run).toMatchObject({ status: 'done', sessionId: result.session_id });
      expect(run.events).toEqual(events);
      const session = (await api(pinned(1), guest, 'GET', `/api/job-search-sessions/${result.session_id}`)) as JobSearchSession;
      expect(session.jobs.map((job) => job.jobId)).toEqual(result.job_listings.jobs.map((job) => job.jobId));
    },
  );

  it(
    'a "* * * * *" schedule runs each minute once with two workers while the one running a slot is SIGKILLed: its slot is taken over, neither lost nor doubled',
    { timeout: 170_000 },
    async () => {
      // The first slot's worker is the one whose own fake was asked; it is killed once Initech's answer is
      // stored and Acme's is still awaited.
      const inFlight = await waitFor(
        'a worker to start the first slot',
        async () => {
          const index = workerSources.findIndex((sources) => sources.count('greenhouse', 'acmerobotics') > 0);
          if (index < 0) return undefined;
          const { rows } = await deployment.db!.query(`SELECT status FROM source_health WHERE key = 'greenhouse:initech'`);
          return rows[0]?.status === 'active' ? index : undefined;
        },
        100_000,
      );
      const schedule = await scheduleOf(deployment.front, member);
      expect(schedule.lastRun?.status).toBe('running');
      const slot = new Date(schedule.lastRun!.scheduledFor).toISOString();
      const nextSlot = new Date(new Date(slot).getTime() + 60_000).toISOString();
      const killed = workers[inFlight]!;
      killed.process.kill('SIGKILL');
      await killed.exited;

      // A supervisor would start a new worker in its place: two workers again for the slots to come.
      const replacing = startServer({ env: deployment.workerEnv(workerSources[inFlight]!), startWithinMs }).then(
        (server) => (deployment.replacement = server),
      );

      // The killed worker's slot job is still active: no other worker may take it before it expires.
      const { rows: active } = await deployment.db!.query(
        `SELECT id, data->>'slot' AS slot FROM pgboss.job WHERE name = 'scheduler-task-slot' AND state = 'active'`,
      );
      expect(active).toHaveLength(1);
      expect(new Date(active[0].slot).toISOString()).toBe(slot);
      // Its expiry (slotJobOptions: 300 s) stands in for the wait: the job is made that old, then pg-boss's
      // own maintenance pass (what a worker's supervisor runs every few minutes) fails it for a retry.
      await deployment.db!.query(`UPDATE pgboss.job SET started_on = started_on - expire_seconds * interval '1 second' WHERE id = $1`, [
        active[0].id,
      ]);
      const boss = new PgBoss({ connectionString: deployment.database!.url, supervise: false, schedule: false, migrate: false });
      await boss.start();
      try {
        await boss.supervise('scheduler-task-slot');
      } finally {
        await boss.stop({ graceful: false });
      }
      await replacing;
      expect(deployment.replacement!.process.exitCode).toBeNull();

      await waitFor(
        'the killed slot and the next one to be done',
        async () => {
          const { rows } = await deployment.db!.query(`SELECT scheduled_for FROM scheduled_search_runs WHERE schedule_id = $1 AND status = 'done'`, [
            schedule.id,
          ]);
          const done = new Set(rows.map((row) => (row.scheduled_for as Date).toISOString()));
          return done.has(slot) && done.has(nextSlot) ? true : undefined;
        },
        150_000,
      );
      const survivors = [workers[1 - inFlight]!, deployment.replacement!];
      for (const server of survivors) expect(await server.stop('SIGTERM')).toBe(0);

      const { rows: ledger } = await deployment.db!.query(
        `SELECT scheduled_for, status, started_at, session_id, job_count FROM scheduled_search_runs WHERE schedule_id = $1 ORDER BY scheduled_for`,
        [schedule.id],
      );
      expect(ledger.map((row) => [(row.scheduled_for as Date).toISOString(), row.status])).toEqual([
        [slot, 'done'],
        [nextSlot, 'done'],
      ]);
      // The minute after the kill ran on time, on a worker still alive, and both runs found the same jobs.
      expect((ledger[1].started_at as Date).getTime() - new Date(nextSlot).getTime()).toBeLessThan(10_000);
      expect(ledger[0].job_count).toBeGreaterThan(0);
      expect(ledger[1].job_count).toBe(ledger[0].job_count);
      // One session and one run record per slot: the killed attempt saved nothing, its retry saved once.
      const { rows: sessions } = await deployment.db!.query(`SELECT id FROM job_search_sessions WHERE user_id = $1`, [member.userId]);
      expect(sessions.map((row) => row.id).sort()).toEqual(ledger.map((row) => row.session_id).sort());
      const { rows: runs } = await deployment.db!.query(`SELECT status FROM agent_runs WHERE user_id = $1 AND id LIKE 'sched-%'`, [member.userId]);
      expect(runs.map((row) => row.status)).toEqual(['done', 'done']);
      // Each slot's job completed once; the killed one on its second attempt.
      const { rows: jobs } = await deployment.db!.query(
        `SELECT data->>'slot' AS slot, state, retry_count FROM pgboss.job WHERE name = 'scheduler-task-slot' AND data->>'slot' = ANY($1::text[])`,
        [[slot, nextSlot]],
      );
      expect(jobs.map((job) => [new Date(job.slot).toISOString(), job.state, job.retry_count]).sort()).toEqual([
        [slot, 'completed', 1],
        [nextSlot, 'completed', 0],
      ]);
      // Each board was asked once, by the killed worker, whatever process ran later: a board is read at most
      // once an hour, and the later runs took Initech's job from the shared index.
      for (const key of ['acmerobotics', 'initech'])
        expect(workerSources.map((sources) => sources.count('greenhouse', key))).toEqual(
          workerSources.map((_, index) => (index === inFlight ? 1 : 0)),
        );
    },
  );

  it('notifications: each run that found new jobs is in the bell on either api process, and sent as exactly one email', async () => {
    const { rows: withNews } = await deployment.db!.query(`SELECT new_jobs FROM scheduled_search_runs WHERE user_id = $1 AND new_jobs > 0`, [
      member.userId,
    ]);
    expect(withNews.length).toBeGreaterThanOrEqual(1);
    const bell = (await api(deployment.front, member, 'GET', `/api/users/${member.userId}/notifications`)) as NotificationList;
    expect(bell.notifications).toHaveLength(withNews.length);
    expect(bell.unread).toBe(withNews.length);
    expect(bell.notifications.map((notification) => notification.title).sort()).toEqual(
      withNews.map((row) => `${row.new_jobs} new ${row.new_jobs === 1 ? 'job' : 'jobs'} for Frontend Engineer`).sort(),
    );
    for (const index of [0, 1]) expect(await api(pinned(index), member, 'GET', `/api/users/${member.userId}/notifications`)).toEqual(bell);

    const mails = deployment.smtp!.mails.filter((mail) => mail.to.includes(member.email));
    expect(deployment.smtp!.mails).toHaveLength(mails.length);
    expect(mails).toHaveLength(bell.notifications.length);
    const subjects = mails.map((mail) => /^Subject: (.*)$/m.exec(mail.text)?.[1]);
    expect(subjects.sort()).toEqual(bell.notifications.map((notification) => notification.title).sort());
    const { rows: delivery } = await deployment.db!.query(`SELECT email, deliver_at <= created_at AS at_once FROM notifications WHERE user_id = $1`, [
      member.userId,
    ]);
    expect(delivery).toEqual(withNews.map(() => ({ email: 'sent', at_once: true })));
  });
});
