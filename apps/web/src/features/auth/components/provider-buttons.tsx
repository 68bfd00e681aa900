import { KeyRound, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { authClient, OIDC_PROVIDER_ID } from '@/lib/auth-client';
import type { RunAuthAction } from '../hooks/use-auth-action';
import { useAuthProviders } from '../api/get-auth-providers';
import { GoogleLogo } from './google-logo';

type ProviderButtonsProps = {
  pending: boolean;
  run: RunAuthAction;
};

/** Guest sign-in always; Google and single sign-on only when the server has them configured. */
export function ProviderButtons({ pending, run }: ProviderButtonsProps) {
  const providers = useAuthProviders().data;

  return (
    <div className="grid gap-3">
      {providers?.google ? (
        <Button variant="outline" disabled={pending} onClick={() => run(() => authClient.signIn.social({ provider: 'google', callbackURL: '/' }))}>
          <GoogleLogo />
          Sign in with Google
        </Button>
      ) : null}
      {providers?.oidc ? (
        <Button
          variant="outline"
          disabled={pending}
          onClick={() => run(() => authClient.signIn.social({ provider: OIDC_PROVIDER_ID, callbackURL: '/' }))}
        >
          <KeyRound aria-hidden="true" />
          Sign in with single sign-on
        </Button>
      ) : null}
      <Button variant="outline" disabled={pending} onClick={() => run(() => authClient.signIn.anonymous())}>
        <UserRound aria-hidden="true" />
        Continue as guest
      </Button>
    </div>
  );
}
