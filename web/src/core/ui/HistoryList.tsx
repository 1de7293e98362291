// What a player's history lists share (My bets, the transactions): the bar of their filters, its
// dates field (a preset or the days the player picks, domain/period) and the pager. The pages keep
// their filters and page in the URL and ask the server for the filtered page.
//
// Not on the first screen: only those two pages load it.
import { useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { calendarDay, periodInverted, PERIODS, type Period, type PeriodFilter } from '../../domain/period';
import { formStyles as f, SelectField, TextField } from './forms';

/** The filters of a list, side by side as many as fit a row, and Clear filters while any applies
 * (which then leaves: the focus goes to the first filter). */
export function FilterBar({ children, onClear }: { children: ReactNode; onClear?: () => void }) {
  const intl = useIntl();
  const group = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={group}
      role="group"
      aria-label={intl.formatMessage({ id: 'filters.label', defaultMessage: 'Filters' })}
      className={f.filters}
    >
      {children}
      {onClear && (
        <button
          type="button"
          className={f.secondary}
          data-testid="clear-filters"
          onClick={() => {
            onClear();
            group.current?.querySelector('select')?.focus();
          }}
        >
          <FormattedMessage id="filters.clear" defaultMessage="Clear filters" />
        </button>
      )}
    </div>
  );
}

/** The dates field: a preset, or Custom dates with a first and a last day (either may be left
 * open). Days the wrong way round are marked, said so across the row, and the page narrows nothing
 * by them until they are put right. */
export function PeriodField({
  value,
  onChange,
}: {
  value: PeriodFilter;
  onChange: (next: PeriodFilter) => void;
}) {
  const intl = useIntl();
  const errorId = useId();
  const inverted = periodInverted(value);
  const invalid = inverted ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <>
      <SelectField
        label={<FormattedMessage id="filters.period" defaultMessage="Date" />}
        value={value.period}
        onValue={(period) => onChange({ ...value, period: period as Period })}
        data-testid="period-filter"
      >
        {PERIODS.map((p) => (
          <option key={p} value={p}>
            {intl.formatMessage({ id: `filters.period.${p}`, defaultMessage: p })}
          </option>
        ))}
      </SelectField>
      {value.period === 'custom' && (
        <>
          <TextField
            type="date"
            label={<FormattedMessage id="filters.from" defaultMessage="From" />}
            value={value.from}
            max={value.to || undefined}
            onValue={(from) => onChange({ ...value, from: calendarDay(from) })}
            data-testid="period-from"
            {...invalid}
          />
          <TextField
            type="date"
            label={<FormattedMessage id="filters.to" defaultMessage="To" />}
            value={value.to}
            min={value.from || undefined}
            onValue={(to) => onChange({ ...value, to: calendarDay(to) })}
            data-testid="period-to"
            {...invalid}
          />
          {inverted && (
            <p id={errorId} className={f.fieldError} role="alert">
              <FormattedMessage
                id="filters.period.inverted"
                defaultMessage="The start date is after the end date."
              />
            </p>
          )}
        </>
      )}
    </>
  );
}

/** Previous, "Page n of m" and Next. */
export function Pager({
  page,
  last,
  onPage,
}: {
  page: number;
  last: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  return (
    <nav
      className={f.pager}
      aria-label={intl.formatMessage({ id: 'pagination.label', defaultMessage: 'Pages' })}
    >
      <button type="button" className={f.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="pagination.previous" defaultMessage="Previous" />
      </button>
      <span aria-current="page" data-testid="page-indicator">
        <FormattedMessage
          id="pagination.page-of"
          defaultMessage="Page {page} of {last}"
          values={{ page, last }}
        />
      </span>
      <button type="button" className={f.secondary} disabled={page >= last} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="pagination.next" defaultMessage="Next" />
      </button>
    </nav>
  );
}
