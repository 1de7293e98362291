// /profile/wallet/deposit: an amount in major units (turned into integer minor units with the
// currency's digits) and one of the player's accounts → POST /player/deposits → the payment
// provider's page, in this window or in a frame (the iframe-deposit modal). The provider sends
// the browser back here with ?payment=, which the URL handler reads and reports.
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocaleState } from '../../core/locale';
import { localizePath } from '../../domain/locale';
import { parseMoney } from '../../domain/money';
import { currentAccount } from '../../domain/wallet';
import { useAuth } from '../../core/auth';
import { useSubmit } from '../../core/ui/useSubmit';
import { useAccounts } from '../../core/player';
import { RequireSignIn } from '../../core/RequireSignIn';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { FormError, formStyles as f } from '../../core/ui/forms';
import { createDeposit, missingFields } from './deposit';
import { AmountFields } from './AmountFields';
import { WalletNav } from './WalletNav';
import styles from './WalletPages.module.css';

export function DepositPage() {
  usePageTitle({ id: 'wallet.deposit.title', defaultMessage: 'Deposit' });
  useBodyPage('deposit');
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage id="wallet.deposit.title" defaultMessage="Deposit" />
      </h1>
      <WalletNav current="deposit" />
      <RequireSignIn>
        <DepositForm />
      </RequireSignIn>
    </section>
  );
}

type Mode = 'redirect' | 'window';

function DepositForm() {
  const { locale } = useLocaleState();
  const { profile, openModal } = useAuth();
  const accounts = useAccounts(true);
  const list = accounts.data ?? [];
  const [currency, setCurrency] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const { busy, error, run, fields } = useSubmit();
  const chosen = currency || currentAccount(list)?.currency || '';
  const subunits = list.find((a) => a.currency === chosen)?.subunits ?? 2;

  const start = (mode: Mode, skipFieldCheck = false) => {
    const minor = parseMoney(amount, subunits);
    if (!minor) {
      setAmountError('error.validation.amount');
      return;
    }
    setAmountError(undefined);
    const again = () => start(mode, true);
    const missed = profile?.auth_fields_missed ?? [];
    if (!skipFieldCheck && missed.length) {
      openModal({ kind: 'authFields', fields: missed, onDone: again });
      return;
    }
    void run(async () => {
      try {
        const deposit = await createDeposit({
          amount: minor,
          currency: chosen,
          returnPath: localizePath('/profile/wallet/deposit', locale),
        });
        if (!deposit.payment_url) throw new Error('deposit without payment_url');
        if (mode === 'redirect') window.location.assign(deposit.payment_url);
        else openModal({ kind: 'iframeDeposit', url: deposit.payment_url });
      } catch (err) {
        const missing = missingFields(err);
        if (missing) {
          openModal({ kind: 'authFields', fields: missing, onDone: again });
          return;
        }
        throw err;
      }
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    start('redirect');
  };

  return (
    <form className={`${f.form} ${styles.card}`} onSubmit={submit} noValidate data-testid="deposit-form">
      <AmountFields
        amount={amount}
        onAmount={setAmount}
        amountError={amountError ?? fields.amount}
        accounts={list}
        currency={chosen}
        onCurrency={setCurrency}
        currencyError={fields.currency}
      />
      <FormError error={error} />
      <div className={f.actions}>
        <button type="submit" className={f.primary} disabled={busy || !chosen}>
          <FormattedMessage id="wallet.deposit.submit" defaultMessage="Go to payment" />
        </button>
        <button
          type="button"
          className={f.secondary}
          disabled={busy || !chosen}
          onClick={() => start('window')}
        >
          <FormattedMessage id="wallet.deposit.window" defaultMessage="Deposit in a window" />
        </button>
      </div>
      <p className={f.muted}>
        <FormattedMessage
          id="wallet.deposit.note"
          defaultMessage="You will choose how to pay on the payment provider's page, then come back here."
        />
      </p>
    </form>
  );
}
