import { describe, expect, it, vi } from 'vitest';
import { runGuestKeptHooks, runSignOutHooks } from '@/lib/session-hooks';

const disablePushNotifications = vi.fn(async () => undefined);
const carryOnboardingFlags = vi.fn();
vi.mock('@/features/notifications', () => ({ disablePushNotifications }));
vi.mock('@/features/preferences', () => ({ carryOnboardingFlags }));

describe('the app’s session hooks', () => {
  it('stops push alerts to this browser on sign-out, and carries a guest’s onboarding flags to their new account', async () => {
    await import('../session-hooks');
    await runSignOutHooks('user-1');
    expect(disablePushNotifications).toHaveBeenCalledWith('user-1');
    runGuestKeptHooks('guest-1', 'account-1');
    expect(carryOnboardingFlags).toHaveBeenCalledWith('guest-1', 'account-1');
  });
});
