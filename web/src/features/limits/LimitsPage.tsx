// /profile/responsible-gambling: the player's limits (GET /user_limits) with their status, use and
// dates, a form for each kind of limit (POST /user_limits) and removal (DELETE /user_limits/{id}).
// Self-exclusion and cooling-off ask for the password first (the confirm-password modal).
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ok, platform } from '../../api/platform';
import type { Limit, LimitPeriod, LimitRequest } from '../../api/platformTypes';
import { useLocaleState } from '../../core/locale';
import { formatMoney, parseMoney, subunitsOf } from '../../domain/money';
import { currentAccount } from '../../domain/wallet';
import {
  LIMIT_BOUNDS,
  limitRemovable,
  MONEY_LIMIT_TYPES,
  parseWholeInRange,
  TIME_LIMIT_TYPES,
} from '../../domain/limits';
import { showAlert, showErrorAlert } from '../../core/alerts/alerts';
import { useAuth } from '../../core/auth';
import { useSubmit } from '../../core/ui/useSubmit';
import { LIMITS_KEY, useAccounts, useLimits } from '../../core/player';
import { RequireSignIn } from '../../core/RequireSignIn';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { errorKey, FormError, formStyles as f, SelectField, TextField } from '../../core/ui/forms';
import { LoadFailed, Skeleton } from '../../core/ui/LoadState';
import styles from './Limits.module.css';
import { useFeatureFlag } from '../../core/featureFlags';
import { NotFoundPage } from '../../core/ui/ErrorPages';
import { useDateFormats } from '../../core/dateFormats';

const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

export function LimitsPage() {
  // With responsible_gambling off the page is not there, as its links are not (the server still
  // holds and enforces the limits set before).
  if (!useFeatureFlag('responsible_gambling')) return <NotFoundPage />;
  return <LimitsSection />;
}

function LimitsSection() {
  usePageTitle({ id: 'limits.title', defaultMessage: 'Responsible gambling' });
  useBodyPage('responsibleGambling');
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage id="limits.title" defaultMessage="Responsible gambling" />
      </h1>
      <RequireSignIn>
        <Limits />
      </RequireSignIn>
    </section>
  );
}

function typeName(intl: IntlShape, type: string): string {
  return intl.formatMessage({ id: `limits.type.${type}`, defaultMessage: type });
}

function periodName(intl: IntlShape, period: string): string {
  return intl.formatMessage({ id: `limits.period.${period}`, defaultMessage: period });
}

function Limits() {
  const limits = useLimits(true);
  return (
    <>
      <p className={f.muted}>
        <FormattedMessage
          id="limits.intro"
          defaultMessage="Set limits to stay in control. A stricter limit applies at once; a looser one, or removing a limit, takes effect after 24 hours."
        />
      </p>
      <h2>
        <FormattedMessage id="limits.current" defaultMessage="Your limits" />
      </h2>
      {limits.data ? (
        <LimitList limits={limits.data} />
      ) : limits.isError ? (
        <LoadFailed query={limits} />
      ) : (
        <Skeleton rows={2} height="3rem" />
      )}
      <div className={styles.forms}>
        <MoneyLimitForm />
        <TimeLimitForm />
        <RealityCheckForm />
        <ExclusionForm type="coolingoff" />
        <ExclusionForm type="selfexclusion" />
      </div>
    </>
  );
}

function LimitValue({ limit }: { limit: Limit }) {
  const intl = useIntl();
  const { locale } = useLocaleState();
  const formats = useDateFormats();
  const per = limit.period ? ` · ${periodName(intl, limit.period)}` : '';
  if (limit.amount !== undefined && limit.currency)
    return (
      <>
        {formatMoney(limit.amount, { code: limit.currency, subunits: subunitsOf(limit.currency) }, locale)}
        {per}
      </>
    );
  if (limit.minutes !== undefined)
    return (
      <>
        {intl.formatMessage(
          { id: 'limits.minutes.value', defaultMessage: '{minutes} min' },
          { minutes: limit.minutes },
        )}
        {per}
      </>
    );
  if (limit.until) return <>{formats.dateTime(limit.until)}</>;
  return <>—</>;
}

function LimitUsed({ limit }: { limit: Limit }) {
  const intl = useIntl();
  const { locale } = useLocaleState();
  if (limit.used === undefined) return <>—</>;
  if (limit.currency)
    return (
      <>{formatMoney(limit.used, { code: limit.currency, subunits: subunitsOf(limit.currency) }, locale)}</>
    );
  return (
    <>
      {intl.formatMessage(
        { id: 'limits.minutes.value', defaultMessage: '{minutes} min' },
        { minutes: limit.used },
      )}
    </>
  );
}

