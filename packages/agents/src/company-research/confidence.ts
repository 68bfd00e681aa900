import type { ResearchConfidence } from '@seeker/contract';

/** One scale for a record and for a salary estimate: 1–2 data points low, 3–9 medium, 10 or more high. */
export function confidenceFor(dataPoints: number): ResearchConfidence {
  if (dataPoints >= 10) return 'high';
  if (dataPoints >= 3) return 'medium';
  return 'low';
}
