import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { SignInScreen } from '../components/sign-in-screen';

/** The submit button, as opposed to the Sign in / Create account switch above the form. */
const submitButton = (name: string) => within(screen.getByRole('form')).getByRole('button', { name });

function providers(google: boolean, oidc: boolean) {
  return { 'GET /api/auth-providers': () => jsonResponse({ google, oidc }) };
}

describe('SignInScreen', () => {
  it('offers Google sign-in when the server has Google configured', async () => {
    mockFetch(providers(true, false));
    renderWithProviders(<SignInScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Seeker' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Sign in with single sign-on' })).not.toBeInTheDocument();
  });

  it('hides Google sign-in when the server does not offer it', async () => {
    mockFetch(providers(false, true));
    renderWithProviders(<SignInScreen />);

    // Wait until the providers arrived (the SSO button appears), then check Google is absent.
    expect(await screen.findByRole('button', { name: 'Sign in with single sign-on' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue as guest' })).toBeInTheDocument();
  });

  it('shows the server message when sign-in fails', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      ...providers(false, false),
      'POST /api/auth/sign-in/email': () => jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    });
    renderWithProviders(<SignInScreen />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(submitButton('Sign in'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(requests).toContainEqual(
      expect.objectContaining({
        path: '/api/auth/sign-in/email',
        body: expect.objectContaining({ email: 'ada@example.com', password: 'wrong-password' }),
      }),
    );
  });

  it('disables the buttons while a request runs', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    mockFetch({
      ...providers(false, false),
      'POST /api/auth/sign-in/anonymous': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<SignInScreen />);

    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(screen.getByRole('button', { name: 'Continue as guest' })).toBeDisabled();
    expect(submitButton('Sign in')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();

    answer(jsonResponse({ code: 'FAILED_TO_CREATE_USER', message: 'Failed to create user' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create user');
    expect(screen.getByRole('button', { name: 'Continue as guest' })).toBeEnabled();
  });

  it('creates an account with a name when switched to Create account', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      ...providers(false, false),
      'POST /api/auth/sign-up/email': () => jsonResponse({ message: 'User already exists' }, 422),
    });
    renderWithProviders(<SignInScreen />);

    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('button', { name: 'Create account', pressed: true })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(submitButton('Create account'));

    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
    expect(requests).toContainEqual(
      expect.objectContaining({
        path: '/api/auth/sign-up/email',
        body: expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com' }),
      }),
    );
  });

  it('starts Google sign-in with a return to the dashboard', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      ...providers(true, false),
      'POST /api/auth/sign-in/social': () => jsonResponse({ url: 'https://accounts.example/auth', redirect: false }),
    });
    renderWithProviders(<SignInScreen />);

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(requests).toContainEqual(
        expect.objectContaining({
          path: '/api/auth/sign-in/social',
          body: expect.objectContaining({ provider: 'google', callbackURL: '/' }),
        }),
      ),
    );
  });
});
