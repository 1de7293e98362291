import { useEffect, useRef, useState } from 'react';
import { useLocaleState } from '../../core/locale';
import { formatMoney } from '../../domain/money';
import { tickedAmount } from './ticking';
import styles from './Jackpots.module.css';

/** The amount shown now: it ticks toward `target` whenever the target changes (at once for a
 * player who asked for reduced motion). */
function useTicking(target: number): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const v = reduce ? target : tickedAmount(from, target, now - start);
      shownRef.current = v;
      setShown(v);
      if (v !== target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}

/** A jackpot amount that ticks up as the pools grow. Screen readers get the amount itself, not
 * every tick. */
export function TickingMoney({
  amount,
  currency,
  subunits,
}: {
  amount: number;
  currency: string;
  subunits: number;
}) {
  const { locale } = useLocaleState();
  const shown = useTicking(amount);
  const money = { code: currency, subunits };
  return (
    <span className={styles.money}>
      <span aria-hidden="true">{formatMoney(shown, money, locale)}</span>
      <span className="visually-hidden">{formatMoney(amount, money, locale)}</span>
    </span>
  );
}
