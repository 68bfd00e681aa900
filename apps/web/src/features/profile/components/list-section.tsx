import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type ListSectionProps<T> = {
  title: string;
  /** Singular noun for the buttons: "Add experience", "Remove experience 2". */
  noun: string;
  items: T[];
  max: number;
  onChange: (items: T[]) => void;
  create: () => T;
  render: (item: T, index: number, update: (item: T) => void) => ReactNode;
  error?: string | undefined;
};

/** One of the profile's lists (experience, education, links), each entry with Remove and the list with Add. */
export function ListSection<T>({ title, noun, items, max, onChange, create, render, error }: ListSectionProps<T>) {
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {items.length === 0 && <p className="text-sm text-muted-foreground">None yet.</p>}
      {items.map((item, index) => (
        <div key={index} className="grid gap-3 rounded-md bg-muted/40 p-3">
          {render(item, index, (next) => onChange(items.map((entry, at) => (at === index ? next : entry))))}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start text-destructive"
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden="true" />
            Remove {noun} {index + 1}
          </Button>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={items.length >= max}
        onClick={() => onChange([...items, create()])}
      >
        <Plus aria-hidden="true" />
        Add {noun}
      </Button>
    </fieldset>
  );
}
