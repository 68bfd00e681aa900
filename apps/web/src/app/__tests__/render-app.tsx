import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { routes } from '../routes';

/** Renders the whole route tree (auth gate, frame, screens) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
