import { useId, useState } from 'react';
import { dashboardLimits } from '../lib/dashboard-limits';
import { truncate } from '../lib/truncate';
import { TextToggle } from './text-toggle';

/** The description, cut at 150 characters with Show more / Show less (spec part 1 section 2). */
export function JobDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > dashboardLimits.descriptionLength;

  return (
    <div className="grid gap-1">
      <p id={id} className="text-sm break-words whitespace-pre-line text-muted-foreground">
        {long && !expanded ? truncate(text, dashboardLimits.descriptionLength) : text}
      </p>
      {long ? (
        <TextToggle expanded={expanded} controls={id} onToggle={() => setExpanded((open) => !open)}>
          {expanded ? 'Show less' : 'Show more'}
        </TextToggle>
      ) : null}
    </div>
  );
}
