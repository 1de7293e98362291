// What the schedule and the results share: the day tabs, the sport, order and time-of-day
// filters (and 'only open for betting' on the schedule), all kept in the address with the spec's
// list parameters (listQuery.ts), so a day's list can be shared and survives a reload.
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { SportList } from '../../api/types';
import { REQUEST } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import chips from '../../core/ui/Chips.module.css';
import { readListQuery, SORTS, TIMES, writeListQuery, type ListQuery } from './listQuery';
import styles from './Schedule.module.css';

const DAY_NAMES: Record<number, { id: string; defaultMessage: string }> = {
  [-1]: { id: 'list.day.yesterday', defaultMessage: 'Yesterday' },
  0: { id: 'list.day.today', defaultMessage: 'Today' },
  1: { id: 'list.day.tomorrow', defaultMessage: 'Tomorrow' },
};

/** The list query of the address, and a way to change it (replacing the history entry). A change
 * shows at once: the router commits the new address in a transition, which a busy page may hold
 * back, and until then a control would show its old value (a ticked box unticked). The change
 * holds until the address moves on, which then rules again. */
export function useListQuery(days: readonly string[]): [ListQuery, (next: Partial<ListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [pending, setPending] = useState<{ q: ListQuery; address: string } | null>(null);
  const q = pending?.address === address ? pending.q : readListQuery(params, days);
  const change = (next: Partial<ListQuery>) => {
    setPending({ q: { ...q, ...next }, address });
    setParams((p) => writeListQuery(p, { ...readListQuery(p, days), ...next }, days), { replace: true });
  };
  return [q, change];
}

function DayTabs({
  days,
  chosen,
  onChoose,
}: {
  days: readonly string[];
  chosen: string;
  onChoose: (d: string) => void;
}) {
  const intl = useIntl();
  return (
    <div
      role="group"
      className={chips.filter}
      aria-label={intl.formatMessage({ id: 'list.day.label', defaultMessage: 'Day' })}
      data-testid="day-tabs"
    >
      {days.map((d, i) => {
        const [y = 0, m = 1, day = 1] = d.split('-').map(Number);
        const date = new Date(y, m - 1, day);
        const offset = days.length > 1 && days[1]! < days[0]! ? -i : i;
        const name = DAY_NAMES[offset];
        return (
          <button
            key={d}
            type="button"
            className={chips.chip}
            aria-pressed={d === chosen}
            data-date={d}
            onClick={() => onChoose(d)}
          >
            {name
              ? intl.formatMessage(name)
              : intl.formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' })}
          </button>
        );
      })}
    </div>
  );
}

/** The filters above a day's list. */
export function ListFilters({
  days,
  q,
  change,
  bettable,
}: {
  days: readonly string[];
  q: ListQuery;
  change: (next: Partial<ListQuery>) => void;
  bettable: boolean;
}) {
  const intl = useIntl();
  const sports = useApi<SportList>(REQUEST.sports);
  const id = useId();
  return (
    <>
      <DayTabs days={days} chosen={q.date} onChoose={(date) => change({ date })} />
      <div className={styles.controls}>
        <Control
          label={<FormattedMessage id="list.sport.label" defaultMessage="Sport" />}
          htmlFor={`${id}-sport`}
        >
          <select
            id={`${id}-sport`}
            value={q.sport ?? ''}
            onChange={(e) => change({ sport: e.target.value || null })}
            data-testid="list-sport"
          >
            <option value="">
              {intl.formatMessage({ id: 'list.sport.all', defaultMessage: 'All sports' })}
            </option>
            {sports.data?.data.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name}
              </option>
            ))}
          </select>
        </Control>
        <Control
          label={<FormattedMessage id="list.sort.label" defaultMessage="Order" />}
          htmlFor={`${id}-sort`}
        >
          <select
            id={`${id}-sort`}
            value={q.sortBy}
            onChange={(e) => change({ sortBy: SORTS.find((s) => s === e.target.value) ?? 'time' })}
            data-testid="list-sort"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `list.sort.${s}` })}
              </option>
            ))}
          </select>
        </Control>
        <Control
          label={<FormattedMessage id="list.time.label" defaultMessage="Time of day" />}
          htmlFor={`${id}-time`}
        >
          <select
            id={`${id}-time`}
            value={q.time}
            onChange={(e) => change({ time: TIMES.find((t) => t === e.target.value) ?? 'all' })}
            data-testid="list-time"
          >
            {TIMES.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: `list.time.${t}` })}
              </option>
            ))}
          </select>
        </Control>
        {bettable && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={q.isBettable}
              onChange={(e) => change({ isBettable: e.target.checked })}
              data-testid="list-bettable"
            />
            <FormattedMessage id="list.bettable" defaultMessage="Open for betting only" />
          </label>
        )}
      </div>
    </>
  );
}

function Control({ label, htmlFor, children }: { label: ReactNode; htmlFor: string; children: ReactNode }) {
  return (
    <div className={styles.control}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}
