import { X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

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
};

/** A list of tags: Enter, comma or leaving the field adds, Backspace on an empty input removes the last, × removes one. */
export function TagInput({ label, value, onChange, placeholder, disabled, maxLength = 100, hint }: TagInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');

  function commit(values: string[]) {
    const next = addTags(value, values);
    if (next !== value) {
      onChange(next);
      setAnnouncement(`Added ${next.slice(value.length).join(', ')}`);
    }
  }

  function remove(index: number) {
    const tag = value[index];
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(`Removed ${tag}`);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' || event.key === ',') {
      // Enter must never submit a surrounding form; a comma never ends up in a tag.
      event.preventDefault();
      commit([draft]);
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
    commit([draft]);
    setDraft('');
  }

  // Pasted text with commas becomes several tags; what follows the last comma stays in the input.
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
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
          className="h-7 min-w-0 basis-32 flex-1 bg-transparent px-1 text-base text-foreground outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed sm:text-sm"
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Press Enter or comma to add; Backspace removes the last.{hint ? ` ${hint}` : ''}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
