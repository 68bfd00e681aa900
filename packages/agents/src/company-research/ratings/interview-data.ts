import type { InterviewIntelligence } from '@seeker/contract';
import { list, text, wholeNumber } from './read-values';

/** company-interviews → data. */
export type InterviewsData = { interviews?: unknown; interview_difficulty?: unknown };

type Interview = { process_description?: unknown; questions?: unknown; outcome?: unknown; duration_days?: unknown; advice?: unknown };

const kept = 5;

/** Difficulty from the provider's average (1–5), the rest read from the page of interviews it returned. */
export function toInterviewIntelligence(data: InterviewsData | undefined): InterviewIntelligence {
  const interviews = list(data?.interviews) as Interview[];
  const difficulty = typeof data?.interview_difficulty === 'number' ? data.interview_difficulty : null;
  const outcomes = interviews.map((interview) => text(interview.outcome)).filter((outcome): outcome is string => outcome !== null);
  // accept_offer and decline_offer both mean the candidate got an offer; no_offer does not.
  const offers = outcomes.filter((outcome) => /^(accept|decline)_offer$/i.test(outcome)).length;
  const days = interviews
    .map((interview) => wholeNumber(interview.duration_days))
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b);
  const questions = interviews.flatMap((interview) => (Array.isArray(interview.questions) ? interview.questions : [])).map(text);
  return {
    difficultyLevel: difficulty === null ? null : difficulty < 2.5 ? 'easy' : difficulty < 3.5 ? 'medium' : 'hard',
    timeline: days.length > 0 ? `about ${days[Math.floor(days.length / 2)]} days (median of ${days.length} reports)` : null,
    // A share from fewer than 5 reports says little; it is left out rather than shown as if it did.
    successRate: outcomes.length >= 5 ? offers / outcomes.length : null,
    rounds: null,
    process: unique(interviews.map((interview) => clip(text(interview.process_description)))),
    commonQuestions: unique(questions.map(clip)),
    tips: unique(interviews.map((interview) => clip(text(interview.advice)))),
  };
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))].slice(0, kept);
}

function clip(value: string | null): string | null {
  if (value === null) return null;
  return value.length > 300 ? `${value.slice(0, 299).trimEnd()}…` : value;
}
