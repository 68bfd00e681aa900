import type { ResumeSuggestions } from '@seeker/contract';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TagInput } from '@/components/ui/tag-input';
import type { Suggest } from '@/components/ui/use-suggestions';
import { getPlaceSuggestions } from '../api/get-place-suggestions';
import type { WizardPreferences } from '../lib/wizard-state';
import type { StepProps } from './step-props';

type TagListKey = 'roles' | 'locations' | 'companies' | 'skills' | 'includeKeywords' | 'excludeKeywords';

export type TagListField = { key: TagListKey; label: string; placeholder: string; hint?: string };

// Which of the resume's suggestions a field offers.
const offered: Partial<Record<TagListKey, keyof ResumeSuggestions>> = { roles: 'roles', locations: 'places', skills: 'skills' };
// Which fields complete what is typed: Locations from the gazetteer, so "New Orleans, LA" is one place.
const completed: Partial<Record<TagListKey, Suggest>> = { locations: getPlaceSuggestions };

/** The wizard's tag-list fields, one TagInput each, bound to their preference, with what the resume offers under it. */
export function TagListFields({ fields, preferences, onChange, disabled, suggestions }: StepProps & { fields: TagListField[] }) {
  return fields.map(({ key, label, placeholder, hint }) => {
    const change = (values: string[]) => onChange({ [key]: values } as Partial<WizardPreferences>);
    const from = offered[key];
    return (
      <TagListField
        key={key}
        label={label}
        value={preferences[key]}
        onChange={change}
        placeholder={placeholder}
        hint={hint}
        disabled={disabled}
        offered={from && suggestions ? suggestions[from] : []}
        suggest={completed[key]}
      />
    );
  });
}

type TagListFieldProps = {
  label: string;
  value: string[];
  onChange: (values: string[]) => void;
  placeholder: string;
  hint: string | undefined;
  disabled: boolean;
  offered: string[];
  suggest: Suggest | undefined;
};

// The most a field may hold (the contract's 50 entries): past it, nothing more is offered.
const mostTags = 50;

/**
 * One field, and under it "From your resume": what the resume offers that the field does not hold yet, each added by
 * a press, never by itself. The pressed button goes away: focus moves to the one taking its place, or to the field.
 */
function TagListField({ label, value, onChange, placeholder, hint, disabled, offered: suggested, suggest }: TagListFieldProps) {
  const id = useId();
  const field = useRef<HTMLDivElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const held = new Set(value.map((entry) => entry.toLocaleLowerCase()));
  const left = value.length >= mostTags ? [] : suggested.filter((entry) => !held.has(entry.toLocaleLowerCase()));
  const take = (entry: string, at: number) => {
    onChange([...value, entry]);
    setAnnouncement(`Added ${entry} to ${label}`);
    const next = left.length > 1 ? Math.min(at, left.length - 2) : -1;
    requestAnimationFrame(() => {
      const buttons = group.current?.querySelectorAll('button');
      if (next >= 0 && buttons?.[next]) buttons[next].focus();
      else field.current?.querySelector('input')?.focus();
    });
  };
  return (
    <div ref={field} className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <TagInput label={label} value={value} onChange={onChange} placeholder={placeholder} hint={hint} disabled={disabled} suggest={suggest} />
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {left.length > 0 ? (
        <div ref={group} role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-1.5">
          <span id={id} className="text-xs text-muted-foreground">
            From your resume<span className="sr-only">, for {label}</span>:
          </span>
          {left.map((entry, at) => (
            <Button
              key={entry}
              type="button"
              variant="outline"
              size="sm"
              className="h-7 max-w-full gap-1 px-2 text-xs"
              disabled={disabled}
              aria-label={`Add ${entry} to ${label}`}
              onClick={() => take(entry, at)}
            >
              <Plus aria-hidden="true" className="size-3" />
              <span className="truncate">{entry}</span>
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
