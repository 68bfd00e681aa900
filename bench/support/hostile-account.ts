// The noisy-neighbour bench's hostile account (noisy-neighbour.ts): its page served on loopback, and its
// attacks, each in parallel loops as fast as the server answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { applicationLimits, jobDraftLimits } from '../../packages/contract/src';
import { allAttacks, cookieOf, preferencesIn, sleep, type Answer, type Attack, type AttackStats, type Call, type Run } from './noisy-run';
import { dayIn, oldestReminderZone } from './reminder-zones';

/** Requests in flight at once for each of the hostile account's attacks. */
const hostileParallel = 2;
/** After a 429 the hostile account waits this long and tries again. */
const hostileBackoffMs = 500;

// The hostile page, served on loopback only: an item the microdata reader must walk, 120,000 tags deep.
const hostilePage = `<div itemscope itemtype="https://schema.org/JobPosting"><h1 itemprop="title">X</h1>${'<b>'.repeat(120_000)}</div>`;

/** The hostile page's server on 127.0.0.1 (the server is told to trust that origin), counting the pages it served. */
export async function startHostilePage() {
  let hits = 0;
  const server = http.createServer((_request, response) => {
    hits++;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostilePage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The page's size in characters. */
    length: hostilePage.length,
    hits: () => hits,
    close: () => server.close(),
  };
}
export type HostilePage = Awaited<ReturnType<typeof startHostilePage>>;

const longDescription = (() => {
  const words = 'Senior TypeScript React Node.js GraphQL PostgreSQL Kubernetes engineer remote Berlin salary equity team platform'.split(' ');
  let text = '';
  for (let index = 0; text.length < jobDraftLimits.description; index++) text += `${words[index % words.length]}${index % 17 === 16 ? '.\n' : ' '}`;
  return text.slice(0, jobDraftLimits.description - 1) + 'x';
})();
const longNote = 'Follow up '.repeat(applicationLimits.note / 10).slice(0, applicationLimits.note);

export async function beHostile(call: Call, run: Run, deadline: number, attacks: Attack[], page: HostilePage) {
  const stats = Object.fromEntries(allAttacks.map((attack): [Attack, AttackStats] => [attack, { statuses: new Map(), ms: [], bytes: 0 }])) as Record<
    Attack,
    AttackStats
  >;
  const trick = oldestReminderZone(Date.now());
  const email = `noisy-${Date.now()}@example.test`;
  const hostile: NonNullable<Run['hostile']> = {
    email,
    zone: trick.zone,
    remindAt: new Date(trick.at).toISOString(),
    stats,
    jobs: 0,
    followUps: 0,
    pageHits: 0,
  };
  run.hostile = hostile;
  const hitsBefore = page.hits();
  const signedUp = await call('hostile', 'POST', '/api/auth/sign-up/email', {
    body: { email, password: 'correct horse battery', name: 'Noisy Neighbour' },
  });
  if (!signedUp.sample.ok) return void (hostile.problem = `sign-up answered ${signedUp.sample.status}`);
  const cookie = cookieOf(signedUp.setCookie);
  const userId = (signedUp.json as { user: { id: string } }).user.id;
  // A search needs saved preferences, and saved ones name the zone follow-ups are read in: the trick zone.
  const saved = await call('hostile', 'PUT', `/api/users/${userId}/preferences`, { cookie, body: preferencesIn(trick.zone) });
  if (!saved.sample.ok) return void (hostile.problem = `preferences answered ${saved.sample.status}`);
  const zoneQuery = `timezone=${encodeURIComponent(trick.zone)}`;

  const followUpsOn = new Map<string, number>();
  let pageNumber = 0;
  let typedIn = 0;
  const once: Record<Attack, () => Promise<Answer | undefined>> = {
    'add-by-link': () =>
      call('hostile', 'POST', `/api/jobs/from-link?${zoneQuery}`, { cookie, body: { url: `${page.origin}/jobs/${++pageNumber}` } }),
    'typed-in': async () => {
      const answer = await call('hostile', 'POST', '/api/jobs/typed-in', {
        cookie,
        body: {
          url: `https://noisy.example.com/jobs/${++typedIn}`,
          title: `Staff Engineer ${typedIn}`,
          company: 'Noisy Neighbour Ltd',
          location: 'Remote',
          salary: '$200,000 a year',
          description: longDescription,
        },
      });
      const id = (answer.json as { job?: { id: string } } | undefined)?.job?.id;
      if (id && !followUpsOn.has(id)) {
        followUpsOn.set(id, 0);
        hostile.jobs++;
      }
      return answer;
    },
    'follow-ups': async () => {
      let jobId = [...followUpsOn].find(([, count]) => count < applicationLimits.followUps)?.[0];
      if (!jobId && !attacks.includes('typed-in')) {
        // Without the typed-in attack, a short job of its own to hang follow-ups on (not counted).
        const made = await call('hostile', 'POST', '/api/jobs/typed-in', {
          cookie,
          body: {
            url: `https://noisy.example.com/short/${++typedIn}`,
            title: `Engineer ${typedIn}`,
            company: 'Noisy Neighbour Ltd',
            location: '',
            salary: '',
            description: '',
          },
        });
        jobId = (made.json as { job?: { id: string } } | undefined)?.job?.id;
        if (jobId) followUpsOn.set(jobId, 0);
      }
      if (!jobId) return undefined; // no job with room yet: the typed-in loop makes them
      followUpsOn.set(jobId, followUpsOn.get(jobId)! + 1);
      const answer = await call('hostile', 'POST', `/api/applications/${encodeURIComponent(jobId)}/follow-ups?${zoneQuery}`, {
        cookie,
        body: { dueOn: dayIn(Date.now(), trick.zone), note: longNote },
      });
      if (answer.sample.ok) hostile.followUps++;
      else followUpsOn.set(jobId, answer.sample.status === 409 ? applicationLimits.followUps : followUpsOn.get(jobId)! - 1);
      return answer;
    },
    export: () => call('hostile', 'GET', `/api/users/${userId}/export`, { cookie, binary: true }),
    search: () =>
      call('hostile', 'POST', '/api/agents/run-job-search', {
        cookie,
        body: { user_id: userId, run_id: crypto.randomUUID() },
        prefer: 'respond-async',
      }),
  };
  const loop = async (attack: Attack) => {
    while (performance.now() < deadline) {
      const answer = await once[attack]();
      if (!answer) {
        await sleep(100);
        continue;
      }
      const { status, ms } = answer.sample;
      stats[attack].statuses.set(status, (stats[attack].statuses.get(status) ?? 0) + 1);
      stats[attack].ms.push(ms);
      if (answer.sample.ok) stats[attack].bytes += answer.bytes;
      if (status === 429) await sleep(hostileBackoffMs);
    }
  };
  await Promise.all(attacks.flatMap((attack) => Array.from({ length: hostileParallel }, () => loop(attack))));
  hostile.pageHits = page.hits() - hitsBefore;
}
