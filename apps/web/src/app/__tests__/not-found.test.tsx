import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '@/test/auth-routes';
import { renderApp } from '../../test/render-app';

beforeEach(async () => {
  await signedInAs();
});

describe('not-found screen', () => {
  it('explains the page is missing and links back to the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/no/such/page');

    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Oops! The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Go Back Dashboard' });
    expect(back).toHaveAttribute('href', '/');

    await user.click(back);
    expect(router.state.location.pathname).toBe('/');
    // The dashboard's code loads on this first visit.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('renders inside the frame', async () => {
    await renderApp('/resume-tailoring');
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
  });
});
