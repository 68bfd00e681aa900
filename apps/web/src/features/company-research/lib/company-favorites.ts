/** Spec part 2 section 7: company favourites are kept in local storage under this key, as company names. */
export const favoritesKey = 'companyFavorites';

export function readFavorites(storage: Pick<Storage, 'getItem'> = window.localStorage): Set<string> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(favoritesKey) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : []);
  } catch {
    // Another tab or an old version wrote something else: start from no favourites rather than fail.
    return new Set();
  }
}

export function writeFavorites(names: Set<string>, storage: Pick<Storage, 'setItem'> = window.localStorage) {
  try {
    storage.setItem(favoritesKey, JSON.stringify([...names].sort()));
  } catch {
    // Storage full or disabled (private mode): the favourite lasts this visit.
  }
}
