import type { CompanyResearch } from '@seeker/contract';
import { useId, useState } from 'react';
import { clipSummary } from '../lib/clip-summary';
import { ClaimSources } from './citation';

/** The strategy summary, cut at 120 characters with Read more / Read less, and who wrote it. */
export function StrategySummary({ record }: { record: CompanyResearch }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const summary = record.strategicAssessment?.summary;
  if (!summary) return null;
  const { text, clipped } = clipSummary(summary.text);
  return (
    <div className="text-sm">
      <p id={id}>
        {expanded ? summary.text : text}
        <ClaimSources record={record} sources={summary.sources} />
      </p>
      {clipped && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {expanded ? 'Read less' : 'Read more'}
        </button>
      )}
      <p className="mt-1 text-xs text-muted-foreground">
        {record.strategicAssessment?.author === 'llm' ? 'Written by AI from the facts above' : 'Summary written from the facts above (no AI)'}
      </p>
    </div>
  );
}
