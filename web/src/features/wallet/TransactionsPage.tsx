// /profile/wallet/transactions: the ledger of the player's accounts, newest first, 20 a page,
// filtered by kind of movement and by the dates it was made on (GET /player/transactions; the
// query, its key and the URL's filters are transactions.ts's). The filters and page are in the
// URL (?kind=&period=&from=&to=&page=).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ok, platform } from '../../api/platform';
import type { Transaction, TransactionList as TransactionListData } from '../../api/platformTypes';
import { useLocaleState } from '../../core/locale';
import { formatMoney } from '../../domain/money';
import { ANY_TIME, periodInverted } from '../../domain/period';
import { RequireSignIn } from '../../core/RequireSignIn';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { formStyles as f, SelectField } from '../../core/ui/forms';
import { FilterBar, Pager, PeriodField } from '../../core/ui/HistoryList';
import { EmptyState, LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { DepositButton } from './DepositButton';
import {
  KIND_FILTERS,
  parseTransactionFilter,
  transactionSearch,
  transactionsKey,
  transactionsNarrowed,
  transactionsQuery,
  type KindFilter,
  type TransactionFilter,
} from './transactions';
import styles from './WalletPages.module.css';
import { useDateFormats } from '../../core/dateFormats';

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
  const [params, setParams] = useSearchParams();
  const filter = parseTransactionFilter(params);
  // The dates' instants in the player's calendar; the same all day, so the query key holds.
  const query = transactionsQuery(filter, new Date());
  const inverted = periodInverted(filter.period);
  const q = useQuery({
    queryKey: transactionsKey(query),
    queryFn: () => ok(platform.GET('/player/transactions', { params: { query } })),
    // Days the wrong way round ask nothing: the dates field says what is wrong.
    enabled: !inverted,
    placeholderData: (previous) => previous,
  });
  const go = (next: Partial<TransactionFilter>) => setParams(transactionSearch(params, next));
  const narrowed = transactionsNarrowed(filter);
  const clear = () => go({ kind: 'all', period: ANY_TIME });
  const filters = (
    <FilterBar onClear={narrowed ? clear : undefined}>
      <SelectField
        label={<FormattedMessage id="wallet.transactions.kind" defaultMessage="Type" />}
        value={filter.kind}
        data-testid="transaction-kind-filter"
        onValue={(kind) => go({ kind: kind as KindFilter })}
      >
        {KIND_FILTERS.map((k) => (
          <option key={k} value={k}>
            {k === 'all'
              ? intl.formatMessage({ id: 'wallet.transactions.kind.all', defaultMessage: 'All types' })
              : intl.formatMessage({ id: `wallet.tx.kind.${k}`, defaultMessage: k })}
          </option>
        ))}
      </SelectField>
      <PeriodField value={filter.period} onChange={(period) => go({ period })} />
    </FilterBar>
  );
  // Days the wrong way round show no list (the dates field says why). The filters stay in place
  // whatever the list shows, so that a field keeps its focus.
  return (
    <>
      {filters}
      {!inverted && (
        <TransactionList query={q} page={filter.page} narrowed={narrowed} onClear={clear} go={go} />
      )}
    </>
  );
}

function TransactionList({
  query: q,
  page,
  narrowed,
  onClear,
  go,
}: {
  query: UseQueryResult<TransactionListData>;
  page: number;
  narrowed: boolean;
  onClear: () => void;
  go: (next: Partial<TransactionFilter>) => void;
}) {
  const intl = useIntl();
  const formats = useDateFormats();
  const { locale } = useLocaleState();
  if (!q.data) return q.isError ? <LoadFailed query={q} /> : <Skeleton rows={6} height="2.75rem" />;
  const { items, pagination } = q.data;
  if (items.length === 0 && page === 1)
    return narrowed ? (
      <EmptyState
        testId="transactions-empty"
        action={
          <button type="button" className={f.secondary} onClick={onClear}>
            <FormattedMessage id="wallet.transactions.show-all" defaultMessage="Show all transactions" />
          </button>
        }
      >
        <FormattedMessage
          id="wallet.transactions.none-filtered"
          defaultMessage="No transactions match these filters."
        />
      </EmptyState>
    ) : (
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
      <Pager page={page} last={last} onPage={(n) => go({ page: n })} />
    </>
  );
}
