import type { RouteObject } from 'react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { PreferencesWizardProvider } from '@/features/preferences/components/preferences-wizard-provider';
import { Frame } from './frame/frame';
import { CompanyResearchRoute } from './routes/company-research';
import { DashboardRoute } from './routes/dashboard';
import { JobsRoute } from './routes/jobs';
import { NotFoundRoute } from './routes/not-found';
import { ProfileRoute } from './routes/profile';
import { ResumeTailoringRoute } from './routes/resume-tailoring';
import { RouteError } from './routes/route-error';
import { SettingsRoute } from './routes/settings';

/**
 * Every screen, the 404 included, sits inside the auth gate and the page frame. The preferences
 * wizard lives above the frame: onboarding opens it on app load, whatever the first screen.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <AuthGate>
        <PreferencesWizardProvider>
          <Frame />
        </PreferencesWizardProvider>
      </AuthGate>
    ),
    errorElement: <RouteError />,
    children: [
      { index: true, element: <DashboardRoute /> },
      { path: 'jobs', element: <JobsRoute /> },
      { path: 'company-research', element: <CompanyResearchRoute /> },
      { path: 'company-research/:jobId', element: <CompanyResearchRoute /> },
      { path: 'resume-tailoring/:jobId', element: <ResumeTailoringRoute /> },
      { path: 'settings', element: <SettingsRoute /> },
      { path: 'profile', element: <ProfileRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
