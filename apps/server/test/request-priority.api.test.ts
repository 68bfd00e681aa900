import { expect, it } from 'vitest';
import { withDbPriority } from '../src/db/priority-gate';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

// The embedded database serves one statement at a time; PostgreSQL has a pool and no such queue.
describeWithApp(
  'requests ahead of background work on the embedded database',
  (ctx) => {
    it('answers a read while a search-sized batch of background statements is still waiting', async () => {
      const alice = await signInAsGuest(ctx.app);
      await seedSearchSession(ctx.database.db, alice.userId, [{}, {}, {}]);
      const dashboard = () => ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/dashboard`, headers: { cookie: alice.cookie } });
      expect((await dashboard()).statusCode).toBe(200);

      // 40 statements of 20 ms each, queued at once as a search's or the job queue's work would be.
      const finished: number[] = [];
      const batch = withDbPriority('background', () =>
        Array.from({ length: 40 }, (_, index) => ctx.database.executeSql('select pg_sleep(0.02)').then(() => finished.push(index))),
      );
      const read = await dashboard();
      const doneBeforeRead = finished.length;
      await Promise.all(batch);

      expect(read.statusCode).toBe(200);
      // It waited for the statement running (and its share), not for the whole batch.
      expect(doneBeforeRead).toBeLessThan(10);
      expect(ctx.database.queueStats!().waiting).toEqual({ interactive: 0, background: 0 });
    });

    it('reads new requests while the queue is long: the event loop turns between statements', async () => {
      const batch = withDbPriority('background', () => Array.from({ length: 200 }, () => ctx.database.executeSql('select 1')));
      let pending = batch.length;
      batch.forEach((statement) => void statement.then(() => pending--));
      const stillPending = await new Promise<number>((resolve) => setTimeout(() => resolve(pending), 0));
      await Promise.all(batch);
      expect(stillPending).toBeGreaterThan(100);
    });
  },
  {},
  ['pglite'],
);
