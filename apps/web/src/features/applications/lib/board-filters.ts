import { applicationLimits, oneLineText, type ApplicationBoardQuery } from '@seeker/contract';

/**
 * The board's filters, as the address keeps them (`?q=&company=&tag=&followUpDue=true`), and which
 * applications it shows (`archived=true`: the archived ones, a view of their own that clearing keeps).
 */
export type BoardFilters = { q: string; company: string; tag: string; followUpDue: boolean; archived: boolean };

export const noFilters: Omit<BoardFilters, 'archived'> = { q: '', company: '', tag: '', followUpDue: false };

const line = oneLineText();

/** The first `max` UTF-16 units of a text, never ending on half of a surrogate pair (an emoji). */
function cut(text: string, max: number): string {
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/** A filter as the server takes it: one line within its limit; an address that holds more (an old or edited link) is cut to it, never refused. */
function filterValue(value: string | null, max: number): string {
  const cleaned = line.safeParse(cut((value ?? '').replaceAll('\u0000', ''), max * 4));
  return cleaned.success ? cut(cleaned.data, max).trim() : '';
}

export function filtersFromParams(params: URLSearchParams): BoardFilters {
  return {
    q: filterValue(params.get('q'), applicationLimits.search),
    company: filterValue(params.get('company'), applicationLimits.search),
    tag: filterValue(params.get('tag'), applicationLimits.tag),
    followUpDue: params.get('followUpDue') === 'true',
    archived: params.get('archived') === 'true',
  };
}

/** The address's parameters with these filters set; empty ones are left out, other parameters kept. */
export function paramsWithFilters(current: URLSearchParams, filters: BoardFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', filters.q);
  set('company', filters.company);
  set('tag', filters.tag);
  set('followUpDue', filters.followUpDue ? 'true' : '');
  set('archived', filters.archived ? 'true' : '');
  return next;
}

/** Whether any filter narrows the view (the archived view alone is no filter). */
export function hasFilters(filters: BoardFilters): boolean {
  return filters.q !== '' || filters.company !== '' || filters.tag !== '' || filters.followUpDue;
}

/** The query of GET /api/applications ("?…", or "" for none): only the filters set, then one column's page when asked. */
export function boardSearch(filters: BoardFilters, column?: Pick<ApplicationBoardQuery, 'status' | 'offset'>): string {
  const query = paramsWithFilters(new URLSearchParams(), filters);
  if (column?.status) query.set('status', column.status);
  if (column?.offset) query.set('offset', String(column.offset));
  const text = query.toString();
  return text ? `?${text}` : '';
}
