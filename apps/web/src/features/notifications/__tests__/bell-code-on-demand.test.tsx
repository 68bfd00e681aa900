import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { renderWithProviders } from '@/test/render';
import { NotificationBell } from '../components/notification-bell';
import { listOf, listPath, notificationFixture, userId } from './fixtures';

const popover = vi.hoisted(() => ({ loads: 0 }));

// The real panel, counting how often its chunk is asked for.
vi.mock('../components/notification-popover', async (importOriginal) => {
  popover.loads += 1;
  return importOriginal();
});

it('fetches the panel and its popover code only once the bell is about to be used, then opens as before', async () => {
  const user = userEvent.setup();
  await signedInAs({ id: userId });
  mockFetch({ [listPath]: () => jsonResponse(listOf([notificationFixture()])) });
  renderWithProviders(
    <MemoryRouter>
      <NotificationBell layout="icon" />
    </MemoryRouter>,
  );
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(popover.loads).toBe(0);

  await user.click(bell);
  const panel = within(await screen.findByRole('dialog'));
  expect(panel.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  expect(bell).toHaveAttribute('aria-controls', screen.getByRole('dialog').id);
  expect(popover.loads).toBe(1);

  // A second click on the bell closes it and leaves focus there.
  await user.click(bell);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bell).toHaveFocus();
});
