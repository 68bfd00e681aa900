import type { ReactNode } from 'react';

type ResearchSectionProps = { title: string; open: boolean; unavailable?: string | null; children?: ReactNode };

/** A collapsible section of a company card; one with no source says why instead of showing anything made up. */
export function ResearchSection({ title, open, unavailable, children }: ResearchSectionProps) {
  return (
    <details open={open} className="group rounded-md border border-border">
      <summary className="cursor-pointer rounded-md px-3 py-2 outline-none select-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">
        <h3 className="inline text-sm font-medium">{title}</h3>
      </summary>
      <div className="border-t border-border px-3 py-2 text-sm">
        {unavailable ? <p className="text-muted-foreground">{unavailable}</p> : children}
      </div>
    </details>
  );
}

export function ItemList({ items, empty = 'None found' }: { items: string[]; empty?: string }) {
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
