import type { ExperienceEntry } from '@seeker/contract';
import { findDateRange } from './dates';
import { continuesBullet, isSentence, type ResumeLine } from './resume-lines';
import { splitHeader } from './split-header';

type Draft = { header: string[]; bullets: string[] };

/** Roles in the order written: each a header (role, company, place, dates) and its bullets. */
export function parseExperience(lines: readonly ResumeLine[]): ExperienceEntry[] {
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  for (const line of lines) {
    const last: string | undefined = current?.bullets.at(-1);
    if (current && last !== undefined && continuesBullet(last, line)) {
      current.bullets[current.bullets.length - 1] = `${last} ${line.text}`;
      continue;
    }
    const headerHasDates = current?.header.some((text) => findDateRange(text)) ?? false;
    const isBullet = line.bullet || (current !== null && headerHasDates && isSentence(line.text) && !findDateRange(line.text));
    if (isBullet && current) {
      current.bullets.push(line.text);
      continue;
    }
    if (!current || current.bullets.length > 0 || current.header.length >= 3 || (headerHasDates && findDateRange(line.text))) {
      current = { header: [], bullets: [] };
      drafts.push(current);
    }
    if (isBullet) current.bullets.push(line.text);
    else current.header.push(line.text);
  }
  return drafts.map(toEntry);
}

function toEntry({ header, bullets }: Draft): ExperienceEntry {
  const { role, company, location, dates } = splitHeader(header);
  return { role, company, location, dates, bullets };
}
