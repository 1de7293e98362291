/** The tab a key moves to in a tab list of `count` tabs from tab `index` (WAI-ARIA tabs pattern):
 * the arrows step and wrap, swapped in right-to-left; Home and End go to the first and last;
 * undefined for any other key. */
export function nextTab(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[key];
  if (step) return (index + step + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
