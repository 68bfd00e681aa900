import type { ResumeSuggestions } from '@seeker/contract';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { TagInput } from '@/components/ui/tag-input';
import type { WizardPreferences } from '../lib/wizard-state';
import type { StepProps } from './step-props';

type TagListKey = 'roles' | 'locations' | 'companies' | 'skills' | 'includeKeywords' | 'excludeKeywords';

export type TagListField = { key: TagListKey; label: string; placeholder: string; hint?: string };

// Which of the resume's suggestions a field offers.
const offered: Partial<Record<TagListKey, keyof ResumeSuggestions>> = { roles: 'roles', locations: 'places', skills: 'skills' };

/** The wizard's tag-list fields, one TagInput each, bound to their preference, with what the resume offers under it. */
export function TagListFields({ fields, preferences, onChange, disabled, suggestions }: StepProps & { fields: TagListField[] }) {
  return fields.map(({ key, label, placeholder, hint }) => {
    const change = (values: string[]) => onChange({ [key]: values } as Partial<WizardPreferences>);
    const from = offered[key];
    return (
      <div key={key} className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <TagInput label={label} value={preferences[key]} onChange={change} placeholder={placeholder} hint={hint} disabled={disabled} />
        {from && suggestions ? (
          <SuggestedTags
            label={label}
            offered={suggestions[from]}
            taken={preferences[key]}
            onTake={(value) => change([...preferences[key], value])}
            disabled={disabled}
          />
        ) : null}
      </div>
    );
  });
}

type SuggestedTagsProps = { label: string; offered: string[]; taken: string[]; onTake: (value: string) => void; disabled: boolean };

/** "From your resume": what it offers that the field does not hold yet, each added by a press, never by itself. */
function SuggestedTags({ label, offered, taken, onTake, disabled }: SuggestedTagsProps) {
  const id = useId();
  const held = new Set(taken.map((value) => value.toLocaleLowerCase()));
  const left = offered.filter((value) => !held.has(value.toLocaleLowerCase()));
  if (left.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-1.5">
      <span id={id} className="text-xs text-muted-foreground">
        From your resume<span className="sr-only">, for {label}</span>:
      </span>
      {left.map((value) => (
        <Button
          key={value}
          type="button"
          variant="outline"
          size="sm"
          className="h-7 max-w-full gap-1 px-2 text-xs"
          disabled={disabled}
          aria-label={`Add ${value} to ${label}`}
          onClick={() => onTake(value)}
        >
          <Plus aria-hidden="true" className="size-3" />
          <span className="truncate">{value}</span>
        </Button>
      ))}
    </div>
  );
}
