import type { ConfirmedResume } from '@seeker/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { confirmedAnswer, read, renderCheckScreen } from './check-screen-fixture';

const askedToDiscard = () => screen.queryByRole('alertdialog', { name: 'Discard changes?' });
/** Whether the browser would ask before the tab closes or reloads. */
function browserAsksBeforeUnload() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The browser's Back, as the Navigation API reports it to the page (Chromium's; jsdom has none). */
function pressBrowserBack(navigation: EventTarget) {
  const event = Object.assign(new Event('navigate', { cancelable: true }), {
    navigationType: 'traverse',
    destination: { url: new URL('/settings?tab=resume', window.location.href).href, key: 'entry-before' },
  });
  act(() => void navigation.dispatchEvent(event));
  return event.defaultPrevented;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'navigation');
});

describe('Check what Seeker read, leaving with unsaved edits', () => {
  it('leaves at once when nothing was changed', async () => {
    mockFetch({ 'GET /api/resumes/resume-1/structure': () => jsonResponse(read) });
    const person = userEvent.setup();
    renderCheckScreen();
    await screen.findByRole('region', { name: /^Role 1/ });
    expect(browserAsksBeforeUnload()).toBe(false);
    await person.click(screen.getByRole('link', { name: 'Back to your resumes' }));
    expect(await screen.findByRole('heading', { name: 'Your resumes' })).toBeInTheDocument();
    expect(askedToDiscard()).not.toBeInTheDocument();
  });

  it('asks "Discard changes?" before leaving edits: Keep editing stays with them, Discard changes leaves', async () => {
    mockFetch({ 'GET /api/resumes/resume-1/structure': () => jsonResponse(read) });
    const person = userEvent.setup();
    renderCheckScreen();
    const first = await screen.findByRole('region', { name: /^Role 1/ });
    const title = within(first).getByRole('textbox', { name: 'Title of role 1' });
    await person.type(title, ' (K-8)');
    expect(browserAsksBeforeUnload()).toBe(true);

    const back = screen.getByRole('link', { name: 'Back to your resumes' });
    await person.click(back);
    const question = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await person.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(askedToDiscard()).not.toBeInTheDocument());
    expect(title).toHaveValue('Substitute Teacher (K-8)');
    await waitFor(() => expect(back).toHaveFocus());

    await person.click(back);
    await person.click(within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Your resumes' })).toBeInTheDocument();
  });

  it('does not ask once the edits are saved, nor when they were undone', async () => {
    mockFetch({
      'GET /api/resumes/resume-1/structure': () => jsonResponse(read),
      'PUT /api/resumes/resume-1/structure': ({ body }) => confirmedAnswer(body as ConfirmedResume),
    });
    const person = userEvent.setup();
    renderCheckScreen();
    const first = await screen.findByRole('region', { name: /^Role 1/ });
    const title = within(first).getByRole('textbox', { name: 'Title of role 1' });
    await person.type(title, 'x');
    expect(browserAsksBeforeUnload()).toBe(true);
    await person.type(title, '{Backspace}');
    expect(browserAsksBeforeUnload()).toBe(false);

    await person.type(title, ' (K-8)');
    await person.click(screen.getByRole('button', { name: 'Confirm these details' }));
    await screen.findByText(/^Confirmed/);
    expect(browserAsksBeforeUnload()).toBe(false);
    await person.click(screen.getByRole('link', { name: 'Back to your resumes' }));
    expect(await screen.findByRole('heading', { name: 'Your resumes' })).toBeInTheDocument();
    expect(askedToDiscard()).not.toBeInTheDocument();
  });

  it("asks before the browser's Back leaves edits, where the browser lets the page hold it", async () => {
    const navigation = Object.assign(new EventTarget(), {
      traverseTo: vi.fn(() => ({ committed: Promise.resolve(), finished: Promise.resolve() })),
    });
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    mockFetch({ 'GET /api/resumes/resume-1/structure': () => jsonResponse(read) });
    const person = userEvent.setup();
    renderCheckScreen();
    const first = await screen.findByRole('region', { name: /^Role 1/ });
    expect(pressBrowserBack(navigation)).toBe(false);

    await person.type(within(first).getByRole('textbox', { name: 'Title of role 1' }), ' (K-8)');
    expect(pressBrowserBack(navigation)).toBe(true);
    const question = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await person.click(within(question).getByRole('button', { name: 'Discard changes' }));
    expect(navigation.traverseTo).toHaveBeenCalledWith('entry-before');
  });
});
