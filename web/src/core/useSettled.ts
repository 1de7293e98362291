import { useEffect, useState } from 'react';

/** value, once it has stayed the same for ms: a request asked when the player paused (typing a
 * stake, odds moving), not at each change. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
