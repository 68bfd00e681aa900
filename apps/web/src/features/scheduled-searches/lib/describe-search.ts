import type { ScheduledSearch } from '@seeker/contract';

/** What a schedule searches for: its job titles, else its locations. */
export function describeSearch({ titles, locations }: ScheduledSearch['preferences']): { title: string; where?: string } {
  if (titles.length > 0) return { title: titles.join(', '), ...(locations.length > 0 ? { where: locations.join(', ') } : {}) };
  if (locations.length > 0) return { title: `Jobs in ${locations.join(', ')}` };
  return { title: 'Jobs matching your preferences' };
}
