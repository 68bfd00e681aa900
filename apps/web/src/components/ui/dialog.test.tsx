import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button type="button">Keep your data</button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Keep your data</DialogTitle>
        <DialogDescription>Create an account.</DialogDescription>
        <DialogClose>Cancel</DialogClose>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog (the browser's own modal <dialog>)", () => {
  it('shows nothing until opened, then a labelled modal the trigger points at', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Keep your data' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Keep your data' });
    expect(dialog).toHaveAccessibleDescription('Create an account.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    // Shown modally, the rest of the page is out of the accessibility tree.
    expect(screen.queryByRole('button', { name: 'Keep your data' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside, and closes on a press on its backdrop (the <dialog> element outside its box)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Keep your data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep your data' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    await user.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Keep your data' })).toHaveFocus();
  });

  it("stays open under React's StrictMode (shown, closed and shown again: the first close event comes a task late)", async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Keep your data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep your data' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
  });

  it('gives focus back to its trigger when Escape or its own Close button closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Keep your data' });

    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a parent that moves focus itself in charge of where it goes', async () => {
    const user = userEvent.setup();
    function Elsewhere() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button">Somewhere else</button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                screen.getByRole('button', { name: 'Somewhere else' }).focus();
              }}
            >
              <DialogTitle>Saved</DialogTitle>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Elsewhere />);
    await screen.findByRole('dialog', { name: 'Saved' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Somewhere else' })).toHaveFocus();
  });
});

describe('a dialog taking the place of another', () => {
  it('appears without a second opening animation when it replaces one in the same update (a loading panel, then its form)', async () => {
    function Loading({ onLoaded }: { onLoaded: () => void }) {
      return (
        <DialogContent>
          <DialogTitle>Loading</DialogTitle>
          <button type="button" onClick={onLoaded}>
            Loaded
          </button>
        </DialogContent>
      );
    }
    function Swapping() {
      const [loaded, setLoaded] = useState(false);
      return (
        <Dialog open onOpenChange={() => {}}>
          {loaded ? (
            <DialogContent>
              <DialogTitle>Form</DialogTitle>
            </DialogContent>
          ) : (
            <Loading onLoaded={() => setLoaded(true)} />
          )}
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<Swapping />);
    const first = await screen.findByRole('dialog', { name: 'Loading' });
    expect(first).not.toHaveAttribute('data-replacing');
    await user.click(screen.getByRole('button', { name: 'Loaded' }));
    const form = await screen.findByRole('dialog', { name: 'Form' });
    expect(form).toHaveAttribute('data-replacing');
    expect(form).toHaveAttribute('open');
  });
});

describe("Escape and the browser's own close requests", () => {
  function Guarded({ onEscape }: { onEscape: (event: KeyboardEvent) => void }) {
    const [open, setOpen] = useState(true);
    return (
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent onEscapeKeyDown={onEscape}>
          <DialogTitle>Edit</DialogTitle>
          <input
            aria-label="Role"
            onKeyDown={(event) => {
              // A control with a list of its own closes that list on Escape, and says it did.
              if (event.key === 'Escape' && event.currentTarget.value === 'open list') event.preventDefault();
            }}
          />
        </DialogContent>
      </Dialog>
    );
  }

  it('leaves an Escape a control inside has handled to that control', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    render(<Guarded onEscape={onEscape} />);
    await user.type(await screen.findByRole('textbox', { name: 'Role' }), 'open list');
    await user.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
  });

  it('asks the screen on a close request that reached the browser (focus on the page body), as on Escape', async () => {
    const kept: string[] = [];
    const onEscape = vi.fn((event: KeyboardEvent) => {
      kept.push(event.key);
      event.preventDefault();
    });
    render(<Guarded onEscape={onEscape} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    const request = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(request);
    expect(request.defaultPrevented).toBe(true);
    expect(kept).toEqual(['Escape']);
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('asks with an alert dialog once open; Cancel and the action each answer', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog open={false} title="Delete job?" description="It goes for good." action="Delete" onCancel={onCancel} onConfirm={onConfirm} />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    rerender(<ConfirmDialog open title="Delete job?" description="It goes for good." action="Delete" onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete job?' });
    expect(dialog).toHaveAccessibleDescription('It goes for good.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // An alert dialog is answered, not dismissed: a press on its backdrop does nothing.
    await user.click(dialog);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('gives focus back to the button that asked, on Cancel and on Escape', async () => {
    const user = userEvent.setup();
    function Asking() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete research
          </button>
          <ConfirmDialog
            open={open}
            title="Delete this research?"
            description="It goes."
            action="Delete"
            onCancel={() => setOpen(false)}
            onConfirm={() => setOpen(false)}
          />
        </>
      );
    }
    render(<Asking />);
    const asking = screen.getByRole('button', { name: 'Delete research' });
    for (const close of [() => user.click(screen.getByRole('button', { name: 'Cancel' })), () => user.keyboard('{Escape}')]) {
      await user.click(asking);
      await screen.findByRole('alertdialog');
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await close();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(asking).toHaveFocus();
    }
  });
});
