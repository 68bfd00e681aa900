import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The signed-in app's router: React Router's declarative one (a third of the data router's code, which
 * loaders and actions would need and the app does not use). It navigates in a transition, so the
 * current screen stays up while the next one's code downloads.
 */
export function SignedInRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
