import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addTags, TagInput } from './tag-input';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagInput label="Job Roles" value={tags} onChange={setTags} />
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </>
  );
}

const shownTags = () => JSON.parse(screen.getByTestId('tags').textContent ?? '[]') as string[];

describe('addTags', () => {
  it('adds trimmed values, ignoring empty ones and case-insensitive duplicates', () => {
    expect(addTags(['React'], ['  Vue ', '', '   ', 'react', 'VUE', 'Svelte'])).toEqual(['React', 'Vue', 'Svelte']);
  });

  it('returns the same list when nothing is added', () => {
    const tags = ['React'];
    expect(addTags(tags, ['REACT', ' '])).toBe(tags);
  });
});

describe('TagInput', () => {
  it('labels its input and adds a tag on Enter and on comma', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Job Roles');
    await user.type(input, 'Frontend Engineer{Enter}Platform Engineer,');
    expect(shownTags()).toEqual(['Frontend Engineer', 'Platform Engineer']);
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove Frontend Engineer' })).toBeInTheDocument();
  });

  it('ignores empty and duplicate (case-insensitive) entries', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React']} />);
    const input = screen.getByLabelText('Job Roles');
    await user.type(input, '{Enter}   {Enter},react{Enter}REACT,');
    expect(shownTags()).toEqual(['React']);
    expect(input).toHaveValue('');
  });

  it('removes the last tag on Backspace only while the input is empty', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React', 'Vue']} />);
    const input = screen.getByLabelText('Job Roles');
    await user.type(input, 'ab{Backspace}');
    expect(shownTags()).toEqual(['React', 'Vue']);
    expect(input).toHaveValue('a');
    await user.type(input, '{Backspace}{Backspace}');
    expect(shownTags()).toEqual(['React']);
    await user.type(input, '{Backspace}{Backspace}');
    expect(shownTags()).toEqual([]);
  });

  it('removes one tag with its remove button and keeps focus in the input', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React', 'Vue', 'Svelte']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Vue' }));
    expect(shownTags()).toEqual(['React', 'Svelte']);
    expect(screen.getByLabelText('Job Roles')).toHaveFocus();
  });

  it('turns pasted comma-separated text into tags and keeps the rest in the input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Job Roles');
    await user.click(input);
    await user.paste('Berlin, Remote,,Lisbon');
    expect(shownTags()).toEqual(['Berlin', 'Remote']);
    expect(input).toHaveValue('Lisbon');
  });

  it('adds the text left in the input when focus moves away, trimmed, ignoring empty and duplicate text', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness initial={['React']} />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByLabelText('Job Roles');
    await user.type(input, '  Platform Engineer  ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownTags()).toEqual(['React', 'Platform Engineer']);
    expect(input).toHaveValue('');

    await user.type(input, 'react');
    await user.tab();
    await user.type(input, '   ');
    await user.tab();
    expect(shownTags()).toEqual(['React', 'Platform Engineer']);
  });

  it('lets a long tag wrap instead of widening its container', () => {
    const long = 'Senior Principal Staff Distinguished Frontend Platform Eng';
    render(<Harness initial={[long]} />);
    const tag = screen.getByText(long);
    const item = tag.closest('li')!;
    expect(tag).not.toHaveClass('truncate');
    expect(item).toHaveClass('min-w-0', '[overflow-wrap:anywhere]');
    expect(screen.getByLabelText('Job Roles').closest('.grid')).toHaveClass('min-w-0', 'grid-cols-[minmax(0,1fr)]');
  });
});

describe('TagInput hint', () => {
  it('reads what the field takes with it, after how to add', () => {
    render(<TagInput label="Target Companies" value={[]} onChange={() => undefined} hint="A company's site (acme.com) reads its own job pages." />);
    expect(screen.getByRole('textbox', { name: 'Target Companies' })).toHaveAccessibleDescription(
      "Press Enter or comma to add; Backspace removes the last. A company's site (acme.com) reads its own job pages.",
    );
  });
});
