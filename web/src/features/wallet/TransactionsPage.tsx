// /profile/wallet/transactions: the ledger of the player's accounts, newest first, 20 a page
// (GET /player/transactions?page=&limit=20); the page is in the URL (?page=).
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ok, platform } from '../../api/platform';
import type { Transaction } from '../../api/platformTypes';
import { useLocaleState } from '../../core/locale';
import { formatMoney } from '../../domain/money';
import { transactionsKey } from '../../core/player';
import { RequireSignIn } from '../../core/RequireSignIn';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { formStyles as f } from '../../core/ui/forms';
import { EmptyState, LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { DepositButton } from './DepositButton';
import styles from './WalletPages.module.css';
import { useDateFormats } from '../../core/dateFormats';

export const TRANSACTIONS_PER_PAGE = 20;

export function TransactionsPage() {
  usePageTitle({ id: 'wallet.transactions.title', defaultMessage: 'Transactions' });
  useBodyPage('transactions');
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage id="wallet.transactions.title" defaultMessage="Transactions" />
      </h1>
      <RequireSignIn>
        <Transactions />
      </RequireSignIn>
    </section>
  );
}

function signed(tx: Transaction, locale: string): string {
  const text = formatMoney(tx.amount, { code: tx.currency, subunits: tx.subunits }, locale);
  return tx.amount > 0 ? `+${text}` : text;
}

function Transactions() {
  const intl = useIntl();
  const formats = useDateFormats();
  const { locale } = useLocaleState();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = useQuery({
    queryKey: transactionsKey(page),
    queryFn: () =>
      ok(platform.GET('/player/transactions', { params: { query: { page, limit: TRANSACTIONS_PER_PAGE } } })),
    placeholderData: (previous) => previous,
  });
  const go = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    setParams(next);
  };
  if (!q.data) return q.isError ? <LoadFailed query={q} /> : <Skeleton rows={6} height="2.75rem" />;
  const { items, pagination } = q.data;
  if (items.length === 0 && page === 1)
    return (
      <EmptyState
        testId="transactions-empty"
        action={
          <DepositButton className={f.primary}>
            <FormattedMessage id="wallet.transactions.deposit" defaultMessage="Make a deposit" />
          </DepositButton>
        }
      >
        <FormattedMessage id="wallet.transactions.none" defaultMessage="No transactions yet." />
      </EmptyState>
    );
  const last = Math.max(1, pagination.lastPage);
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="transactions-table" aria-busy={q.isFetching}>
          <caption className="visually-hidden">
            <FormattedMessage id="wallet.transactions.title" defaultMessage="Transactions" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="wallet.transactions.date" defaultMessage="Date" />
              </th>
              <th scope="col">
                <FormattedMessage id="wallet.transactions.kind" defaultMessage="Type" />
              </th>
              <th scope="col" className={styles.num}>
                <FormattedMessage id="wallet.transactions.amount" defaultMessage="Amount" />
              </th>
              <th scope="col" className={styles.num}>
                <FormattedMessage id="wallet.transactions.balance" defaultMessage="Balance after" />
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((tx) => (
              <tr key={tx.id} data-testid="transaction-row" data-kind={tx.kind}>
                <td>
                  <time dateTime={tx.created_at}>{formats.dateTime(tx.created_at)}</time>
                </td>
                <td>{intl.formatMessage({ id: `wallet.tx.kind.${tx.kind}`, defaultMessage: tx.kind })}</td>
                <td className={styles.num} data-sign={tx.amount < 0 ? 'minus' : 'plus'}>
                  {signed(tx, locale)}
                </td>
                <td className={styles.num}>
                  {formatMoney(tx.balance_after, { code: tx.currency, subunits: tx.subunits }, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav
        className={styles.pager}
        aria-label={intl.formatMessage({ id: 'pagination.label', defaultMessage: 'Pages' })}
      >
        <button type="button" className={f.secondary} disabled={page <= 1} onClick={() => go(page - 1)}>
          <FormattedMessage id="pagination.previous" defaultMessage="Previous" />
        </button>
        <span aria-current="page" data-testid="page-indicator">
          <FormattedMessage
            id="pagination.page-of"
            defaultMessage="Page {page} of {last}"
            values={{ page, last }}
          />
        </span>
        <button type="button" className={f.secondary} disabled={page >= last} onClick={() => go(page + 1)}>
          <FormattedMessage id="pagination.next" defaultMessage="Next" />
        </button>
      </nav>
    </>
  );
}
