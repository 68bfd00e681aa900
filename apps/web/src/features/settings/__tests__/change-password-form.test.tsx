import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authClient } from '@/lib/auth-client';
import { renderWithProviders } from '@/test/render';
import { ChangePasswordForm, passwordMessages } from '../components/change-password-form';

vi.mock('@/lib/auth-client', async () => {
  const module = (await import('@/test/mock-session')).mockAuthClientModule();
  return { ...module, authClient: { ...module.authClient, changePassword: vi.fn() } };
});

const changePassword = vi.mocked((authClient as unknown as { changePassword: (input: object) => Promise<unknown> }).changePassword);

async function fill(current: string, next: string, again: string) {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('Current password'), current);
  await person.type(screen.getByLabelText('New password'), next);
  await person.type(screen.getByLabelText('Confirm new password'), again);
  await person.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Change password', () => {
  it('refuses two different new passwords without asking the server', async () => {
    renderWithProviders(<ChangePasswordForm />);
    await fill('old password', 'new password 1', 'new password 2');
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.mismatch);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes it, signing other devices out, and says the server’s reason when it refuses', async () => {
    changePassword.mockResolvedValueOnce({ data: { token: null }, error: null });
    renderWithProviders(<ChangePasswordForm />);
    await fill('old password', 'correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('status')).toHaveTextContent(passwordMessages.changed);
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'old password', newPassword: 'correct horse battery', revokeOtherSessions: true });
    expect(screen.getByLabelText('Current password')).toHaveValue('');

    changePassword.mockResolvedValueOnce({ data: null, error: { message: 'Invalid password' } });
    await fill('wrong', 'correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
  });

  it('says in plain words that the current password is wrong, and that nothing changed', async () => {
    changePassword.mockResolvedValueOnce({ data: null, error: { code: 'INVALID_PASSWORD', message: 'Invalid password' } });
    renderWithProviders(<ChangePasswordForm />);
    await fill('wrong', 'correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.wrongCurrent);
  });
});
