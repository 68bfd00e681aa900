import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it("keeps a failed query's driver error and drops the SQL and its parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (email)=(jane@example.com)',
    });
    const error = new DrizzleQueryError('insert into "job_preferences" values ($1)', ['{"titles":["Secret Title"]}'], cause);
    const described = describeError(error);
    const text = JSON.stringify(described);
    expect(described).toMatchObject({ type: 'DatabaseQueryError', message: 'invalid byte sequence for encoding "UTF8": 0x00', code: '22021' });
    expect(text).not.toContain('Secret Title');
    expect(text).not.toContain('insert into');
    expect(text).not.toContain('jane@example.com');
  });

  it('keeps type, message and stack frames of other errors', () => {
    const described = describeError(new TypeError('boom'));
    expect(described).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(described.stack).toMatch(/^\s+at /);
  });

  it('keeps what a system call failed at, not the path it names', () => {
    const error = Object.assign(new Error("ENOENT: no such file or directory, open '/data/files/resumes/u1/1_Jane_Doe_CV.pdf'"), {
      code: 'ENOENT',
      syscall: 'open',
      path: '/data/files/resumes/u1/1_Jane_Doe_CV.pdf',
    });
    const described = describeError(error);
    expect(described.message).toBe('ENOENT during open');
    expect(JSON.stringify(described)).not.toContain('Jane_Doe');
  });

  it('describes a thrown non-error by its type only', () => {
    expect(describeError('a secret string')).toEqual({ type: 'string' });
  });

  it('describes a plain object by its own name, message and code (pg-boss emits such for a lost connection), and nothing else of it', () => {
    const emitted = { name: 'PgBossError', message: 'Connection terminated unexpectedly', code: '57P01', query: 'SELECT secret' };
    expect(describeError(emitted)).toEqual({ type: 'PgBossError', message: 'Connection terminated unexpectedly', code: '57P01' });
    expect(describeError({ message: 'x'.repeat(2_000) }).message).toHaveLength(500);
    expect(describeError({ other: 1 })).toEqual({ type: 'object' });
    expect(describeError(null)).toEqual({ type: 'object' });
  });
});
