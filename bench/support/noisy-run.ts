// What the noisy-neighbour bench (noisy-neighbour.ts) measures with: its users' timing, the kinds of request,
// what one run records, and the helpers its normal guests and its hostile account share.
import { defaultPreferences, type Preferences } from '../../packages/contract/src';
import { benchPreferences } from '../synthetic-postings';
import type { CallInit, TimedCall } from './timed-call';

/** A person's pause between two clicks, uniformly in this range (ms). */
export const think = { min: 1_000, max: 3_000 };
export const timeoutMs = 30_000;
/** Guests arrive (sign in) at random over the first 10 s of the run. */
export const arrivalMs = 10_000;
/** After the run, how long the bench still waits for searches' results and reminders (then counts the rest as missing). */
export const tailMs = 90_000;
/** A guest whose reminder is due asks for its notifications this often. */
export const pollMs = 3_000;

export type Kind =
  | 'sign-in'
  | 'preferences'
  | 'typed-in job'
  | 'follow-up'
  | 'dashboard'
  | 'job list'
  | 'status change'
  | 'notifications'
  | 'search'
  | 'search progress'
  | 'search results'
  /** The hostile account's own requests: never among the normal guests' samples. */
  | 'hostile';
export const kinds: Kind[] = [
  'sign-in',
  'preferences',
  'typed-in job',
  'follow-up',
  'dashboard',
  'job list',
  'status change',
  'notifications',
  'search',
  'search progress',
  'search results',
];
export type Sample = { kind: Kind; ms: number; ok: boolean; status: number };

export type Reminder = {
  /** The whole minute by which the minute job should have sent it (epoch ms). */
  due: number;
  inRun: boolean;
  /** Epoch ms of the first poll that showed it. */
  seenAt?: number;
  /** Its notification's createdAt: when the minute job's pass that sent it began. */
  stampedAt?: number;
};
export type Attack = 'add-by-link' | 'typed-in' | 'follow-ups' | 'export' | 'search';
export const allAttacks: Attack[] = ['add-by-link', 'typed-in', 'follow-ups', 'export', 'search'];

export type AttackStats = { statuses: Map<number, number>; ms: number[]; bytes: number };
export type Run = {
  name: string;
  samples: Sample[];
  reminders: Reminder[];
  remindersNotSet: string[];
  searchWaits: number[];
  searchesWithoutResults: string[];
  hostile?: {
    email: string;
    zone: string;
    remindAt: string;
    stats: Record<Attack, AttackStats>;
    jobs: number;
    followUps: number;
    pageHits: number;
    problem?: string;
  };
  elapsed: number;
  load: string;
};

export type Guest = { cookie: string; userId: string };

export type Answer = TimedCall<Kind>;
/** The bench's one caller: a request of this kind, timed (support/timed-call.ts). */
export type Call = (kind: Kind, method: string, url: string, init?: CallInit) => Promise<Answer>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export const cookieOf = (setCookie: string[]) => setCookie.map((item) => item.split(';')[0]).join('; ');

export const preferencesIn = (timezone: string): Preferences => ({
  ...defaultPreferences(timezone),
  ...benchPreferences,
  other: '',
});
