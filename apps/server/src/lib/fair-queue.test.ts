import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('fair queue', () => {
  it('lets users take turns: five searches of one user do not queue the next user behind all five', async () => {
    const queue = createFairQueue({ concurrency: 1 });
    const order: string[] = [];
    const search = (name: string) => async () => {
      order.push(name);
      await tick();
    };
    await Promise.all([
      ...Array.from({ length: 5 }, (_, index) => queue.run('alice', search(`alice ${index}`))),
      queue.run('bob', search('bob 0')),
      queue.run('carol', search('carol 0')),
    ]);
    expect(order).toEqual(['alice 0', 'bob 0', 'carol 0', 'alice 1', 'alice 2', 'alice 3', 'alice 4']);
  });

  it('runs at most `concurrency` at once and one per user', async () => {
    const queue = createFairQueue({ concurrency: 2 });
    let running = 0;
    let most = 0;
    const perUser = new Map<string, number>();
    const search = (user: string) => async () => {
      running++;
      most = Math.max(most, running);
      perUser.set(user, (perUser.get(user) ?? 0) + 1);
      expect(perUser.get(user)).toBe(1);
      await tick();
      perUser.set(user, perUser.get(user)! - 1);
      running--;
    };
    await Promise.all(['a', 'a', 'a', 'b', 'b', 'c', 'd', 'a'].map((user) => queue.run(user, search(user))));
    expect(most).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, keys: 0 });
  });

  it('passes a failure to its caller and frees the slot', async () => {
    const queue = createFairQueue({ concurrency: 1 });
    const failed = queue.run('alice', async () => {
      throw new Error('search failed');
    });
    await expect(failed).rejects.toThrow('search failed');
    await expect(queue.run('alice', async () => 'next')).resolves.toBe('next');
  });
});
