import { disablePushNotifications } from '@/features/notifications';
import { carryOnboardingFlags } from '@/features/preferences';
import { onGuestKept, onSignOut } from '@/lib/session-hooks';

// This browser stops getting the user's alerts when they sign out: the next person here must not see them.
onSignOut(disablePushNotifications);
// A guest who becomes an account keeps their data, so the account also keeps what the guest already saw.
onGuestKept(carryOnboardingFlags);
