import { applicationPriorityLabels, excitementScale, type BoardCard } from '@seeker/contract';
import { formatNearDay } from '@/lib/format-dates';

const excitementNames = ['Lukewarm', 'Interested', 'Keen', 'Excited', 'Dream job'] as const;

/** An excitement as the picker lists it: "4 – Excited". */
export function excitementWords(value: number): string {
  const name = excitementNames[value - excitementScale.min];
  return name ? `${value} – ${name}` : String(value);
}

/** Whole days from `today` to `day` (both YYYY-MM-DD): negative once it has passed. */
function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** "Apply by Dec 15" (the year only when not this one), "Apply by today", or "Deadline passed (Dec 1)". */
export function deadlineText(deadline: string, today: string, locale?: string): string {
  const day = formatNearDay(deadline, today, locale);
  const left = daysUntil(deadline, today);
  if (left < 0) return `Deadline passed (${day})`;
  if (left === 0) return 'Apply by today';
  if (left === 1) return 'Apply by tomorrow';
  return `Apply by ${day}`;
}

/** The marks a card shows, each a short phrase ("High priority", "Excitement 4 of 5", its deadline); `passed` for a deadline gone by. */
export function cardMarks(
  card: Pick<BoardCard, 'priority' | 'excitement' | 'deadline'>,
  today: string,
  locale?: string,
): { text: string; passed: boolean }[] {
  const marks = [
    card.priority ? `${applicationPriorityLabels[card.priority]} priority` : null,
    card.excitement === null ? null : `Excitement ${card.excitement} of ${excitementScale.max}`,
  ]
    .filter((text): text is string => text !== null)
    .map((text) => ({ text, passed: false }));
  if (card.deadline) marks.push({ text: deadlineText(card.deadline, today, locale), passed: card.deadline < today });
  return marks;
}
