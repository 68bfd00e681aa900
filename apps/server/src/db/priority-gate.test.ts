import { describe, expect, it } from 'vitest';
import { createPriorityGate, currentDbPriority, withDbPriority, type DbPriority } from './priority-gate';

/** Work that takes `ms` of (fake) database time and records when it ran. */
function recorder() {
  const order: string[] = [];
  const work =
    (name: string, ms = 1) =>
    async () => {
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return name;
    };
  return { order, work };
}

describe('priority gate', () => {
  it('runs one piece of work at a time, interactive work before the background work queued ahead of it', async () => {
    const gate = createPriorityGate();
    const { order, work } = recorder();
    const done = [...Array.from({ length: 5 }, (_, index) => gate.run(work(`search ${index}`), 'background')), gate.run(work('read'), 'interactive')];
    await Promise.all(done);
    await new Promise((resolve) => setImmediate(resolve));
    // The first background piece had started; the read goes next, not after the other four.
    expect(order).toEqual(['search 0', 'read', 'search 1', 'search 2', 'search 3', 'search 4']);
    expect(gate.stats()).toMatchObject({ running: false, waiting: { interactive: 0, background: 0 }, served: { interactive: 1, background: 5 } });
  });

  it('serves the parties (sessions) of a class in turn: ten requests of one person hold one place in the line, not ten', async () => {
    const gate = createPriorityGate();
    const { order, work } = recorder();
    const done = [
      gate.run(work('running'), 'interactive', 'mallory'),
      ...Array.from({ length: 4 }, (_, index) => gate.run(work(`mallory ${index}`), 'interactive', 'mallory')),
      gate.run(work('alice'), 'interactive', 'alice'),
      gate.run(work('bob'), 'interactive', 'bob'),
      gate.run(work('sign-in'), 'interactive'),
      gate.run(work('alice again'), 'interactive', 'alice'),
    ];
    await Promise.all(done);
    // Mallory asked first, so her first waiting piece goes first; then everyone else's before her second.
    expect(order).toEqual(['running', 'mallory 0', 'alice', 'bob', 'sign-in', 'mallory 1', 'alice again', 'mallory 2', 'mallory 3']);
  });

  it('takes the party from the code running, as it takes the priority', async () => {
    const gate = createPriorityGate();
    const { order, work } = recorder();
    const done = [
      gate.run(work('running'), 'interactive'),
      ...Array.from({ length: 3 }, (_, index) => withDbPriority('interactive', () => gate.run(work(`mallory ${index}`)), 'mallory')),
      withDbPriority('interactive', () => gate.run(work('alice')), 'alice'),
    ];
    await Promise.all(done);
    expect(order).toEqual(['running', 'mallory 0', 'alice', 'mallory 1', 'mallory 2']);
  });

  it('never runs two pieces at once', async () => {
    const gate = createPriorityGate();
    let inside = 0;
    let most = 0;
    const piece = async () => {
      inside++;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inside--;
    };
    await Promise.all(Array.from({ length: 30 }, (_, index) => gate.run(piece, index % 2 ? 'interactive' : 'background')));
    expect(most).toBe(1);
  });

  it('gives background work its share of the time while interactive work keeps coming', async () => {
    let clock = 0;
    const gate = createPriorityGate({ backgroundShare: 0.5, now: () => clock });
    const order: DbPriority[] = [];
    const piece = (priority: DbPriority) => async () => {
      order.push(priority);
      clock += 10;
    };
    const all = [
      ...Array.from({ length: 10 }, () => gate.run(piece('background'), 'background')),
      ...Array.from({ length: 40 }, () => gate.run(piece('interactive'), 'interactive')),
    ];
    await Promise.all(all);
    // Background is not starved behind the 40 reads: by the 20th piece it has had about half the time.
    const early = order.slice(0, 20);
    expect(early.filter((priority) => priority === 'background').length).toBeGreaterThanOrEqual(8);
  });

  it('lets the event loop turn between two pieces of work, so new requests are read meanwhile', async () => {
    const gate = createPriorityGate();
    const order: string[] = [];
    // Work that answers at once (as PGlite does, with no real I/O): 50 pieces chained by promises alone.
    const pieces = Array.from({ length: 50 }, (_, index) =>
      gate.run(async () => {
        order.push(`piece ${index}`);
      }, 'background'),
    );
    setImmediate(() => order.push('socket read'));
    await Promise.all(pieces);
    expect(order.indexOf('socket read')).toBeGreaterThan(0);
    expect(order.indexOf('socket read')).toBeLessThan(5);
  });

  it('tells its observer how long each piece waited for its turn and how long it held the database, by priority', async () => {
    let clock = 0;
    const seen: [DbPriority, number, number][] = [];
    const gate = createPriorityGate({ now: () => clock, observe: (priority, waited, held) => seen.push([priority, waited, held]) });
    const step = (ms: number) => async () => {
      clock += ms;
    };
    await Promise.all([gate.run(step(30), 'background'), gate.run(step(5), 'interactive')]);
    // The read asked at 0 and started once the search's 30 ms were over; each held what it took.
    expect(seen).toEqual([
      ['background', 0, 30],
      ['interactive', 30, 5],
    ]);
  });

  it('runs work that the running work asks for itself at once instead of deadlocking', async () => {
    const gate = createPriorityGate();
    const result = await gate.run(async () => `outer(${await gate.run(async () => 'inner')})`);
    expect(result).toBe('outer(inner)');
  });

  it('passes a failure to its caller and goes on with the next piece', async () => {
    const gate = createPriorityGate();
    const failed = gate.run(async () => {
      throw new Error('statement failed');
    });
    const next = gate.run(async () => 'next');
    await expect(failed).rejects.toThrow('statement failed');
    await expect(next).resolves.toBe('next');
  });

  it('knows the priority of the code running: background unless a request said otherwise', async () => {
    expect(currentDbPriority()).toBe('background');
    await withDbPriority('interactive', async () => {
      await Promise.resolve();
      expect(currentDbPriority()).toBe('interactive');
      await withDbPriority('background', async () => expect(currentDbPriority()).toBe('background'));
    });
    // Work queued by an interactive caller runs in its caller's context, whoever ran before it.
    const gate = createPriorityGate();
    const seen = await Promise.all([
      withDbPriority('background', () => gate.run(async () => currentDbPriority())),
      withDbPriority('interactive', () => gate.run(async () => currentDbPriority())),
    ]);
    expect(seen).toEqual(['background', 'interactive']);
  });
});
