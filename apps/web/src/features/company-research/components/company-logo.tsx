import { useState } from 'react';

/** The company's logo, or its initial letter when there is none or it does not load. */
export function CompanyLogo({ name, url }: { name: string; url: string | null }) {
  const [failed, setFailed] = useState(false);
  // Only https logos: the page's policy loads no plain-http image, and a refused one would only flicker.
  if (url?.startsWith('https://') && !failed) {
    return (
      <img
        src={url}
        alt={`${name} logo`}
        onError={() => setFailed(true)}
        className="size-12 shrink-0 rounded-md border border-border bg-white object-contain p-1"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/15 text-lg font-semibold text-primary"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
