import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/test/auth-routes';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { ChangePasswordForm, passwordMessages } from '../components/change-password-form';

const changePasswordPath = '/api/auth/change-password';

async function fill(current: string, next: string, again: string) {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('Current password'), current);
  await person.type(screen.getByLabelText('New password'), next);
  await person.type(screen.getByLabelText('Confirm new password'), again);
  await person.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Change password', () => {
  it('refuses two different new passwords without asking the server', async () => {
    const { requests } = await signedInAs({}, { password: 'old password' });
    renderWithProviders(<ChangePasswordForm />);
    await fill('old password', 'new password 1', 'new password 2');
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.mismatch);
    expect(requests.filter((request) => request.path === changePasswordPath)).toEqual([]);
  });

  it('changes it, signing other devices out, and says the server’s reason when it refuses', async () => {
    const { requests } = await signedInAs({}, { password: 'old password' });
    renderWithProviders(<ChangePasswordForm />);
    await fill('old password', 'correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('status')).toHaveTextContent(passwordMessages.changed);
    expect(requests).toContainEqual({
      method: 'POST',
      path: changePasswordPath,
      body: { currentPassword: 'old password', newPassword: 'correct horse battery', revokeOtherSessions: true },
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');

    // A refusal the form has no words of its own for.
    mockFetch({ [`POST ${changePasswordPath}`]: () => jsonResponse({ message: 'Invalid password' }, 400) });
    await fill('wrong', 'correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
  });

  it('says in plain words that the current password is wrong, and that nothing changed', async () => {
    // The server answers a wrong current password with { code: 'INVALID_PASSWORD', message: 'Invalid password' }.
    await signedInAs({}, { password: 'old password' });
    renderWithProviders(<ChangePasswordForm />);
    await fill('wrong', 'correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.wrongCurrent);
  });
});
