import { Search } from 'lucide-react';
import { ThemeToggle } from '@/components/theme-toggle';
import { useAuthAction } from '../hooks/use-auth-action';
import { EmailAuthForm } from './email-auth-form';
import { FormError } from '@/components/ui/form-error';
import { ProviderButtons } from './provider-buttons';

export function SignInScreen() {
  const { run, pending, error, clearError } = useAuthAction();

  return (
    <div className="flex min-h-dvh flex-col bg-muted/50">
      <title>Sign in · Seeker</title>
      <header className="flex justify-end p-3">
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <div className="grid w-full max-w-sm gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          <div className="grid justify-items-center gap-2 text-center">
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <Search aria-hidden="true" className="size-5" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">Welcome to Seeker</h1>
            <p className="text-sm text-muted-foreground">Your job-search assistant. Sign in, or try it as a guest.</p>
          </div>
          <FormError message={error} />
          <EmailAuthForm pending={pending} run={run} onModeChange={clearError} />
          <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
            or
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
          </div>
          <ProviderButtons pending={pending} run={run} />
        </div>
      </main>
    </div>
  );
}
