import { applicationSortKeys, type ApplicationSortKey } from '@seeker/contract';

/** How the table is sorted, as the address keeps it (`?sort=deadline&order=asc`). */
export type TableSort = { sort: ApplicationSortKey; order: 'asc' | 'desc' };

export const defaultSort: TableSort = { sort: 'inColumnSince', order: 'desc' };

/** The order a column starts in when first picked: words A–Z and soonest deadlines first, the rest newest or highest first. */
const firstOrder: Record<ApplicationSortKey, TableSort['order']> = {
  title: 'asc',
  company: 'asc',
  status: 'asc',
  inColumnSince: 'desc',
  priority: 'asc',
  excitement: 'desc',
  deadline: 'asc',
  savedAt: 'desc',
};

export function sortFromParams(params: URLSearchParams): TableSort {
  const sort = params.get('sort');
  const order = params.get('order');
  if (!applicationSortKeys.includes(sort as ApplicationSortKey)) return defaultSort;
  return { sort: sort as ApplicationSortKey, order: order === 'asc' || order === 'desc' ? order : firstOrder[sort as ApplicationSortKey] };
}

/** Picking the sorted column again turns it round; another column starts in its own first order. */
export function nextSort(current: TableSort, key: ApplicationSortKey): TableSort {
  if (current.sort === key) return { sort: key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: key, order: firstOrder[key] };
}
