import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '@/test/auth-routes';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { guestSignOutTitle, guestSignOutWarning } from '@/features/auth';

const sideMenu = () => within(screen.getByTestId('side-menu'));
const sideMenuElement = () => screen.getByTestId('side-menu');
const mobileMenu = () => screen.getByTestId('mobile-menu');

/** Names of the links marked as the current page inside `container`. */
function currentEntries(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

/** Sign-out as the server receives it. */
const signOutRequest = { method: 'POST', path: '/api/auth/sign-out', body: {} };
const signOutsIn = (requests: MockRequest[]) => requests.filter((request) => request.path === signOutRequest.path);

let requests: MockRequest[] = [];
beforeEach(async () => {
  ({ requests } = await signedInAs());
});

describe('frame menu', () => {
  it('lists the entries in order with their targets', async () => {
    await renderApp('/');
    const nav = within(sideMenu().getByRole('navigation', { name: 'Main' }));
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Applications', '/applications'],
      ['Job Search', '/jobs'],
      ['Company Research', '/company-research/new'],
      ['Resume Tailoring', '/resume-tailoring/new'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ]);
  });

  it.each([
    ['/', 'Dashboard', 'Dashboard'],
    ['/applications', 'Applications', 'Applications'],
    ['/jobs', 'Job Search', 'Job Search'],
    ['/company-research', 'Company Research', 'Company Research'],
    ['/company-research/job-42', 'Company Research', 'Company Research'],
    ['/resume-tailoring/new', 'Resume Tailoring', 'Resume Tailoring'],
    ['/profile', 'Profile', 'Profile'],
    ['/settings', 'Settings', 'Settings'],
  ])('at %s highlights only %s', async (path, entry, heading) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentEntries(sideMenuElement())).toEqual([entry]);
    expect(currentEntries(mobileMenu())).toEqual([entry]);
  });

  it('highlights nothing on an unknown page', async () => {
    await renderApp('/nowhere');
    expect(currentEntries(sideMenuElement())).toEqual([]);
  });

  it('names the browser tab after the screen', async () => {
    await renderApp('/jobs');
    expect(document.title).toBe('Job Search · Seeker');
  });
});

describe('narrow-screen menu', () => {
  it('opens from the top bar and closes when an entry is chosen', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    const openButton = within(screen.getByTestId('top-bar')).getByRole('button', { name: 'Open menu' });
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).toHaveAttribute('data-state', 'closed');

    await user.click(openButton);
    expect(openButton).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toHaveAttribute('data-state', 'open');
    expect(within(mobileMenu()).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.click(within(mobileMenu()).getByRole('link', { name: 'Job Search' }));
    expect(mobileMenu()).toHaveAttribute('data-state', 'closed');
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Search' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes on Escape and on the close button, returning focus to the menu button', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const openButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(openButton);
    await user.keyboard('{Escape}');
    expect(mobileMenu()).toHaveAttribute('data-state', 'closed');
    expect(openButton).toHaveFocus();

    await user.click(openButton);
    await user.click(within(mobileMenu()).getByRole('button', { name: 'Close menu' }));
    expect(mobileMenu()).toHaveAttribute('data-state', 'closed');
    expect(openButton).toHaveFocus();
  });

  it('slides over 0.3 s', async () => {
    await renderApp('/');
    expect(mobileMenu()).toHaveClass('duration-300');
  });
});

describe('frame theme toggle', () => {
  it('reads Dark Mode while light and Light Mode while dark, in the side menu and the top bar', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const topBar = within(screen.getByTestId('top-bar'));
    expect(topBar.getByRole('button', { name: 'Dark Mode' })).toBeInTheDocument();

    await user.click(sideMenu().getByRole('button', { name: 'Dark Mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(sideMenu().getByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
    expect(topBar.getByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
  });
});

describe('frame account panel', () => {
  it('shows a signed-in user by name without the guest offer', async () => {
    await renderApp('/');
    expect(sideMenu().getByText('Ada Lovelace')).toBeInTheDocument();
    expect(sideMenu().queryByRole('button', { name: 'Keep your data' })).not.toBeInTheDocument();
  });

  it('shows a guest as Guest with "Keep your data", which opens the save-account dialog', async () => {
    const user = userEvent.setup();
    await signedInAs({ name: 'Anonymous', email: 'temp@guest.local', isAnonymous: true });
    await renderApp('/');
    expect(sideMenu().getByText('Guest')).toBeInTheDocument();

    await user.click(sideMenu().getByRole('button', { name: 'Keep your data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep your data' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'POST',
        path: '/api/auth/sign-up/email',
        body: { name: 'Ada', email: 'ada@example.com', password: 'long-enough' },
      }),
    );
  });

  it('signs out', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(sideMenu().getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(requests).toContainEqual(signOutRequest));
  });

  it('asks a guest before signing out in the app’s own dialog, and stays signed in when they cancel', async () => {
    const user = userEvent.setup();
    await signedInAs({ name: 'Anonymous', email: 'temp@guest.local', isAnonymous: true });
    await renderApp('/');
    const logOut = sideMenu().getByRole('button', { name: 'Log Out' });
    await user.click(logOut);
    const question = await screen.findByRole('alertdialog', { name: guestSignOutTitle });
    expect(question).toHaveTextContent(guestSignOutWarning);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(logOut).toHaveFocus();
    expect(signOutsIn(requests)).toEqual([]);
    await user.click(logOut);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(requests).toContainEqual(signOutRequest));
  });

  it('says so when sign-out fails instead of silently staying signed in', async () => {
    const user = userEvent.setup();
    // What better-auth answers a request from an origin it does not trust.
    mockFetch({ [`POST ${signOutRequest.path}`]: () => jsonResponse({ message: 'Invalid origin', code: 'INVALID_ORIGIN' }, 403) });
    await renderApp('/');
    await user.click(sideMenu().getByRole('button', { name: 'Log Out' }));
    expect(await sideMenu().findByRole('alert')).toHaveTextContent('Could not log out: Invalid origin');
  });
});
