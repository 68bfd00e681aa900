import type { MatchEntry } from './match-entries';

/**
 * The stored form's version. A schedule's key names it (scheduled-matching.ts), so a schedule whose kept
 * matches were written in another form searches in full once and writes them afresh: never misread.
 */
export const matchEntryFormat = 3;

type Group = MatchEntry['groups'][number];
type Summary = Group['job'];
type Score = Group['prepared'];

// A kept match as stored: positional arrays rather than objects, about half the JSON (a run reads its
// schedule's ~75 and writes the ones that changed; the key names were most of the bytes).
type StoredSummary = [
  id: Summary['id'],
  source: Summary['source'],
  sourceId: Summary['sourceId'],
  sourceUrl: Summary['sourceUrl'],
  title: Summary['title'],
  company: Summary['company'],
  location: Summary['location'],
  remote: Summary['remote'],
  workplace: Summary['workplace'],
  salary: Summary['salary'],
  jobType: Summary['jobType'],
  seniority: Summary['seniority'],
  postedAt: Summary['postedAt'],
  job: Summary['job'],
];
type Shares = Score['shares'];
type Signals = Score['signals'];
type StoredScore = [
  title: Shares['title'],
  skills: Shares['skills'],
  location: Shares['location'],
  seniority: Shares['seniority'],
  salary: Shares['salary'],
  jobType: Shares['jobType'],
  company: Shares['company'],
  fit: Score['fit'],
  titleMatch: Signals['titleMatch'],
  titleMatchKind: Signals['titleMatchKind'],
  skillsMatched: Signals['skillsMatched'],
  skillsTotal: Signals['skillsTotal'],
  includeKeywordsMatched: Signals['includeKeywordsMatched'],
  remote: Signals['remote'],
  locationMatch: Signals['locationMatch'],
  seniorityMatch: Signals['seniority'],
  jobTypeMatch: Signals['jobTypeMatch'],
  annualSalary: Signals['annualSalary'],
  salaryOverlap: Signals['salaryOverlap'],
  companyMatch: Signals['companyMatch'],
  postedAt: Score['postedAt'],
  titleOccupation: Signals['titleOccupation'],
];
export type StoredEntry = [matchedBy: number, copies: number[], groups: [StoredSummary, StoredScore][]];

export function encodeEntry(entry: MatchEntry): StoredEntry {
  return [
    entry.matchedBy,
    entry.copies,
    entry.groups.map(({ job, prepared: { shares, fit, signals, postedAt } }) => [
      [
        job.id,
        job.source,
        job.sourceId,
        job.sourceUrl,
        job.title,
        job.company,
        job.location,
        job.remote,
        job.workplace,
        job.salary,
        job.jobType,
        job.seniority,
        job.postedAt,
        job.job,
      ],
      [
        shares.title,
        shares.skills,
        shares.location,
        shares.seniority,
        shares.salary,
        shares.jobType,
        shares.company,
        fit,
        signals.titleMatch,
        signals.titleMatchKind,
        signals.skillsMatched,
        signals.skillsTotal,
        signals.includeKeywordsMatched,
        signals.remote,
        signals.locationMatch,
        signals.seniority,
        signals.jobTypeMatch,
        signals.annualSalary,
        signals.salaryOverlap,
        signals.companyMatch,
        postedAt,
        signals.titleOccupation,
      ],
    ]),
  ];
}

/**
 * A schedule's stored matches as they were before encodeEntry, or null when one is not in this form (written
 * by another version: its schedule searches in full, which writes them afresh). Every group's job has its
 * match's fingerprint (a match is one job's open copies).
 */
export function readEntries(stored: readonly [fingerprint: string, entry: unknown][]): Map<string, MatchEntry> | null {
  const entries = new Map<string, MatchEntry>();
  for (const [fingerprint, entry] of stored) {
    if (!Array.isArray(entry) || entry.length !== 3) return null;
    entries.set(fingerprint, decodeEntry(fingerprint, entry as StoredEntry));
  }
  return entries;
}

/** A stored match as it was before encodeEntry. */
export function decodeEntry(fingerprint: string, [matchedBy, copies, groups]: StoredEntry): MatchEntry {
  return {
    matchedBy,
    copies,
    groups: groups.map(([job, score]) => ({
      job: {
        id: job[0],
        source: job[1],
        sourceId: job[2],
        sourceUrl: job[3],
        title: job[4],
        company: job[5],
        location: job[6],
        remote: job[7],
        workplace: job[8],
        salary: job[9],
        fingerprint,
        jobType: job[10],
        seniority: job[11],
        postedAt: job[12],
        job: job[13],
      },
      prepared: {
        shares: {
          title: score[0],
          skills: score[1],
          location: score[2],
          seniority: score[3],
          salary: score[4],
          jobType: score[5],
          company: score[6],
        },
        fit: score[7],
        signals: {
          titleMatch: score[8],
          titleMatchKind: score[9],
          skillsMatched: score[10],
          skillsTotal: score[11],
          includeKeywordsMatched: score[12],
          remote: score[13],
          locationMatch: score[14],
          seniority: score[15],
          jobTypeMatch: score[16],
          annualSalary: score[17],
          salaryOverlap: score[18],
          companyMatch: score[19],
          titleOccupation: score[21],
        },
        postedAt: score[20],
      },
    })),
  };
}