function LimitDates({ limit }: { limit: Limit }) {
  const intl = useIntl();
  const date = useDateFormats().dateTime;
  const lines: ReactNode[] = [];
  if (limit.until)
    lines.push(
      intl.formatMessage({ id: 'limits.until', defaultMessage: 'Until {date}' }, { date: date(limit.until) }),
    );
  if (limit.confirm_until)
    lines.push(
      intl.formatMessage(
        { id: 'limits.confirm-until', defaultMessage: 'Takes effect {date}' },
        { date: date(limit.confirm_until) },
      ),
    );
  if (limit.disable_at)
    lines.push(
      intl.formatMessage(
        { id: 'limits.disable-at', defaultMessage: 'Ends {date}' },
        { date: date(limit.disable_at) },
      ),
    );
  if (lines.length === 0) return <>—</>;
  return (
    <>
      {lines.map((l, i) => (
        <span key={i} className={styles.dateLine}>
          {l}
        </span>
      ))}
    </>
  );
}

function LimitList({ limits }: { limits: Limit[] }) {
  const intl = useIntl();
  const qc = useQueryClient();
  const [removing, setRemoving] = useState<number | null>(null);
  const visible = limits.filter((l) => l.status !== 'disabled');
  if (visible.length === 0)
    return (
      <p className={f.muted} data-testid="limits-empty">
        <FormattedMessage id="limits.none" defaultMessage="You have no limits yet." />
      </p>
    );
  const remove = async (limit: Limit) => {
    setRemoving(limit.id);
    try {
      const updated = await ok(platform.DELETE('/user_limits/{id}', { params: { path: { id: limit.id } } }));
      qc.setQueryData<Limit[]>(LIMITS_KEY, (list) => list?.map((l) => (l.id === updated.id ? updated : l)));
      showAlert({ type: 'success', title: { id: 'limits.removed' } });
    } catch (err) {
      showErrorAlert(errorKey(err));
    } finally {
      setRemoving(null);
    }
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="limits-table">
        <caption className="visually-hidden">
          <FormattedMessage id="limits.current" defaultMessage="Your limits" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="limits.col.type" defaultMessage="Limit" />
            </th>
            <th scope="col">
              <FormattedMessage id="limits.col.status" defaultMessage="Status" />
            </th>
            <th scope="col">
              <FormattedMessage id="limits.col.value" defaultMessage="Value" />
            </th>
            <th scope="col">
              <FormattedMessage id="limits.col.used" defaultMessage="Used" />
            </th>
            <th scope="col">
              <FormattedMessage id="limits.col.dates" defaultMessage="Dates" />
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="limits.col.actions" defaultMessage="Actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.map((l) => (
            <tr key={l.id} data-testid="limit-row" data-type={l.type} data-status={l.status}>
              <th scope="row">{typeName(intl, l.type)}</th>
              <td>
                <span className={styles.status} data-status={l.status}>
                  {intl.formatMessage({ id: `limits.status.${l.status}`, defaultMessage: l.status })}
                </span>
              </td>
              <td>
                <LimitValue limit={l} />
              </td>
              <td>
                <LimitUsed limit={l} />
              </td>
              <td>
                <LimitDates limit={l} />
              </td>
              <td>
                {limitRemovable(l) && (
                  <button
                    type="button"
                    className={f.secondary}
                    disabled={removing === l.id}
                    onClick={() => void remove(l)}
                    aria-label={intl.formatMessage(
                      { id: 'limits.remove.label', defaultMessage: 'Remove the {type} limit' },
                      { type: typeName(intl, l.type) },
                    )}
                  >
                    <FormattedMessage id="limits.remove" defaultMessage="Remove" />
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A titled form; its heading names it (role form), so each can be found on its own. */
function LimitForm({
  title,
  description,
  onSubmit,
  children,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <form
      className={`${f.form} ${styles.card}`}
      aria-labelledby={id}
      onSubmit={onSubmit}
      noValidate
      data-testid={testId}
    >
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {description && <p className={f.muted}>{description}</p>}
      {children}
    </form>
  );
}

/** Sends a limit and refreshes the list; returns whether it was set. */
function useSetLimit() {
  const qc = useQueryClient();
  return async (req: LimitRequest) => {
    const limit = await ok(platform.POST('/user_limits', { body: req }));
    await qc.invalidateQueries({ queryKey: LIMITS_KEY });
    showAlert({
      type: 'success',
      title: { id: 'limits.saved' },
      description: limit.status === 'unconfirmed' ? { id: 'limits.saved.later' } : undefined,
    });
    return limit;
  };
}

function SaveButton({ busy }: { busy: boolean }) {
  return (
    <button type="submit" className={f.primary} disabled={busy}>
      <FormattedMessage id="limits.save" defaultMessage="Set limit" />
    </button>
  );
}

function PeriodSelect({ value, onValue }: { value: LimitPeriod; onValue: (p: LimitPeriod) => void }) {
  const intl = useIntl();
  return (
    <SelectField
      label={intl.formatMessage({ id: 'limits.period', defaultMessage: 'Period' })}
      value={value}
      onValue={(v) => onValue(v as LimitPeriod)}
    >
      {PERIODS.map((p) => (
        <option key={p} value={p}>
          {periodName(intl, p)}
        </option>
      ))}
    </SelectField>
  );
}

function MoneyLimitForm() {
  const intl = useIntl();
  const accounts = useAccounts(true);
  const [type, setType] = useState<(typeof MONEY_LIMIT_TYPES)[number]>('deposit');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amountError, setAmountError] = useState<string>();
  const { busy, error, run, fields } = useSubmit();
  const setLimit = useSetLimit();
  const list = accounts.data ?? [];
  const chosen = currency || currentAccount(list)?.currency || '';
  const subunits = list.find((a) => a.currency === chosen)?.subunits ?? subunitsOf(chosen);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = parseMoney(amount, subunits);
    if (!minor) return setAmountError('error.validation.amount');
    setAmountError(undefined);
    void run(async () => {
      await setLimit({ type, amount: minor, currency: chosen, period: type === 'bet' ? undefined : period });
      setAmount('');
    });
  };
  return (
    <LimitForm
      testId="money-limit-form"
      title={<FormattedMessage id="limits.money.title" defaultMessage="Money limits" />}
      description={
        <FormattedMessage
          id="limits.money.text"
          defaultMessage="Cap your deposits, losses, total stakes per period, or the stake of a single bet."
        />
      }
      onSubmit={submit}
    >
      <SelectField
        label={intl.formatMessage({ id: 'limits.type', defaultMessage: 'Limit type' })}
        value={type}
        onValue={(v) => setType(v as (typeof MONEY_LIMIT_TYPES)[number])}
      >
        {MONEY_LIMIT_TYPES.map((t) => (
          <option key={t} value={t}>
            {typeName(intl, t)}
          </option>
        ))}
      </SelectField>
      <div className={f.row}>
        <TextField
          label={intl.formatMessage({ id: 'wallet.amount', defaultMessage: 'Amount' })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValue={setAmount}
          error={amountError ?? fields.amount}
        />
        <SelectField
          label={intl.formatMessage({ id: 'wallet.currency', defaultMessage: 'Currency' })}
          value={chosen}
          onValue={setCurrency}
          error={fields.currency}
        >
          {list.map((a) => (
            <option key={a.currency} value={a.currency}>
              {a.currency}
            </option>
          ))}
        </SelectField>
        {type !== 'bet' && <PeriodSelect value={period} onValue={setPeriod} />}
      </div>
      <FormError error={error} />
      <SaveButton busy={busy} />
    </LimitForm>
  );
}

function MinutesField({
  value,
  onValue,
  error,
}: {
  value: string;
  onValue: (v: string) => void;
  error?: string;
}) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'limits.minutes', defaultMessage: 'Minutes' })}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onValue={onValue}
      error={error}
    />
  );
}

