import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';
import { useSuggestions, type Suggest } from './use-suggestions';

/** Adds each non-empty value not already present (case-insensitive); returns the same list when nothing changes. */
export function addTags(tags: readonly string[], values: readonly string[]): string[] {
  const next = [...tags];
  for (const raw of values) {
    const value = raw.trim();
    if (value && !next.some((tag) => tag.toLowerCase() === value.toLowerCase())) next.push(value);
  }
  return next.length === tags.length ? (tags as string[]) : next;
}

type TagInputProps = {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Longest tag accepted (the server refuses longer). */
  maxLength?: number;
  /** What the field takes, said after how to add (read with the field). */
  hint?: string;
  /**
   * Completions to offer as the person types (places): a list to pick from with the arrow keys, and a comma is
   * part of what is typed ("New Orleans, LA"). Entered text with commas is one tag if it is one completion's
   * start, else a tag for each part ("Remote, Berlin").
   */
  suggest?: Suggest;
};

/**
 * A list of tags: Enter, comma or leaving the field adds, Backspace on an empty input removes the last, × removes one.
 * With `suggest`, a combobox: what is typed is completed from a list, and a comma does not end a tag.
 */
export function TagInput({ label, value, onChange, placeholder, disabled, maxLength = 100, hint, suggest }: TagInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const listId = `${id}-options`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const suggestions = useSuggestions(draft, suggest);
  // Read after an await: the tags as they are then, not as they were when the text was entered.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  function commit(values: string[]) {
    const before = latest.current;
    const next = addTags(before, values);
    if (next !== before) {
      latest.current = next;
      onChange(next);
      setAnnouncement(`Added ${next.slice(before.length).join(', ')}`);
    }
  }

  /** A completion picked: it, and the parts typed before the one it completes, each a tag. */
  function pick(option: string) {
    commit([...suggestions.before, option]);
    setDraft('');
  }

  /** Typed text as tags: one, or with `suggest` and commas, one if it starts a completion and else one a part. */
  function enter(text: string) {
    setDraft('');
    if (!suggest || !text.includes(',')) return commit([text]);
    suggest(text, new AbortController().signal)
      .then((options) => commit(options.length > 0 ? [text] : text.split(',')))
      .catch(() => commit(text.split(',')));
  }

  function remove(index: number) {
    const tag = value[index];
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(`Removed ${tag}`);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (suggest && (event.key === 'ArrowDown' || event.key === 'ArrowUp') && suggestions.options.length > 0) {
      event.preventDefault();
      suggestions.step(event.key === 'ArrowDown' ? 1 : -1);
      return;
    }
    if (suggest && event.key === 'Escape' && suggestions.options.length > 0) {
      // Closes the list, not the dialog the field is in.
      event.preventDefault();
      event.stopPropagation();
      suggestions.close();
      return;
    }
    if (event.key === 'Enter' || (event.key === ',' && !suggest)) {
      // Enter must never submit a surrounding form; without completions, a comma never ends up in a tag.
      event.preventDefault();
      const picked = suggestions.options[suggestions.active];
      if (picked !== undefined) pick(picked);
      else enter(draft);
      return;
    }
    if (suggest && event.key === 'Escape' && draft !== '') {
      // With the list closed, Escape clears what was typed, rather than letting the dialog close enter it as a tag.
      event.preventDefault();
      event.stopPropagation();
      setDraft('');
      return;
    }
    if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1);
    }
  }

  // Text typed but not entered is kept, not silently dropped, when focus moves on (to Next, say).
  function handleBlur() {
    if (draft.trim() === '') return;
    enter(draft);
  }

  // Pasted text with commas becomes several tags; what follows the last comma stays in the input. With
  // completions, commas stay in what is typed until it is entered.
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (suggest) return setDraft(event.target.value);
    const parts = event.target.value.split(',');
    if (parts.length > 1) commit(parts.slice(0, -1));
    setDraft(parts.at(-1) ?? '');
  }

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div
        className={cn(
          'flex min-h-10 w-full min-w-0 flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5',
          'focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background',
          disabled && 'cursor-not-allowed opacity-50',
        )}
      >
        {value.length > 0 ? (
          <ul className="contents">
            {value.map((tag, index) => (
              <li
                key={tag}
                className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-muted py-0.5 pr-0.5 pl-2.5 text-sm text-foreground [overflow-wrap:anywhere]"
              >
                <span className="min-w-0">{tag}</span>
                <button
                  type="button"
                  aria-label={`Remove ${tag}`}
                  disabled={disabled}
                  onClick={() => {
                    remove(index);
                    inputRef.current?.focus();
                  }}
                  className="shrink-0 rounded-full p-0.5 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          value={draft}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={maxLength}
          aria-describedby={hintId}
          autoComplete="off"
          {...(suggest
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': suggestions.options.length > 0,
                'aria-controls': listId,
                'aria-activedescendant': suggestions.active >= 0 ? `${listId}-${suggestions.active}` : undefined,
              }
            : {})}
          className="h-7 min-w-0 basis-32 flex-1 bg-transparent px-1 text-base text-foreground outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed sm:text-sm"
        />
      </div>
      {suggest ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label}: suggestions`}
          hidden={suggestions.options.length === 0}
          className="grid max-h-56 overflow-y-auto rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md"
        >
          {suggestions.options.map((option, index) => (
            <li
              key={option}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === suggestions.active}
              // Picked by a press without taking focus from the field (which would enter the text as typed).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                pick(option);
                inputRef.current?.focus();
              }}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-1.5 [overflow-wrap:anywhere] hover:bg-accent',
                index === suggestions.active && 'bg-accent',
              )}
            >
              {option}
            </li>
          ))}
        </ul>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        {suggest
          ? 'Type, then pick from the list with the arrow keys and Enter, or press Enter to add what you typed; Backspace removes the last.'
          : 'Press Enter or comma to add; Backspace removes the last.'}
        {hint ? ` ${hint}` : ''}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
