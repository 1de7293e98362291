// The player's market layout on a sport's match pages (marketLayout): pinned market types and
// blocks opened or collapsed, kept in local storage per sport.
import { useState } from 'react';
import { readStored, writeStored } from '../../core/storage';
import { openKey, parseChoices, parsePinned, pinnedKey, togglePin } from './marketLayout';

export function useMarketLayout(sport: string) {
  const [pinned, setPinned] = useState(() => parsePinned(readStored(pinnedKey(sport))));
  const [choices, setChoices] = useState(() => parseChoices(readStored(openKey(sport))));
  return {
    pinned,
    choices,
    pin(marketId: number) {
      const next = togglePin(pinned, marketId);
      writeStored(pinnedKey(sport), JSON.stringify(next));
      setPinned(next);
    },
    setOpen(marketId: number, open: boolean) {
      const next = { ...choices, [marketId]: open };
      writeStored(openKey(sport), JSON.stringify(next));
      setChoices(next);
    },
  };
}
