import { useCallback, useState } from 'react';
import { readFavorites, writeFavorites } from '../lib/company-favorites';

/** Company favourites by name, kept in this browser (companyFavorites) across reloads. */
export function useCompanyFavorites() {
  const [favorites, setFavorites] = useState(() => readFavorites());
  const toggle = useCallback((name: string) => {
    setFavorites((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      writeFavorites(next);
      return next;
    });
  }, []);
  return { favorites, toggle };
}
