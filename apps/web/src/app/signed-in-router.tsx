import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * One router for the page's life, made on first use (so tests can import `routes` without a browser
 * router): signing out and in again remounts this, and a second router would leave the first one
 * listening to the history.
 */
function browserRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}

export function SignedInRouter() {
  return <RouterProvider router={browserRouter()} />;
}
