import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A pid that surely belongs to no running process: one that just exited. */
function deadPid() {
  return spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
}

describe('lockDataDir', () => {
  it('refuses a directory another live process holds, naming the pid and the way out', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'seeker.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`Another Seeker process (pid ${process.ppid}) is already using the data directory ${dir}`);
  });

  it('takes over a lock whose pid now belongs to a different, later process', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'seeker.lock'), `${process.ppid} 1`);
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'seeker.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}( \\d+)?$`));
    lock.release();
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'seeker.lock'), deadPid());
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'seeker.lock'), 'utf8').split(' ')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('creates the directory, holds it, and frees it on release', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'seeker.lock'))).toBe(true);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'seeker.lock'))).toBe(false);
    lockDataDir(dir).release();
  });
});
