import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FixtureJob } from '@seeker/agents/testing';
import type { SearchEvent } from '@seeker/contract';
import pg from 'pg';
import S3rver from 's3rver';
import { expect } from 'vitest';
import { startServer, type RunningServer } from '../../../web/e2e/support/server';
import { startRoundRobinProxy, type Proxy } from './round-robin-proxy';
import { startFakeJobSources, type FakeBoard, type FakeJobSources } from '../fakes/fake-job-sources';
import { startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp';
import { acmeFrontend } from '../fixtures/search-jobs';
import { createScratchDatabase, processOutputs, type Endpoint, type ScratchDatabase } from './server-processes';

/**
 * A split deployment in real processes: two ROLE=api and two ROLE=worker servers on one PostgreSQL,
 * files in an S3-compatible server (s3rver), mail to a fake SMTP server, and the client behind a
 * round-robin proxy, so every step may land on either api process. A step that proves something
 * crosses processes pins one api process by its own address.
 */

export const bucket = 'seeker-files';
const s3Credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1' };
const board = (companyName: string, job: FixtureJob): FakeBoard => ({ companyName, jobs: [{ ...job, company: companyName }] });
/** The search's board (api processes) and the schedule's two (workers): each board is read at most once an hour, by anyone. */
const globexBoard = board('Globex', { ...acmeFrontend, id: '5001' });
const initechBoard = board('Initech', { ...acmeFrontend, id: '6001' });
/** Maya's schedule reads two boards: Acme's hangs for the worker the test will kill, Initech's answers. */
export const scheduleBoards = ['greenhouse:acmerobotics', 'greenhouse:initech'];
/** Four servers starting at once on two cores (beside the browser suite in CI) take longer than one. */
export const startWithinMs = 120_000;

/** Files under `dir`, recursively (s3rver keeps each object as `<key>._S3rver_object`). */
export const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name)) : [];

/** The `data:` of each server-sent event, checked against its `id:` and `event:` lines. */
export function parseEventStream(text: string): SearchEvent[] {
  return text
    .split('\n\n')
    .filter((frame) => frame.includes('data: '))
    .map((frame) => {
      const field = (name: string) =>
        frame
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))!
          .slice(name.length + 2);
      const event = JSON.parse(field('data')) as SearchEvent;
      expect(field('id')).toBe(String(event.seq));
      expect(field('event')).toBe(event.stage);
      return event;
    });
}

/** The deployment's parts, each set once start() has made it (stop() ends whatever was made). */
export type SplitDeployment = {
  s3Dir?: string;
  s3?: S3rver;
  smtp?: FakeSmtp;
  apiSources?: FakeJobSources;
  /** Each worker reads its own fake boards, so a board request says which worker runs the slot. */
  workerSources: FakeJobSources[];
  database?: ScratchDatabase;
  db?: pg.Client;
  proxy?: Proxy;
  apis: RunningServer[];
  workers: RunningServer[];
  /** The worker a test starts in place of one it killed. */
  replacement?: RunningServer;
  /** A worker's environment, reading these fake boards. */
  workerEnv: (sources: FakeJobSources) => Record<string, string>;
  /** Everything goes through the proxy; pinned(i) reaches api process i directly, as a page of the proxy's origin. */
  front: Endpoint;
  pinned: (index: number) => Endpoint;
  start: () => Promise<void>;
  /** Every process's output so far, for a failure. */
  outputs: () => string;
  stop: () => Promise<void>;
};

export function splitDeployment(): SplitDeployment {
  const deployment: SplitDeployment = {
    workerSources: [],
    apis: [],
    workers: [],
    workerEnv: () => {
      throw new Error('the deployment has not started');
    },
    front: { url: 'http://the-deployment-has-not-started' },
    pinned: (index) => ({ url: `http://127.0.0.1:${deployment.apis[index]!.port}`, origin: deployment.proxy!.url }),
    start: () => start(deployment),
    outputs: () => {
      const { apis, workers, replacement } = deployment;
      return processOutputs({ api1: apis[0], api2: apis[1], worker1: workers[0], worker2: workers[1], 'replacement worker': replacement });
    },
    stop: () => stop(deployment),
  };
  return deployment;
}

