// /profile/wallet/withdraw: an amount in major units (integer minor units with the currency's
// digits, as the deposit page reads it), one of the player's accounts and one of their saved cards
// → POST /player/withdrawals. The money leaves the balance at once; a small withdrawal is paid at
// once, a larger one waits for the operator and can be cancelled until then. Below, the player's
// withdrawals, newest first. Without a saved card, the page says how to get one: a deposit through
// the payment page.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../core/auth';
import { useDateFormats } from '../../core/dateFormats';
import { LocalLink } from '../../core/links';
import { useLocaleState } from '../../core/locale';
import { RequireSignIn } from '../../core/RequireSignIn';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { ACCOUNTS_KEY, PLATFORM_KEY, useAccounts } from '../../core/player';
import { FormError, formStyles as f, Notice, SelectField } from '../../core/ui/forms';
import { EmptyState, LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { useSubmit } from '../../core/ui/useSubmit';
import { formatMoney, parseMoney } from '../../domain/money';
import { currentAccount } from '../../domain/wallet';
import {
  cancelWithdrawal,
  fetchMethods,
  fetchWithdrawals,
  METHODS_KEY,
  requestWithdrawal,
  WITHDRAWALS_KEY,
  type Withdrawal,
} from './cashier';
import { missingFields } from './deposit';
import { AmountFields } from './AmountFields';
import { WalletNav } from './WalletNav';
import styles from './WalletPages.module.css';

export function WithdrawPage() {
  usePageTitle({ id: 'wallet.withdraw.title', defaultMessage: 'Withdraw' });
  useBodyPage('withdraw');
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage id="wallet.withdraw.title" defaultMessage="Withdraw" />
      </h1>
      <WalletNav current="withdraw" />
      <RequireSignIn>
        <Withdraw />
      </RequireSignIn>
    </section>
  );
}

function money(w: Pick<Withdrawal, 'amount' | 'currency' | 'subunits'>, locale: string): string {
  return formatMoney(w.amount, { code: w.currency, subunits: w.subunits }, locale);
}

function Withdraw() {
  const methods = useQuery({ queryKey: METHODS_KEY, queryFn: fetchMethods });
  if (!methods.data)
    return methods.isError ? <LoadFailed query={methods} /> : <Skeleton rows={3} height="3rem" />;
  return (
    <>
      {methods.data.length === 0 ? (
        <EmptyState
          testId="withdraw-no-method"
          action={
            <LocalLink className={f.primary} to="/profile/wallet/deposit">
              <FormattedMessage id="wallet.methods.deposit" defaultMessage="Make a deposit" />
            </LocalLink>
          }
        >
          <FormattedMessage
            id="wallet.withdraw.no-method"
            defaultMessage="To withdraw, first make a deposit through the payment page with “Save this card” ticked: the money goes back to that card."
          />
        </EmptyState>
      ) : (
        <WithdrawForm methods={methods.data} />
      )}
      <Withdrawals />
    </>
  );
}

