// /profile/wallet/methods: the cards the player saved at the payment provider (one is saved by a
// deposit through the payment page with "Save this card" ticked), each removable after a
// confirmation in place. Without one, the page says how to add one: make a deposit.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDateFormats } from '../../core/dateFormats';
import { LocalLink } from '../../core/links';
import { RequireSignIn } from '../../core/RequireSignIn';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { FormError, formStyles as f, Notice } from '../../core/ui/forms';
import { EmptyState, LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { useSubmit } from '../../core/ui/useSubmit';
import { fetchMethods, METHODS_KEY, removeMethod, type PaymentMethod } from './cashier';
import { WalletNav } from './WalletNav';
import styles from './WalletPages.module.css';

export function MethodsPage() {
  usePageTitle({ id: 'wallet.methods.title', defaultMessage: 'Payment methods' });
  useBodyPage('paymentMethods');
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage id="wallet.methods.title" defaultMessage="Payment methods" />
      </h1>
      <WalletNav current="methods" />
      <RequireSignIn>
        <Methods />
      </RequireSignIn>
    </section>
  );
}

function Methods() {
  const q = useQuery({ queryKey: METHODS_KEY, queryFn: fetchMethods });
  const [removed, setRemoved] = useState(false);
  if (!q.data) return q.isError ? <LoadFailed query={q} /> : <Skeleton rows={2} height="3.5rem" />;
  return (
    <>
      {removed && (
        <Notice tone="success">
          <FormattedMessage id="wallet.methods.removed" defaultMessage="Payment method removed." />
        </Notice>
      )}
      {q.data.length === 0 ? (
        <EmptyState
          testId="methods-empty"
          action={
            <LocalLink className={f.primary} to="/profile/wallet/deposit">
              <FormattedMessage id="wallet.methods.deposit" defaultMessage="Make a deposit" />
            </LocalLink>
          }
        >
          <FormattedMessage
            id="wallet.methods.none"
            defaultMessage="You have no saved payment methods. Make a deposit through the payment page with “Save this card” ticked to save one."
          />
        </EmptyState>
      ) : (
        <ul className={styles.rows} data-testid="methods">
          {q.data.map((m) => (
            <Method key={m.id} method={m} onRemoved={() => setRemoved(true)} />
          ))}
        </ul>
      )}
    </>
  );
}

function Method({ method, onRemoved }: { method: PaymentMethod; onRemoved: () => void }) {
  const formats = useDateFormats();
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useSubmit();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  const remove = () =>
    void run(async () => {
      await removeMethod(method.id);
      onRemoved();
      await qc.invalidateQueries({ queryKey: METHODS_KEY });
    });
  return (
    <li className={styles.row} data-testid="method">
      <div className={styles.rowMain}>
        <strong className={styles.amount}>
          <bdi>{method.label}</bdi>
        </strong>
        {!asking && (
          <button type="button" className={f.secondary} onClick={() => setAsking(true)}>
            <FormattedMessage id="wallet.methods.remove" defaultMessage="Remove" />
          </button>
        )}
      </div>
      <div className={styles.rowMeta}>
        <FormattedMessage
          id="wallet.methods.saved-on"
          defaultMessage="Saved on {date}"
          values={{ date: formats.date(method.created_at) }}
        />
      </div>
      {asking && (
        <div className={styles.confirm} role="group" data-testid="remove-confirm">
          <p>
            <FormattedMessage
              id="wallet.methods.remove-confirm"
              defaultMessage="Remove {method}? You can save it again with your next deposit."
              values={{ method: method.label }}
            />
          </p>
          <div className={f.actions}>
            <button type="button" ref={confirmRef} className={f.primary} disabled={busy} onClick={remove}>
              <FormattedMessage id="wallet.methods.remove" defaultMessage="Remove" />
            </button>
            <button type="button" className={f.secondary} disabled={busy} onClick={() => setAsking(false)}>
              <FormattedMessage id="wallet.methods.keep" defaultMessage="Keep" />
            </button>
          </div>
          <FormError error={error} />
        </div>
      )}
    </li>
  );
}