function TimeLimitForm() {
  const intl = useIntl();
  const [type, setType] = useState<(typeof TIME_LIMIT_TYPES)[number]>('session');
  const [minutes, setMinutes] = useState('');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [minutesError, setMinutesError] = useState<string>();
  const { busy, error, run, fields } = useSubmit();
  const setLimit = useSetLimit();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = parseWholeInRange(minutes, LIMIT_BOUNDS.minutes.min, LIMIT_BOUNDS.minutes.max);
    if (n === null) return setMinutesError('error.validation.limit');
    setMinutesError(undefined);
    void run(async () => {
      await setLimit({ type, minutes: n, period: type === 'time' ? period : undefined });
      setMinutes('');
    });
  };
  return (
    <LimitForm
      testId="time-limit-form"
      title={<FormattedMessage id="limits.time.title" defaultMessage="Time limits" />}
      description={
        <FormattedMessage
          id="limits.time.text"
          defaultMessage="Limit how long you play: activity and sessions per day, or total time per period."
        />
      }
      onSubmit={submit}
    >
      <SelectField
        label={intl.formatMessage({ id: 'limits.type', defaultMessage: 'Limit type' })}
        value={type}
        onValue={(v) => setType(v as (typeof TIME_LIMIT_TYPES)[number])}
      >
        {TIME_LIMIT_TYPES.map((t) => (
          <option key={t} value={t}>
            {typeName(intl, t)}
          </option>
        ))}
      </SelectField>
      <div className={f.row}>
        <MinutesField value={minutes} onValue={setMinutes} error={minutesError ?? fields.minutes} />
        {type === 'time' && <PeriodSelect value={period} onValue={setPeriod} />}
      </div>
      <FormError error={error} />
      <SaveButton busy={busy} />
    </LimitForm>
  );
}

