import { PlaceholderScreen } from './placeholder-screen';

export function DashboardRoute() {
  return (
    <PlaceholderScreen
      title="Dashboard"
      subtitle="Track your job search progress"
      message="Your saved jobs, scheduled searches and AI assistants arrive here in a coming release."
    />
  );
}
