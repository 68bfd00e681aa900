import { useId, useState } from 'react';
import { dashboardLimits } from '../lib/dashboard-limits';
import { truncate } from '../lib/truncate';
import { TextToggle } from './text-toggle';

const { requirementLength, requirementsShown } = dashboardLimits;

/** One requirement; a long one is cut to 30 characters, its full text in the tooltip and for screen readers. */
function Requirement({ text }: { text: string }) {
  const chip = 'max-w-full rounded-md bg-muted px-2 py-0.5 text-xs break-words text-foreground';
  if (text.length <= requirementLength) return <li className={chip}>{text}</li>;
  return (
    <li className={chip} title={text}>
      <span aria-hidden="true">{truncate(text, requirementLength)}</span>
      <span className="sr-only">{text}</span>
    </li>
  );
}

/** The first three requirements, with Show all (n) when there are more (spec part 1 section 2). */
export function JobRequirements({ requirements }: { requirements: string[] }) {
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  if (requirements.length === 0) return null;
  const shown = showAll ? requirements : requirements.slice(0, requirementsShown);

  return (
    <div className="grid gap-1.5">
      <h4 className="text-sm font-medium">Requirements</h4>
      <ul id={id} className="flex flex-wrap gap-1.5">
        {shown.map((requirement, index) => (
          // Postings repeat lines; the position keeps keys unique.
          <Requirement key={`${index}-${requirement}`} text={requirement} />
        ))}
      </ul>
      {requirements.length > requirementsShown ? (
        <TextToggle expanded={showAll} controls={id} onToggle={() => setShowAll((open) => !open)}>
          {showAll ? 'Show fewer' : `Show all (${requirements.length})`}
        </TextToggle>
      ) : null}
    </div>
  );
}
