import type { TimelineEntry } from '@seeker/contract';
import { formatMoment } from '@/lib/format-dates';
import { timelineText } from '../lib/timeline-text';
import { DetailSection } from './detail-section';

/** Everything that happened to the application as it happened (entries are never rewritten), newest first. */
export function TimelineSection({ timeline, timezone }: { timeline: TimelineEntry[]; timezone: string }) {
  const entries = [...timeline].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <DetailSection title="Timeline">
      {entries.length > 0 ? (
        <ol className="grid gap-3 border-l pl-4">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="relative grid gap-0.5 text-sm">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" />
              <time dateTime={entry.at} className="text-xs text-muted-foreground">
                {formatMoment(entry.at, { timeZone: timezone })}
              </time>
              <span className="break-words">{timelineText(entry)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing yet.</p>
      )}
    </DetailSection>
  );
}
