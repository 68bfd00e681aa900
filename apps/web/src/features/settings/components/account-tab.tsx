import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { exportUrl } from '../api/export-url';
import { useSignInMethods } from '../api/sign-in-methods';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import type { SettingsUser } from './settings-screen';
import { SaveAccountDialog } from '@/features/auth';

function Panel({ title, description, children, danger = false }: { title: string; description?: string; children: ReactNode; danger?: boolean }) {
  return (
    <section aria-label={title} className={danger ? 'grid gap-3 rounded-lg border border-destructive/50 p-4' : 'grid gap-3 rounded-lg border p-4'}>
      <div className="grid gap-1">
        <h2 className={danger ? 'text-base font-semibold text-destructive' : 'text-base font-semibold'}>{title}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** Settings' Account tab: how you sign in, a password, your data as a ZIP, and the Danger Zone. */
export function AccountTab({ user }: { user: SettingsUser }) {
  const methods = useSignInMethods(user.id);
  const hasPassword = methods.data?.some((method) => method.providerId === 'credential') ?? false;

  return (
    <div className="grid gap-4">
      <Panel title="Sign-in method">
        {user.isAnonymous ? (
          <div className="grid gap-3">
            <p className="text-sm">You are signed in as a guest. Add an email and password to keep everything you made and sign in from anywhere.</p>
            <SaveAccountDialog triggerClassName="justify-self-start" />
          </div>
        ) : methods.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading sign-in methods…
          </p>
        ) : methods.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {methods.error.message}
          </p>
        ) : (
          <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="text-muted-foreground">Signs in with</dt>
            <dd>{methods.data.map((method) => method.name).join(', ') || 'No sign-in method'}</dd>
          </dl>
        )}
      </Panel>
      {hasPassword && (
        <Panel title="Change password">
          <ChangePasswordForm />
        </Panel>
      )}
      <Panel
        title="Export your data"
        description="A ZIP with every record Seeker keeps for you, as JSON, and every resume file you uploaded or tailored."
      >
        <a href={exportUrl(user.id)} download className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
          <Download aria-hidden="true" />
          Export my data
        </a>
      </Panel>
      <Panel
        title="Danger Zone"
        description="Deleting your account removes everything Seeker keeps for you and signs you out. It cannot be undone."
        danger
      >
        <DeleteAccountDialog userId={user.id} onDeleted={() => window.location.assign('/')} />
      </Panel>
    </div>
  );
}
