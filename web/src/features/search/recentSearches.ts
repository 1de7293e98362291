// The recent searches (the last five queries sent from this browser) in local storage.
import { useCallback, useState } from 'react';
import { readStored, removeStored, writeStored } from '../../app/storage';
import { addRecentSearch, parseRecentSearches } from './searchRules';

const KEY = 'recentSearches';

export function useRecentSearches() {
  const [list, setList] = useState(() => parseRecentSearches(readStored(KEY)));
  const add = useCallback((query: string) => {
    setList((before) => {
      const next = addRecentSearch(before, query);
      writeStored(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    removeStored(KEY);
    setList([]);
  }, []);
  return { list, add, clear };
}

export type RecentSearches = ReturnType<typeof useRecentSearches>;
