import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { goToStep, openWizard, preferencesFixture, userId, wizardDialog, wizardRoutes } from './fixtures';

vi.mock('../lib/fire-confetti', () => ({ fireConfetti: vi.fn(async () => undefined) }));

const saved = preferencesFixture({ titles: ['Engineer'] });

beforeEach(async () => {
  await signedInAs({ id: userId });
  mockFetch(wizardRoutes({ saved }));
});

const confirmDialog = () => screen.queryByRole('alertdialog', { name: 'Discard changes?' });
const trigger = () => screen.getByRole('button', { name: 'Job Preferences' });

/**
 * The wizard's backdrop: the browser's ::backdrop belongs to the <dialog> element, so a press on it lands on
 * the element, outside its box. jsdom lays nothing out (every box is empty): any press on the element itself is outside.
 */
function backdrop(wizard: HTMLElement) {
  expect(wizard.tagName).toBe('DIALOG');
  return wizard;
}

async function addRole(user: UserEvent, wizard: HTMLElement, role: string) {
  await goToStep(user, 'Basic Preferences');
  await user.type(within(wizard).getByLabelText('Job Roles'), `${role}{Enter}`);
}

describe('closing the wizard without edits', () => {
  it.each([
    ['Escape', async (user: UserEvent) => user.keyboard('{Escape}')],
    ['the × button', async (user: UserEvent, wizard: HTMLElement) => user.click(within(wizard).getByRole('button', { name: 'Close' }))],
    ['a backdrop click', async (user: UserEvent, wizard: HTMLElement) => user.click(backdrop(wizard))],
  ])('closes at once on %s, focus back on Job Preferences', async (_how, close) => {
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Review');
    await close(user, wizard);
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes at once when an edit was undone', async () => {
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await addRole(user, wizard, 'Architect');
    await user.click(within(wizard).getByRole('button', { name: 'Remove Architect' }));
    await user.keyboard('{Escape}');
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('closing the wizard with unsaved edits', () => {
  it('asks on Escape; Keep editing keeps the edit and puts focus back where it was', async () => {
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await addRole(user, wizard, 'Architect');
    const roles = within(wizard).getByLabelText('Job Roles');
    expect(roles).toHaveFocus();

    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(confirm).toHaveAccessibleDescription(/have not been saved/);
    // The safe choice has focus: a second Enter or Escape does not lose anything.
    expect(within(confirm).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(within(confirm).getByRole('button', { name: 'Discard' })).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(wizardDialog()).toBeInTheDocument();
    expect(within(wizardDialog()).getByRole('button', { name: 'Remove Architect' })).toBeInTheDocument();
    await vi.waitFor(() => expect(within(wizardDialog()).getByLabelText('Job Roles')).toHaveFocus());
  });

  it('Escape in the question keeps editing, and focus goes back to the × button that asked', async () => {
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await addRole(user, wizard, 'Architect');
    const close = within(wizard).getByRole('button', { name: 'Close' });
    await user.click(close);
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(wizardDialog()).toBeInTheDocument();
    await vi.waitFor(() => expect(close).toHaveFocus());
  });

  it('Discard after the × button closes the wizard, returns focus to Job Preferences, and drops the edit', async () => {
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await addRole(user, wizard, 'Architect');
    await user.click(within(wizard).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirmDialog()).not.toBeInTheDocument();
    await vi.waitFor(() => expect(trigger()).toHaveFocus());

    await user.click(trigger());
    await goToStep(user, 'Basic Preferences');
    expect(within(wizardDialog()).getByRole('button', { name: 'Remove Engineer' })).toBeInTheDocument();
    expect(within(wizardDialog()).queryByRole('button', { name: 'Remove Architect' })).not.toBeInTheDocument();
  });

  it('asks on a backdrop click too, and a chosen resume file counts as an edit', async () => {
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await user.upload(within(wizard).getByLabelText('Upload resume'), new File(['%PDF-1.4\n%%EOF\n'], 'ada.pdf', { type: 'application/pdf' }));
    await within(wizard).findByText('ada.pdf');
    await user.click(backdrop(wizard));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