function RealityCheckForm() {
  const [minutes, setMinutes] = useState('');
  const [minutesError, setMinutesError] = useState<string>();
  const { busy, error, run, fields } = useSubmit();
  const setLimit = useSetLimit();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = parseWholeInRange(minutes, LIMIT_BOUNDS.minutes.min, LIMIT_BOUNDS.minutes.max);
    if (n === null) return setMinutesError('error.validation.limit');
    setMinutesError(undefined);
    void run(async () => {
      await setLimit({ type: 'reality_check', minutes: n });
      setMinutes('');
    });
  };
  return (
    <LimitForm
      testId="reality-check-form"
      title={<FormattedMessage id="limits.reality-check.title" defaultMessage="Reality check" />}
      description={
        <FormattedMessage
          id="limits.reality-check.text"
          defaultMessage="Get a reminder of how long you have played, every so many minutes."
        />
      }
      onSubmit={submit}
    >
      <MinutesField value={minutes} onValue={setMinutes} error={minutesError ?? fields.minutes} />
      <FormError error={error} />
      <SaveButton busy={busy} />
    </LimitForm>
  );
}

function ExclusionForm({ type }: { type: 'selfexclusion' | 'coolingoff' }) {
  const intl = useIntl();
  const { openModal, signOut } = useAuth();
  const bounds = type === 'selfexclusion' ? LIMIT_BOUNDS.selfExclusionDays : LIMIT_BOUNDS.coolingOffDays;
  const [days, setDays] = useState(String(bounds.min));
  const [daysError, setDaysError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = parseWholeInRange(days, bounds.min, bounds.max);
    if (n === null) return setDaysError('error.validation.limit');
    setDaysError(undefined);
    openModal({
      kind: 'confirmPassword',
      submit: async (password) => {
        await ok(platform.POST('/user_limits', { body: { type, days: n, password } }));
        showAlert({ type: 'success', title: { id: 'limits.saved' } });
        // An exclusion ends the session at once.
        await signOut();
      },
    });
  };
  return (
    <LimitForm
      testId={type === 'selfexclusion' ? 'self-exclusion-form' : 'cooling-off-form'}
      title={typeName(intl, type)}
      description={
        type === 'selfexclusion' ? (
          <FormattedMessage
            id="limits.selfexclusion.text"
            defaultMessage="Close your account for at least 180 days. It cannot be undone before it ends."
          />
        ) : (
          <FormattedMessage
            id="limits.coolingoff.text"
            defaultMessage="Take a break of 1 to 42 days. It cannot be undone before it ends."
          />
        )
      }
      onSubmit={submit}
    >
      <TextField
        label={intl.formatMessage({ id: 'limits.days', defaultMessage: 'Days' })}
        inputMode="numeric"
        autoComplete="off"
        value={days}
        onValue={setDays}
        error={daysError}
        hint={intl.formatMessage(
          { id: 'limits.days.range', defaultMessage: '{min} to {max} days' },
          { min: bounds.min, max: bounds.max },
        )}
      />
      <button type="submit" className={f.primary}>
        {type === 'selfexclusion' ? (
          <FormattedMessage id="limits.selfexclusion.submit" defaultMessage="Exclude me" />
        ) : (
          <FormattedMessage id="limits.coolingoff.submit" defaultMessage="Start the break" />
        )}
      </button>
    </LimitForm>
  );
}
