import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog';

// As when the network drops, or a release replaced the chunk, after the page loaded.
const network = vi.hoisted(() => ({ down: true }));
vi.mock('./dialog-layer', async (importOriginal) => {
  if (network.down) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

function Harness() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger>Keep your data</DialogTrigger>
        <DialogContent>
          <DialogTitle>Keep your data</DialogTitle>
        </DialogContent>
      </Dialog>
      <button type="button" onClick={() => setConfirming(true)}>
        Log Out
      </button>
      <ConfirmDialog
        open={confirming}
        title="Log out?"
        description="Your guest data goes."
        action="Log Out"
        onCancel={() => setConfirming(false)}
        onConfirm={() => setConfirming(false)}
      />
    </>
  );
}

it('says a dialog could not be loaded, closes on Close or Escape, and opens on Try again once its code arrives', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<Harness />);
  const trigger = screen.getByRole('button', { name: 'Keep your data' });

  await user.click(trigger);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This dialog could not be loaded. Check your connection, then try again.');
  expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // A confirmation says so too, and Escape gives up on it as it would on the dialog.
  await user.click(screen.getByRole('button', { name: 'Log Out' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

  // Once the network is back, Try again opens the dialog.
  await user.click(trigger);
  await screen.findByRole('alert');
  network.down = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('dialog', { name: 'Keep your data' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
