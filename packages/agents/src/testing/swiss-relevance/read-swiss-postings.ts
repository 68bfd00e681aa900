import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { normalizePosting } from '../../job-discovery/normalize/normalize-posting';
import type { Posting } from '../../job-discovery/posting';
import type { RankPreferences } from '../../job-discovery/rank/ranked-posting';
import { sharedDataFolder } from '../shared-data';

/**
 * The 975 real Swiss postings of prospective.ch's public job API in `../shared/data/postings/swiss-prospective`
 * (origins in its ORIGINS.md; no licence stated, so read in place and never copied here), as postings: the API's
 * fields the way an adapter would read them, each section of the text under the heading a careers page gives it,
 * then normalised like any source's. Seeker has no adapter for this API; this is the testing harness's reading.
 */
export function swissPostingsFolder(): string | undefined {
  const folder = sharedDataFolder('postings', 'ORIGINS.md');
  return folder && path.join(folder, 'swiss-prospective');
}

type ApiJob = {
  id: string | number;
  title: string;
  attributes?: Record<string, string[]>;
  szas?: Record<string, string | undefined>;
  links?: { directlink?: string };
  start_date?: string;
};

// The recorder dropped one file's envelope (and with it the medium's name): the ORIGINS table names each medium.
const mediumNames: Record<string, string> = {
  '1000624': 'Bundesverwaltung',
  '1000666': 'Insel Gruppe',
  '1950': 'Raiffeisen',
  '1001134': 'Universitätsspital Zürich',
};

export function readSwissPostings(folder: string): Posting[] {
  const postings: Posting[] = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const answer = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as ApiJob[] | { medium_name?: string; jobs: ApiJob[] };
    const medium = /medium(\d+)\.json$/.exec(file)?.[1] ?? '';
    const jobs = Array.isArray(answer) ? answer : answer.jobs;
    const company = (!Array.isArray(answer) && answer.medium_name) || mediumNames[medium] || medium;
    for (const job of jobs) postings.push(postingOf(job, company, medium));
  }
  return postings;
}

function postingOf(job: ApiJob, company: string, medium: string): Posting {
  const fields = job.szas ?? {};
  const section = (heading: string, html: string | undefined) => (html ? `<h3>${heading}</h3>${html}` : '');
  const place = fields['sza_location.city'] ?? job.attributes?.arbeitsort?.[0] ?? '';
  return normalizePosting({
    source: 'careersite',
    sourceId: String(job.id),
    sourceUrl: job.links?.directlink ?? `https://ohws.prospective.ch/public/v1/medium/${medium}/jobs/${job.id}`,
    title: job.title,
    company: job.attributes?.verwaltungseinheit?.[0] ?? company,
    location: [place, fields['sza_location.country']].filter(Boolean).join(', '),
    descriptionHtml: [
      fields.sza_introduction ?? '',
      section('Ihre Aufgaben', fields.sza_tasks),
      section('Ihr Profil', fields.sza_requirements),
      section('Wir bieten', fields.sza_benefits),
    ].join(''),
    ...(job.start_date ? { postedAt: new Date(job.start_date) } : {}),
    ...(fields.sza_employment_type ? { employmentType: fields.sza_employment_type } : {}),
  });
}

/** The two job seekers outside software of `profiles.json`, with every one of the 975 postings judged by hand for each (judgments/NOTES.md). */
export type SwissProfile = { name: string; describe: string; preferences: RankPreferences; grades: Map<string, 0 | 1 | 2> };

export function loadSwissProfiles(): SwissProfile[] {
  const folder = new URL('./', import.meta.url);
  const profiles = JSON.parse(readFileSync(new URL('profiles.json', folder), 'utf8')) as Record<
    string,
    { describe: string; preferences: RankPreferences }
  >;
  return Object.entries(profiles).map(([name, profile]) => {
    const judged = JSON.parse(readFileSync(new URL(`judgments/${name}.json`, folder), 'utf8')) as { id: string; grade: 0 | 1 | 2 }[];
    return { name, ...profile, grades: new Map(judged.map(({ id, grade }) => [id, grade])) };
  });
}
