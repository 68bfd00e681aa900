import { PlaceholderScreen } from './placeholder-screen';

export function JobsRoute() {
  return (
    <PlaceholderScreen
      title="Job Search"
      message="Searching job boards against your preferences arrives in a coming release."
    />
  );
}
