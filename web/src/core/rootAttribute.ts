// A state that styles elsewhere on the page read, as an attribute of the root element while the
// component that knows it is mounted: `html[data-slip='open'] .main` rather than
// `.app:has([data-slip-panel][data-open='true'])`, whose `:has()` on a high ancestor made the
// browser look through the whole page at every change of any row (a price, a clock): /live spent
// most of its style work there.
import { useEffect } from 'react';

/** Sets `data-<name>` on the root element to value while mounted; undefined removes it. */
export function useRootAttribute(name: string, value: string | undefined): void {
  useEffect(() => {
    if (value === undefined) return;
    const root = document.documentElement;
    root.setAttribute(`data-${name}`, value);
    return () => root.removeAttribute(`data-${name}`);
  }, [name, value]);
}
