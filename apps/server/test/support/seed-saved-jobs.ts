import crypto from 'node:crypto';
import type { JobStatus } from '@seeker/contract';
import type { Db } from '../../src/db/client';
import type { savedJobs } from '../../src/db/schema';
import { saveSearchSession } from '../../src/modules/job-search/save-search-session';

type ListingRow = typeof savedJobs.$inferInsert;
export type SeedJob = Partial<Omit<ListingRow, 'id' | 'userId' | 'sessionId' | 'listingNumber'>>;

/** A stored job as a search would have saved it; every field can be overridden. */
function listingRow(userId: string, sessionId: string, index: number, job: SeedJob, now: Date): ListingRow {
  const status: JobStatus = job.status ?? 'new';
  return {
    id: `job-${sessionId}-${index}`,
    userId,
    sessionId,
    listingNumber: index + 1,
    title: `Frontend Engineer ${index + 1}`,
    company: 'Acme Robotics',
    location: 'Berlin',
    salary: '$140k–170k',
    salaryRange: { min: 140_000, max: 170_000, currency: 'USD', period: 'year' },
    datePosted: now,
    description: 'Build our robot fleet UI with React and TypeScript.',
    descriptionHtml: '<p>Build our robot fleet UI with React and TypeScript.</p>',
    qualifications: ['5+ years of React', 'TypeScript in production'],
    benefits: ['Remote stipend'],
    jobLink: `https://boards.example/acme/${index + 1}`,
    remote: false,
    jobType: 'Full-time',
    seniority: 'Mid',
    source: 'greenhouse',
    sourceLabel: 'Greenhouse',
    sourceUrl: `https://boards.example/acme/${index + 1}`,
    sources: [{ source: 'greenhouse', label: 'Greenhouse', url: `https://boards.example/acme/${index + 1}` }],
    matchScore: 80 - index,
    matchReason: 'Title matches "Frontend Engineer"',
    favorite: false,
    status,
    statusHistory: [{ status, at: now.toISOString() }],
    ...job,
  };
}

/** Saves one search session with these jobs for the user, straight through the store; returns its id and job ids. */
export async function seedSearchSession(db: Db, userId: string, jobs: SeedJob[], now = new Date(), sessionId = `session-${crypto.randomUUID()}`) {
  const listings = jobs.map((job, index) => listingRow(userId, sessionId, index, job, now));
  await saveSearchSession(db, { userId, sessionId, listings, research: [], sources: [], now });
  return { sessionId, jobIds: listings.map((listing) => listing.id!) };
}
