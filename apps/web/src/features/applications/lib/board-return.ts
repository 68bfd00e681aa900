/** What a card's link tells the application's page: the board's filters, for its way back. */
export type BoardReturn = { boardSearch: string };

export function boardPathFrom(state: unknown): string {
  const search = (state as Partial<BoardReturn> | null)?.boardSearch;
  return typeof search === 'string' && search.startsWith('?') ? `/applications${search}` : '/applications';
}
