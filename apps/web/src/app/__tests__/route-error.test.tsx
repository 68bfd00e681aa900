import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { RouteErrorBoundary } from '../routes/route-error';

function Broken(): never {
  throw new Error('render failed');
}

function App() {
  return useRoutes([
    {
      element: (
        <>
          <Link to="/fine">Somewhere else</Link>
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </>
      ),
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <p>A working screen</p> },
      ],
    },
  ]);
}

it('shows "Something went wrong" with a reload for a screen that throws, and tries again on another location', async () => {
  const user = userEvent.setup();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  renderWithProviders(
    <MemoryRouter initialEntries={['/broken']}>
      <App />
    </MemoryRouter>,
  );

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('This screen failed to load. Reloading the page usually helps.');
  expect(logged).toHaveBeenCalledWith('A screen failed', expect.objectContaining({ message: 'render failed' }));
  await user.click(screen.getByRole('button', { name: 'Reload page' }));
  expect(reload).toHaveBeenCalled();

  await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
  expect(await screen.findByText('A working screen')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
