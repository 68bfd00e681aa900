import { describe, expect, it, vi } from 'vitest';
import { onGuestKept, onSignOut, runGuestKeptHooks, runSignOutHooks } from './session-hooks';

describe('session hooks', () => {
  it('runs every sign-out hook with the user, and one that fails stops none of the others', async () => {
    const first = vi.fn(async () => {
      throw new Error('push service down');
    });
    const second = vi.fn(async () => undefined);
    const offFirst = onSignOut(first);
    const offSecond = onSignOut(second);
    await expect(runSignOutHooks('user-1')).resolves.toBeUndefined();
    expect(first).toHaveBeenCalledWith('user-1');
    expect(second).toHaveBeenCalledWith('user-1');
    offFirst();
    offSecond();
    await runSignOutHooks('user-2');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs every guest-kept hook with both ids, even after one throws', () => {
    const failing = vi.fn(() => {
      throw new Error('storage full');
    });
    const kept = vi.fn();
    const offs = [onGuestKept(failing), onGuestKept(kept)];
    expect(() => runGuestKeptHooks('guest-1', 'account-1')).not.toThrow();
    expect(kept).toHaveBeenCalledWith('guest-1', 'account-1');
    for (const off of offs) off();
  });
});
