// The recent searches (the last five queries sent from this browser) in local storage.
import { useCallback, useState } from 'react';
import { readStored, removeStored, writeStored } from '../../core/storage';
import { addRecentSearch, parseRecentSearches } from './searchRules';

const KEY = 'recentSearches';

export function useRecentSearches() {
  const [list, setList] = useState(() => parseRecentSearches(readStored(KEY)));
  // Written at once, not in a state updater: opening a result closes the modal, and an updater
  // of an unmounted component never runs.
  const add = useCallback(
    (query: string) => {
      const next = addRecentSearch(list, query);
      writeStored(KEY, JSON.stringify(next));
      setList(next);
    },
    [list],
  );
  const clear = useCallback(() => {
    removeStored(KEY);
    setList([]);
  }, []);
  return { list, add, clear };
}

export type RecentSearches = ReturnType<typeof useRecentSearches>;
