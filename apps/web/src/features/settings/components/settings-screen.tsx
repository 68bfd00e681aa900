import { LogOut } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { AccountTab } from './account-tab';
import { KnowledgeNote } from './knowledge-note';
import { NotificationsTab } from './notifications-tab';
import { ResumeTab } from './resume-tab';
import { GuestSignOutDialog, useSignOut } from '@/features/auth';

export type SettingsUser = { id: string; name: string; email: string; isAnonymous: boolean };

const tabs = [
  { id: 'resume', label: 'Resume' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'account', label: 'Account' },
] as const;
type TabId = (typeof tabs)[number]['id'];

const isTab = (value: string | null): value is TabId => tabs.some((tab) => tab.id === value);

/** Settings (spec part 2 section 2): tabs Resume, Notifications and Account, plus Log Out; the tab is in the address (?tab=). */
export function SettingsScreen({ user }: { user: SettingsUser }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabId = isTab(requested) ? requested : 'resume';
  const { signOut, signingOut, signOutError, confirmation } = useSignOut();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        title="Settings"
        subtitle="Your resumes, how Seeker tells you about new jobs, and your account."
        actions={
          <Button variant="outline" onClick={() => void signOut({ isGuest: user.isAnonymous, userId: user.id })} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            {signingOut ? 'Logging out…' : 'Log Out'}
          </Button>
        }
      />
      <GuestSignOutDialog {...confirmation} />
      {signOutError && (
        <p role="alert" className="text-sm text-destructive">
          {signOutError}
        </p>
      )}
      <Tabs.Root value={active} onValueChange={(tab) => setParams({ tab }, { replace: true })} className="grid gap-6">
        <Tabs.List aria-label="Settings" className="flex w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className={cn(
                'flex-1 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
                'outline-none focus-visible:ring-2 focus-visible:ring-ring',
                'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
              )}
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content
          value="resume"
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <ResumeTab userId={user.id} />
        </Tabs.Content>
        <Tabs.Content
          value="notifications"
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <NotificationsTab userId={user.id} />
        </Tabs.Content>
        <Tabs.Content
          value="account"
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <AccountTab user={user} />
        </Tabs.Content>
      </Tabs.Root>
      <KnowledgeNote />
    </div>
  );
}
