import { PlaceholderScreen } from './placeholder-screen';

export function SettingsRoute() {
  return <PlaceholderScreen title="Settings" message="Resume, notification and account settings arrive in a coming release." />;
}
