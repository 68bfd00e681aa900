import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagInput } from './tag-input';

const places: Record<string, string[]> = {
  'new orleans': ['New Orleans, Louisiana, United States'],
  'new orleans, la': ['New Orleans, Louisiana, United States'],
  remote: ['Remote', 'Remscheid, North Rhine-Westphalia, Germany'],
  berlin: ['Berlin, Berlin, Germany'],
  berl: ['Berlin, Berlin, Germany'],
};
/** A gazetteer of four answers: what was typed, lower case, else nothing. */
const suggest = vi.fn(async (text: string) => places[text.trim().toLowerCase()] ?? []);

function Harness() {
  const [tags, setTags] = useState<string[]>([]);
  return (
    <>
      <TagInput label="Locations" value={tags} onChange={setTags} suggest={suggest} />
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </>
  );
}
const shownTags = () => JSON.parse(screen.getByTestId('tags').textContent ?? '[]') as string[];

describe('TagInput completing places', () => {
  it('keeps a comma in what is typed, and picks a place from the list by keyboard as one tag', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Locations' });
    await user.type(field, 'New Orleans, LA');
    expect(field).toHaveValue('New Orleans, LA');
    const list = await screen.findByRole('listbox', { name: 'Locations: suggestions' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const option = within(list).getByRole('option', { name: 'New Orleans, Louisiana, United States' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(shownTags()).toEqual(['New Orleans, Louisiana, United States']);
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('enters a typed place with commas whole when it is one, and each part when it is a list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Locations' });
    await user.type(field, 'New Orleans, LA{Enter}');
    await waitFor(() => expect(shownTags()).toEqual(['New Orleans, LA']));
    await user.type(field, 'Remote,Berlin{Enter}');
    await waitFor(() => expect(shownTags()).toEqual(['New Orleans, LA', 'Remote', 'Berlin']));
  });

  it('picks by a click, and closes the list on Escape without losing the text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Locations' });
    await user.type(field, 'Remote');
    await user.click(await screen.findByRole('option', { name: 'Remscheid, North Rhine-Westphalia, Germany' }));
    expect(shownTags()).toEqual(['Remscheid, North Rhine-Westphalia, Germany']);
    expect(field).toHaveFocus();
    await user.type(field, 'Berlin');
    await screen.findByRole('option', { name: 'Berlin, Berlin, Germany' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(field).toHaveValue('Berlin');
  });

  it('completes the place after a comma when the text whole is none, the places before it each a tag', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Locations' });
    await user.type(field, 'Remote, Berl');
    await screen.findByRole('option', { name: 'Berlin, Berlin, Germany' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(shownTags()).toEqual(['Remote', 'Berlin, Berlin, Germany']);
  });

  it('clears half-typed text on a second Escape instead of keeping it as a tag', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Locations' });
    await user.type(field, 'Berlin');
    await screen.findByRole('option', { name: 'Berlin, Berlin, Germany' });
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('Berlin');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    await user.tab();
    expect(shownTags()).toEqual([]);
  });

  it('still takes what is typed when the places cannot be asked for', async () => {
    suggest.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Locations' }), 'Lisbon, Porto{Enter}');
    await waitFor(() => expect(shownTags()).toEqual(['Lisbon', 'Porto']));
  });
});
