import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Frame } from './frame/frame';
import './session-hooks';
import { DashboardRoute } from './routes/dashboard';
import { RouteErrorBoundary } from './routes/route-error';
import { PreferencesWizardProvider } from '@/features/preferences';

/** Names the spinner shown while a screen's code downloads (tests wait for it to go). */
export const screenLoadingLabel = 'Loading screen';

const screenLoaders: (() => Promise<unknown>)[] = [];

/** A screen whose code is fetched the first time it is shown, so no other screen waits for it. */
function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  screenLoaders.push(load);
  return lazy(async () => ({ default: pick(await load()) }));
}

/**
 * Every screen's code, fetched now (tests that render the whole app load it first, so that no screen's code is still
 * arriving when a test has ended).
 */
export const loadEveryScreen = () => Promise.all(screenLoaders.map((load) => load()));

const JobsRoute = lazyScreen(
  () => import('./routes/jobs'),
  (module) => module.JobsRoute,
);
const CompanyResearchRoute = lazyScreen(
  () => import('./routes/company-research'),
  (module) => module.CompanyResearchRoute,
);
const ResumeTailoringRoute = lazyScreen(
  () => import('./routes/resume-tailoring'),
  (module) => module.ResumeTailoringRoute,
);
const ApplicationsRoute = lazyScreen(
  () => import('./routes/applications'),
  (module) => module.ApplicationsRoute,
);
const ApplicationRoute = lazyScreen(
  () => import('./routes/application'),
  (module) => module.ApplicationRoute,
);
const SettingsRoute = lazyScreen(
  () => import('./routes/settings'),
  (module) => module.SettingsRoute,
);
const ProfileRoute = lazyScreen(
  () => import('./routes/profile'),
  (module) => module.ProfileRoute,
);
const CheckResumeRoute = lazyScreen(
  () => import('./routes/check-resume'),
  (module) => module.CheckResumeRoute,
);
const NotFoundRoute = lazyScreen(
  () => import('./routes/not-found'),
  (module) => module.NotFoundRoute,
);

/**
 * One boundary for every screen, on the page from the first one on: React Router navigates in a
 * transition, so while the next screen's code downloads the current one stays up (no spinner flash).
 * A screen whose code fails to load throws to the route error boundary.
 */
function ScreenOutlet() {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16">
          <Spinner label={screenLoadingLabel} className="size-8" />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}

/**
 * The signed-in app (the auth gate sits in front of the router, see router.tsx). Every screen, the 404
 * included, sits inside the page frame. The preferences wizard lives above the frame: onboarding
 * opens it on app load, whatever the first screen.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <PreferencesWizardProvider>
          <Frame />
        </PreferencesWizardProvider>
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <ScreenOutlet />,
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: 'jobs', element: <JobsRoute /> },
          { path: 'company-research', element: <CompanyResearchRoute /> },
          { path: 'company-research/:jobId', element: <CompanyResearchRoute /> },
          { path: 'resume-tailoring/:jobId', element: <ResumeTailoringRoute /> },
          { path: 'applications', element: <ApplicationsRoute /> },
          { path: 'applications/:jobId', element: <ApplicationRoute /> },
          { path: 'settings', element: <SettingsRoute /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'resumes/:resumeId/check', element: <CheckResumeRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
