import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { loadEveryScreen, routes, screenLoadingLabel } from '../app/routes';

/** Renders the whole route tree (auth gate, frame, screens) at `path`, once the screens' lazy code has loaded. */
export async function renderApp(path: string) {
  // Every screen's code first: a link the test follows, or a prefetch, then never leaves an import running past its end.
  await loadEveryScreen();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  // The first import of a screen also compiles its module graph, which can take seconds under test.
  await waitFor(
    () => {
      if (screen.queryByRole('status', { name: screenLoadingLabel })) throw new Error('a screen is still loading');
    },
    { timeout: 10_000 },
  );
  return { router, ...view };
}