function WithdrawForm({ methods }: { methods: { id: number; label: string }[] }) {
  const intl = useIntl();
  const { locale } = useLocaleState();
  const { openModal } = useAuth();
  const qc = useQueryClient();
  const accounts = useAccounts(true);
  const list = accounts.data ?? [];
  const [currency, setCurrency] = useState('');
  const [method, setMethod] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [done, setDone] = useState<Withdrawal>();
  const { busy, error, run, fields } = useSubmit();
  const chosen = currency || currentAccount(list)?.currency || '';
  const account = list.find((a) => a.currency === chosen);
  const subunits = account?.subunits ?? 2;
  const methodId = Number(method) || methods[methods.length - 1]?.id || 0;
  const available = account?.balance.available_to_bet ?? 0;

  const start = () => {
    const minor = parseMoney(amount, subunits);
    if (!minor) {
      setAmountError('error.validation.amount');
      return;
    }
    setAmountError(undefined);
    setDone(undefined);
    void run(async () => {
      try {
        const w = await requestWithdrawal(minor, chosen, methodId);
        setDone(w);
        setAmount('');
      } catch (err) {
        const missing = missingFields(err);
        if (missing) {
          openModal({ kind: 'authFields', fields: missing, onDone: start });
          return;
        }
        throw err;
      } finally {
        void qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
        void qc.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
        void qc.invalidateQueries({ queryKey: [...PLATFORM_KEY, 'transactions'] });
      }
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    start();
  };

  return (
    <form className={`${f.form} ${styles.card}`} onSubmit={submit} noValidate data-testid="withdraw-form">
      <p className={styles.available} data-testid="withdrawable">
        <FormattedMessage
          id="wallet.withdraw.available"
          defaultMessage="Available to withdraw: {amount}"
          values={{
            amount: <strong>{formatMoney(available, { code: chosen || 'EUR', subunits }, locale)}</strong>,
          }}
        />
      </p>
      <AmountFields
        amount={amount}
        onAmount={setAmount}
        amountError={amountError ?? fields.amount}
        accounts={list}
        currency={chosen}
        onCurrency={setCurrency}
        currencyError={fields.currency}
      />
      <SelectField
        label={intl.formatMessage({ id: 'wallet.withdraw.method', defaultMessage: 'Pay out to' })}
        name="method"
        value={String(methodId)}
        onValue={setMethod}
        error={fields.method_id}
      >
        {methods.map((m) => (
          <option key={m.id} value={m.id}>
            {/* An option cannot hold a <bdi>: the label is isolated by its control characters. */}
            {`\u2068${m.label}\u2069`}
          </option>
        ))}
      </SelectField>
      <FormError error={error} />
      {done && (
        <Notice tone="success">
          <span data-testid="withdraw-done" data-status={done.status}>
            {done.status === 'paid' ? (
              <FormattedMessage
                id="wallet.withdraw.paid"
                defaultMessage="Withdrawal paid: {amount} to {method}."
                values={{ amount: money(done, locale), method: done.method_label }}
              />
            ) : (
              <FormattedMessage
                id="wallet.withdraw.pending"
                defaultMessage="Withdrawal of {amount} requested: it is waiting for approval."
                values={{ amount: money(done, locale) }}
              />
            )}
          </span>
        </Notice>
      )}
      <div className={f.actions}>
        <button type="submit" className={f.primary} disabled={busy || !chosen}>
          <FormattedMessage id="wallet.withdraw.submit" defaultMessage="Withdraw" />
        </button>
      </div>
      <p className={f.muted}>
        <FormattedMessage
          id="wallet.withdraw.note"
          defaultMessage="Withdrawals up to a limit are paid at once; larger ones wait for approval, and you can cancel them until then. Money staked on open bets cannot be withdrawn."
        />
      </p>
    </form>
  );
}

/** How often the list asks again while a withdrawal is pending. */
const PENDING_REFRESH_MS = 30_000;

const STATUS = {
  pending: { id: 'wallet.withdraw.status.pending', defaultMessage: 'Pending' },
  paid: { id: 'wallet.withdraw.status.paid', defaultMessage: 'Paid' },
  rejected: { id: 'wallet.withdraw.status.rejected', defaultMessage: 'Declined' },
  cancelled: { id: 'wallet.withdraw.status.cancelled', defaultMessage: 'Cancelled' },
} as const;

function Withdrawals() {
  const intl = useIntl();
  const formats = useDateFormats();
  const { locale } = useLocaleState();
  const qc = useQueryClient();
  // The operator's decision on a pending one moves no money when it pays, so no balance message
  // tells of it: while one is pending, the list asks again now and then.
  const q = useQuery({
    queryKey: WITHDRAWALS_KEY,
    queryFn: fetchWithdrawals,
    refetchInterval: (query) =>
      query.state.data?.some((w) => w.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
  const { busy, error, run } = useSubmit();
  const [cancelled, setCancelled] = useState(false);
  const cancel = (id: number) => {
    setCancelled(false);
    void run(async () => {
      try {
        await cancelWithdrawal(id);
        setCancelled(true);
      } finally {
        void qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
        void qc.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
        void qc.invalidateQueries({ queryKey: [...PLATFORM_KEY, 'transactions'] });
      }
    });
  };
  return (
    <section className={styles.section} aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title">
        <FormattedMessage id="wallet.withdraw.history" defaultMessage="Your withdrawals" />
      </h2>
      <FormError error={error} />
      {cancelled && (
        <Notice tone="success">
          <FormattedMessage
            id="wallet.withdraw.cancelled"
            defaultMessage="Withdrawal cancelled: the amount is back in your balance."
          />
        </Notice>
      )}
      {!q.data ? (
        q.isError ? (
          <LoadFailed query={q} />
        ) : (
          <Skeleton rows={2} height="3.5rem" />
        )
      ) : q.data.length === 0 ? (
        <EmptyState testId="withdrawals-empty">
          <FormattedMessage id="wallet.withdraw.none" defaultMessage="No withdrawals yet." />
        </EmptyState>
      ) : (
        <ul className={styles.rows} data-testid="withdrawals">
          {q.data.map((w) => (
            <li key={w.id} className={styles.row} data-testid="withdrawal" data-status={w.status}>
              <div className={styles.rowMain}>
                <strong className={styles.amount}>{money(w, locale)}</strong>
                <span className={styles.chip} data-status={w.status}>
                  {intl.formatMessage(STATUS[w.status])}
                </span>
              </div>
              <div className={styles.rowMeta}>
                <bdi>{w.method_label}</bdi>
                <time dateTime={w.created_at}>{formats.dateTime(w.created_at)}</time>
              </div>
              {w.status === 'rejected' && w.reason && (
                <p className={styles.reason}>
                  <FormattedMessage
                    id="wallet.withdraw.reason"
                    defaultMessage="Reason: {reason}"
                    values={{ reason: w.reason }}
                  />
                </p>
              )}
              {w.status === 'pending' && (
                <button type="button" className={f.secondary} disabled={busy} onClick={() => cancel(w.id)}>
                  <FormattedMessage id="wallet.withdraw.cancel" defaultMessage="Cancel withdrawal" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
