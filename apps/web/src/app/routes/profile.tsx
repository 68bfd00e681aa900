import { PlaceholderScreen } from './placeholder-screen';

export function ProfileRoute() {
  return <PlaceholderScreen title="Profile" message="Your editable profile arrives in a coming release." />;
}
