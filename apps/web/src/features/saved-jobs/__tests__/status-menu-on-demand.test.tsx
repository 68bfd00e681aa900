import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { StatusMenu } from '../components/status-menu';

// Holds the menu's chunk back until the test lets it through, as a slow network would.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('../components/status-menu-popup', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

it('shows the badge before the menu code arrives, and opens the menu once it does when the badge was clicked', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithProviders(<StatusMenu status="new" jobTitle="Engineer" onChange={onChange} />);
  const badge = screen.getByRole('button', { name: 'Status: New. Change the status of Engineer' });
  expect(badge).toHaveAttribute('aria-haspopup', 'menu');
  await user.click(badge);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  chunk.release();
  await user.click(await screen.findByRole('menuitemradio', { name: 'Applied' }));
  expect(onChange).toHaveBeenCalledWith('applied');
  expect(screen.getByRole('button', { name: 'Status: New. Change the status of Engineer' })).toHaveFocus();
});
