import { PlaceholderScreen } from './placeholder-screen';

/** Serves /company-research and /company-research/:jobId ("new" from the menu). */
export function CompanyResearchRoute() {
  return (
    <PlaceholderScreen
      title="Company Research"
      message="Research on culture, reviews, salaries and interviews arrives in a coming release."
    />
  );
}
