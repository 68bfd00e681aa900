import { readFileSync, readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { RankPreferences } from '../../job-discovery/rank/ranked-posting';

/**
 * Real postings of 449 Ashby boards (stapply-ai/ats-scrapers at 43ece6f, MIT; see ORIGIN.md) and five
 * preference profiles, each with a few hundred of those postings judged by hand: 2 a recruiter would send it,
 * 1 plausible with one thing off, 0 not a fit. Postings are the boards' own job records, read through the
 * Ashby adapter like any answer.
 */
export type RelevanceProfile = { name: string; describe: string; preferences: RankPreferences; grades: Map<string, 0 | 1 | 2> };
export type RecordedAshbyJob = { board: string; job: Record<string, unknown> };

const folder = new URL('./', import.meta.url);

export function loadRelevancePostings(): RecordedAshbyJob[] {
  return JSON.parse(gunzipSync(readFileSync(new URL('postings.json.gz', folder))).toString('utf8')) as RecordedAshbyJob[];
}

export function loadRelevanceProfiles(): RelevanceProfile[] {
  const profiles = JSON.parse(readFileSync(new URL('profiles.json', folder), 'utf8')) as Record<
    string,
    { describe: string; preferences: RankPreferences }
  >;
  return Object.entries(profiles).map(([name, profile]) => {
    const grades = new Map<string, 0 | 1 | 2>();
    for (const file of readdirSync(new URL('judgments/', folder)).filter((entry) => entry.startsWith(`${name}.`) || entry.startsWith(`${name}-`))) {
      const judged = JSON.parse(readFileSync(new URL(`judgments/${file}`, folder), 'utf8')) as { id: string; grade: 0 | 1 | 2 }[];
      for (const { id, grade } of judged) grades.set(id, grade);
    }
    return { name, describe: profile.describe, preferences: profile.preferences, grades };
  });
}
