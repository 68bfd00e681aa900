import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { createPageReader } from '../pages/page-reader';
import { workerNiceness } from './worker-pool';

/** Niceness of each thread of this process, from /proc (field 19 of a thread's stat). */
function threadNiceness(): number[] {
  return fs.readdirSync('/proc/self/task').flatMap((id) => {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // the thread ended while being listed
    }
  });
}

describe.runIf(process.platform === 'linux' && os.getPriority() + workerNiceness <= 19)('worker threads run below the request thread', () => {
  it('a page read runs on a thread niced by workerNiceness, and the thread that asked keeps its priority', async () => {
    const own = os.getPriority();
    const lowered = Math.min(19, own + workerNiceness);
    const before = threadNiceness().filter((nice) => nice === lowered).length;
    const reader = createPageReader();
    try {
      await reader.read('<html><head><title>Engineer</title></head></html>', 'https://example.com/job');
      expect(threadNiceness().filter((nice) => nice === lowered).length).toBeGreaterThan(before);
      expect(os.getPriority()).toBe(own);
    } finally {
      await reader.close();
    }
  });
});