async function start(deployment: SplitDeployment) {
  const { apis, workers, workerSources } = deployment;
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-s3rver-'));
  deployment.s3Dir = s3Dir;
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] });
  deployment.s3 = s3;
  const s3Port = (await s3.run()).port;
  const smtp = await startFakeSmtp();
  deployment.smtp = smtp;
  const apiSources = await startFakeJobSources({ boards: { 'greenhouse:globex': globexBoard } });
  deployment.apiSources = apiSources;
  // Acme's board never answers: the first slot is still running when its worker is killed.
  for (let index = 0; index < 2; index++)
    workerSources.push(await startFakeJobSources({ boards: { 'greenhouse:acmerobotics': 'hang', 'greenhouse:initech': initechBoard } }));
  const database = await createScratchDatabase('seeker_multi_process');
  deployment.database = database;
  const proxy = await startRoundRobinProxy();
  deployment.proxy = proxy;
  deployment.front = { url: proxy.url };

  const shared = {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: 'four-processes-share-this-secret-0123456789',
    SCHEDULER_TOKEN: 'four-processes-share-this-scheduler-token-0123',
    // Every process answers for the one public address, as behind a real load balancer.
    PUBLIC_URL: proxy.url,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: bucket,
    ...s3Credentials,
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Seeker <jobs@seeker.test>',
    JOB_SOURCES: 'greenhouse',
    // Runs a minute apart (by default a Custom cron waits an hour between runs).
    CUSTOM_SCHEDULE_MIN_MINUTES: '1',
  };
  const sourceEnv = (sources: FakeJobSources, timeoutMs: number) => ({
    GREENHOUSE_API_URL: sources.baseUrls.greenhouse,
    JOB_SOURCE_TIMEOUT_MS: String(timeoutMs),
  });
  // A hung board outlasts the wait for the first slot (the source's own deadline would end the run first).
  const workerEnv = (sources: FakeJobSources) => ({ ...shared, ...sourceEnv(sources, 120_000), ROLE: 'worker' });
  deployment.workerEnv = workerEnv;
  const started = await Promise.allSettled([
    startServer({ env: { ...shared, ...sourceEnv(apiSources, 10_000), ROLE: 'api' }, startWithinMs }),
    startServer({ env: { ...shared, ...sourceEnv(apiSources, 10_000), ROLE: 'api' }, startWithinMs }),
    startServer({ env: workerEnv(workerSources[0]!), startWithinMs }),
    startServer({ env: workerEnv(workerSources[1]!), startWithinMs }),
  ]);
  const servers = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  apis.push(...servers.slice(0, 2).filter((server) => server !== undefined));
  workers.push(...servers.slice(2).filter((server) => server !== undefined));
  const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  const exited = servers.filter((server) => server && server.process.exitCode !== null);
  if (failures.length > 0 || exited.length > 0) {
    throw new Error(
      `not all four processes came up:\n${failures.join('\n')}\n${processOutputs({ api1: servers[0], api2: servers[1], worker1: servers[2], worker2: servers[3] })}`,
    );
  }
  proxy.upstreams.push(...apis);
  const db = new pg.Client({ connectionString: database.url });
  deployment.db = db;
  await db.connect();
}

async function stop(deployment: SplitDeployment) {
  const { s3Dir, s3, smtp, apiSources, workerSources, database, db, proxy, apis, workers, replacement } = deployment;
  const servers = [...apis, ...workers, ...(replacement ? [replacement] : [])];
  await Promise.all(servers.map((server) => (server.process.exitCode === null && !server.process.signalCode ? server.stop('SIGKILL') : undefined)));
  await db?.end().catch(() => {});
  await database?.drop().catch(() => {});
  await proxy?.close();
  await s3?.close().catch(() => {});
  await smtp?.close();
  await apiSources?.close();
  for (const sources of workerSources) await sources.close();
  for (const dir of [...(s3Dir ? [s3Dir] : []), ...servers.map((server) => server.dataDir)]) fs.rmSync(dir, { recursive: true, force: true });
}
