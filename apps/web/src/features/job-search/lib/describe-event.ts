import type { SearchEvent } from '@seeker/contract';
import { staleSourceText } from './describe-source';

export type StageLine = { key: string; text: string; tone: 'ok' | 'failed' | 'info' };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One run event as a line a person reads ("Greenhouse: 12 jobs", "Lever (globex): failed — timed out"). */
export function describeEvent(event: SearchEvent): StageLine | null {
  const key = String(event.seq);
  const count = event.count ?? 0;
  switch (event.stage) {
    case 'started':
      return { key, text: 'Search started', tone: 'info' };
    case 'source': {
      const source = event.source;
      if (!source) return null;
      if (source.status === 'ok') return { key, text: `${source.label}: ${plural(source.count, 'job')}`, tone: 'ok' };
      if (source.status === 'stale') return { key, text: staleSourceText(source), tone: 'failed' };
      const verb = source.status === 'failed' ? 'failed' : 'skipped';
      return {
        key,
        text: `${source.label}: ${verb}${source.error ? ` — ${source.error}` : ''}`,
        tone: source.status === 'failed' ? 'failed' : 'info',
      };
    }
    case 'index':
      return { key, text: `Postings index: ${plural(count, 'matching posting')}`, tone: 'ok' };
    case 'ranked':
      return { key, text: `Ranked ${plural(count, 'job')} against your preferences${event.message ? ` (${event.message})` : ''}`, tone: 'ok' };
    case 'saved':
      return { key, text: `Saved ${plural(count, 'job')} and researched their companies`, tone: 'ok' };
    case 'done':
      return { key, text: 'Done', tone: 'ok' };
    case 'failed':
      return { key, text: event.message ?? 'The search failed', tone: 'failed' };
    default:
      // A resume tailoring's stages: each says what it did.
      return event.message ? { key, text: event.message, tone: 'ok' } : null;
  }
}
