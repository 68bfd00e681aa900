import { PlaceholderScreen } from './placeholder-screen';

/** Serves /resume-tailoring/:jobId ("new" from the menu). */
export function ResumeTailoringRoute() {
  return (
    <PlaceholderScreen
      title="Resume Tailoring"
      message="Tailoring your resume to a job description arrives in a coming release."
    />
  );
}
