// The noisy-neighbour bench's normal guests (noisy-neighbour.ts): each signs in, sets a reminder on a job it
// types in, searches once and otherwise works as in concurrent-users.ts.
import { arrivalMs, cookieOf, pollMs, preferencesIn, sleep, tailMs, think, type Call, type Guest, type Reminder, type Run } from './noisy-run';
import { ceilMinute, planReminder } from './reminder-zones';

const statuses = ['researching', 'applying', 'applied', 'interviewing'] as const;

const pause = () => sleep(think.min + Math.random() * (think.max - think.min));

/** One search as the Job Search screen runs it: accepted at once, its run asked every second, then its session read. */
async function search(call: Call, run: Run, { cookie, userId }: Guest, giveUpAt: number) {
  const clicked = performance.now();
  const runId = crypto.randomUUID();
  const started = await call('search', 'POST', '/api/agents/run-job-search', {
    cookie,
    body: { user_id: userId, run_id: runId },
    prefer: 'respond-async',
  });
  run.samples.push(started.sample);
  if (!started.sample.ok) return void run.searchesWithoutResults.push(`start answered ${started.sample.status}`);
  while (performance.now() < giveUpAt) {
    await sleep(1_000);
    const polled = await call('search progress', 'GET', `/api/agents/runs?runId=${runId}`, { cookie });
    run.samples.push(polled.sample);
    const found = (polled.json as { runs?: { status: string; sessionId: string | null; error: string | null }[] } | undefined)?.runs?.[0];
    if (found?.status === 'failed') return void run.searchesWithoutResults.push(`failed: ${found.error}`);
    if (found?.status !== 'done' || !found.sessionId) continue;
    const results = await call('search results', 'GET', `/api/job-search-sessions/${found.sessionId}`, { cookie });
    run.samples.push(results.sample);
    if (!results.sample.ok) return void run.searchesWithoutResults.push(`session answered ${results.sample.status}`);
    return void run.searchWaits.push(performance.now() - clicked);
  }
  run.searchesWithoutResults.push(`no results within ${tailMs / 1000} s after the run`);
}

/** Polls the guest's notifications from its reminder's minute until the reminder shows (or the bench gives up). */
async function watchReminder(call: Call, run: Run, { cookie, userId }: Guest, reminder: Reminder, giveUpAtEpoch: number) {
  await sleep(reminder.due - Date.now());
  while (Date.now() < giveUpAtEpoch) {
    const polled = await call('notifications', 'GET', `/api/users/${userId}/notifications`, { cookie });
    run.samples.push(polled.sample);
    const list = (polled.json as { notifications?: { title: string; createdAt: string }[] } | undefined)?.notifications ?? [];
    const shown = list.find((notification) => notification.title.startsWith('Follow up:'));
    if (shown) {
      reminder.seenAt = Date.now();
      reminder.stampedAt = Date.parse(shown.createdAt);
      return;
    }
    await sleep(pollMs);
  }
}

/** A normal guest: signs in (its zone picked for its reminder), types in a job and sets the reminder, then works as in concurrent-users.ts. */
export async function useAsGuest(
  call: Call,
  run: Run,
  deadline: number,
  deadlineEpoch: number,
  searchAt: number,
  giveUpAt: number,
  watchers: Promise<void>[],
) {
  await sleep(Math.random() * arrivalMs);
  const plan = planReminder(Date.now(), deadlineEpoch - 15_000);
  const signedIn = await call('sign-in', 'POST', '/api/auth/sign-in/anonymous', { body: {} });
  run.samples.push(signedIn.sample);
  if (!signedIn.sample.ok) return void run.remindersNotSet.push(`sign-in answered ${signedIn.sample.status}`);
  const guest: Guest = { cookie: cookieOf(signedIn.setCookie), userId: (signedIn.json as { user: { id: string } }).user.id };
  const { cookie, userId } = guest;
  const saved = await call('preferences', 'PUT', `/api/users/${userId}/preferences`, { cookie, body: preferencesIn(plan.zone) });
  run.samples.push(saved.sample);
  if (!saved.sample.ok) return void run.remindersNotSet.push(`preferences answered ${saved.sample.status}`);

  const typed = await call('typed-in job', 'POST', '/api/jobs/typed-in', {
    cookie,
    body: {
      url: `https://careers.example.com/jobs/${crypto.randomUUID()}`,
      title: 'Senior Frontend Engineer',
      company: 'Example Robotics',
      location: 'Berlin, Germany',
      salary: '€90,000 – €110,000 a year',
      description: 'TypeScript and React on a design system used by every team.',
    },
  });
  run.samples.push(typed.sample);
  const jobId = (typed.json as { job?: { id: string } } | undefined)?.job?.id;
  if (jobId) {
    const asked = Date.now();
    const added = await call('follow-up', 'POST', `/api/applications/${encodeURIComponent(jobId)}/follow-ups`, {
      cookie,
      body: { dueOn: plan.dueOn, note: 'Ask about the timeline' },
    });
    const answered = Date.now();
    run.samples.push(added.sample);
    const remindAt = Date.parse((added.json as { remindAt?: string } | undefined)?.remindAt ?? '');
    if (added.sample.ok && Number.isFinite(remindAt)) {
      // The minute job's first run at which the row was surely there: its remind_at, or the next whole minute.
      const minute = ceilMinute(Math.max(remindAt, asked));
      const reminder: Reminder = { due: answered <= minute ? minute : ceilMinute(answered), inRun: remindAt > asked };
      run.reminders.push(reminder);
      watchers.push(watchReminder(call, run, guest, reminder, deadlineEpoch + tailMs));
    } else run.remindersNotSet.push(`follow-up answered ${added.sample.status}`);
  } else run.remindersNotSet.push(`typed-in job answered ${typed.sample.status}`);

  let searched = false;
  let jobIds: string[] = [jobId ?? ''].filter(Boolean);
  let offset = 0;
  let step = 0;
  while (performance.now() < deadline) {
    await pause();
    if (!searched && performance.now() >= searchAt) {
      searched = true;
      await search(call, run, guest, giveUpAt);
      continue;
    }
    const kind = (['dashboard', 'job list', 'status change'] as const)[step++ % 3];
    if (kind === 'dashboard') {
      const dashboard = await call('dashboard', 'GET', `/api/users/${userId}/dashboard`, { cookie });
      run.samples.push(dashboard.sample);
      const page = (dashboard.json as { savedJobs?: { jobs: { jobId: string }[] } } | undefined)?.savedJobs;
      if (page && page.jobs.length > 0) jobIds = page.jobs.map((job) => job.jobId);
    } else if (kind === 'job list') {
      const list = await call('job list', 'GET', `/api/users/${userId}/jobs?offset=${offset}&limit=20`, { cookie });
      run.samples.push(list.sample);
      const next = (list.json as { nextOffset?: number | null } | undefined)?.nextOffset;
      offset = typeof next === 'number' ? next : 0;
    } else if (jobIds.length > 0) {
      const target = jobIds[Math.floor(Math.random() * jobIds.length)]!;
      const status = statuses[Math.floor(Math.random() * statuses.length)]!;
      run.samples.push((await call('status change', 'PATCH', `/api/jobs/${target}`, { cookie, body: { status } })).sample);
    }
  }
}
