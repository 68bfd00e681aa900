import {
  notificationSettingsMessages,
  notificationSettingsSchema,
  type NotificationSettingsResponse,
  type Preferences,
  type SearchSchedule,
} from '@seeker/contract';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { LoadingLine } from '@/components/ui/loading-line';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { PushToggle } from './push-toggle';
import { TestNotification } from './test-notification';
import { usePreferences, useSavePreferences, ScheduleNotificationFields } from '@/features/preferences';

type NotificationFields = Pick<SearchSchedule, 'notificationType' | 'quietHours' | 'timezone'>;
type Draft = NotificationFields & { alertEmail: string };

const fieldsOf = ({ notificationType, quietHours, timezone }: SearchSchedule): NotificationFields => ({ notificationType, quietHours, timezone });
const sameFields = (a: NotificationFields, b: NotificationFields) =>
  JSON.stringify(fieldsOf(a as SearchSchedule)) === JSON.stringify(fieldsOf(b as SearchSchedule));

/**
 * Settings' Notifications tab: the default notification type, quiet hours and time zone (the same
 * values as the search schedule in Job Preferences), the email alerts go to, push for this browser,
 * and a test notification.
 */
export function NotificationsTab({ userId }: { userId: string }) {
  const preferences = usePreferences({ userId });
  const settings = useNotificationSettings(userId);
  // One read of both; while either is still on its way, neither's failure shows yet.
  const pending = preferences.isPending || settings.isPending;
  const both = {
    data: preferences.data && settings.data ? { preferences: preferences.data.preferences, settings: settings.data } : undefined,
    isError: !pending && (preferences.isError || settings.isError),
    refetch: () => Promise.all([preferences.refetch(), settings.refetch()]),
  };
  return (
    <QueryState
      query={both}
      look="plain"
      message="Could not load your notification settings."
      loading={<LoadingLine>Loading notification settings…</LoadingLine>}
    >
      {({ preferences: saved, settings: stored }) => (
        <NotificationsForm
          userId={userId}
          saved={{ ...fieldsOf(saved.searchSchedule), alertEmail: stored.alertEmail ?? '' }}
          preferences={saved}
          accountEmail={stored.accountEmail}
          pendingAlertEmail={stored.pendingAlertEmail}
          emailConfigured={stored.emailConfigured}
          pushConfigured={stored.pushConfigured}
        />
      )}
    </QueryState>
  );
}

type FormProps = {
  userId: string;
  saved: Draft;
  preferences: Preferences;
  accountEmail: string | null;
  pendingAlertEmail: string | null;
  emailConfigured: boolean;
  pushConfigured: boolean;
};

function NotificationsForm({ userId, saved, preferences, accountEmail, pendingAlertEmail, emailConfigured, pushConfigured }: FormProps) {
  const emailId = useId();
  const [draft, setDraft] = useState<Draft>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState(false);
  const [done, setDone] = useState(false);
  const savePreferences = useSavePreferences();
  const saveSettings = useSaveNotificationSettings();
  const pending = savePreferences.isPending || saveSettings.isPending;
  const unsaved = JSON.stringify(draft) !== JSON.stringify(saved);
  const guest = accountEmail === null;

  async function save() {
    setProblem(null);
    setDone(false);
    const email = notificationSettingsSchema.safeParse({ alertEmail: draft.alertEmail.trim() || null });
    setEmailProblem(!email.success);
    if (!email.success) {
      setProblem(email.error.issues[0]?.message ?? 'Enter a valid email address');
      return;
    }
    const reason = (error: unknown) =>
      error instanceof ApiError && error.code !== 'UNKNOWN' ? error.message : notificationSettingsMessages.saveFailed;
    // The address first: when it is refused (a link sent a minute ago, say), nothing else is saved either.
    let stored: NotificationSettingsResponse | null = null;
    try {
      if ((email.data.alertEmail ?? '') !== saved.alertEmail) stored = await saveSettings.mutateAsync({ userId, settings: email.data });
    } catch (error) {
      setEmailProblem(true);
      setProblem(reason(error));
      return;
    }
    // The form now shows what was stored (the server trims, and keeps the sign-in address as "none").
    setDraft((current) => ({ ...current, alertEmail: stored ? (stored.alertEmail ?? '') : saved.alertEmail }));
    try {
      if (!sameFields(draft, saved)) {
        const { alertEmail: _alertEmail, ...fields } = draft;
        await savePreferences.mutateAsync({ userId, preferences: { ...preferences, searchSchedule: { ...preferences.searchSchedule, ...fields } } });
      }
      setDone(true);
    } catch (error) {
      setProblem(stored ? `The alert email was saved; the notification type, quiet hours and time zone were not. ${reason(error)}` : reason(error));
    }
  }

  return (
    <section aria-labelledby="notifications-tab-heading" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="notifications-tab-heading" className="text-lg font-semibold">
          How Seeker tells you about new jobs
        </h2>
        <p className="text-sm text-muted-foreground">
          Scheduled searches use these.{' '}
          {preferences.searchSchedule.enabled ? (
            'Your scheduled search is on.'
          ) : (
            <>
              Your scheduled search is off: turn it on in Job Preferences on the{' '}
              <Link to="/" className="text-primary underline underline-offset-2">
                Dashboard
              </Link>
              .
            </>
          )}
        </p>
      </div>
      <form
        noValidate
        className="grid gap-4 rounded-lg border p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ScheduleNotificationFields schedule={draft} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} disabled={pending} />
        <div className="grid gap-2">
          <Label htmlFor={emailId}>Email for alerts</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="email"
            value={draft.alertEmail}
            placeholder={accountEmail ?? ''}
            disabled={guest || pending}
            aria-invalid={problem !== null && emailProblem}
            aria-describedby={emailProblem ? `${emailId}-error ${emailId}-hint` : `${emailId}-hint`}
            onChange={(event) => setDraft((current) => ({ ...current, alertEmail: event.target.value }))}
          />
          <p id={`${emailId}-hint`} className="text-xs text-muted-foreground">
            {guest
              ? notificationSettingsMessages.guestEmail
              : `Leave empty to use your sign-in email, ${accountEmail}. A new address is used once you open the link we send to it.${emailConfigured ? '' : ' Email is not set up on this server yet.'}`}
          </p>
          {pendingAlertEmail && (
            <p role="status" className="text-sm">
              {notificationSettingsMessages.pending(pendingAlertEmail)}
            </p>
          )}
        </div>
        {problem && (
          <p id={emailProblem ? `${emailId}-error` : undefined} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        {done && !unsaved && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            Notification settings saved.
          </p>
        )}
        <Button type="submit" className="justify-self-start" disabled={!unsaved || pending}>
          <Save aria-hidden="true" />
          {pending ? 'Saving…' : 'Save notification settings'}
        </Button>
      </form>
      <div className="grid gap-4 rounded-lg border p-4">
        <PushToggle userId={userId} configured={pushConfigured} />
      </div>
      <div className="grid gap-2 rounded-lg border p-4">
        <h3 className="text-sm font-medium">Test notification</h3>
        <TestNotification userId={userId} unsaved={unsaved} />
      </div>
    </section>
  );
}
