// The wallet's modals: the payment page in a frame (its result arrives as a window message from
// this origin) and the quick deposit (preset or typed amount, charged at once to the saved card;
// without one, the provider's page takes the deposit and saves the card).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleState } from '../../core/locale';
import type { BetSettings } from '../../api/types';
import { playerGroupSetting } from '../../core/playerGroups';
import { REQUEST } from '../../core/routeData';
import { useSiteConfig } from '../../core/siteConfig';
import { useApi } from '../../core/useApi';
import { useFeatureFlag } from '../../core/featureFlags';
import { isInGroup } from '../../domain/account';
import { formatMoney, parseMoney } from '../../domain/money';
import { currentAccount } from '../../domain/wallet';
import { useAuth, type OpenModal } from '../../core/auth';
import type { ModalViewProps } from '../../core/auth';
import { ACCOUNTS_KEY, useAccounts } from '../../core/player';
import { useSubmit } from '../../core/ui/useSubmit';
import { FormError, formStyles as f, Notice, TextField } from '../../core/ui/forms';
import { ApiRequestError } from '../../api/request';
import { Modal } from '../../core/ui/Modal';
import { createDeposit, embeddedUrl, isPaymentMessage, isPaymentNotice, missingFields } from './deposit';
import { showPaymentAlert, showPaymentNotice, showQuickDepositAlert } from './depositAlert';
import styles from './Wallet.module.css';

function IframeDepositModal({
  modal,
  onClose,
}: ModalViewProps<Extract<OpenModal, { kind: 'iframeDeposit' }>>) {
  const intl = useIntl();
  const qc = useQueryClient();
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      // A notice leaves the payment page open; a result closes it.
      if (isPaymentNotice(e.data)) return showPaymentNotice(e.data);
      if (!isPaymentMessage(e.data)) return;
      onClose();
      showPaymentAlert(e.data.status);
      void qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onClose, qc]);
  return (
    <Modal
      name="iframeDeposit"
      title={<FormattedMessage id="wallet.deposit.title" defaultMessage="Deposit" />}
      onClose={onClose}
      size="wide"
      testId="iframe-deposit-modal"
    >
      <iframe
        className={styles.frame}
        src={embeddedUrl(modal.url)}
        title={intl.formatMessage({ id: 'wallet.deposit.frame', defaultMessage: 'Payment page' })}
      />
    </Modal>
  );
}

function QuickDepositModal({ onClose }: ModalViewProps) {
  const site = useSiteConfig();
  const intl = useIntl();
  const { locale } = useLocaleState();
  const { profile, openModal } = useAuth();
  const accounts = useAccounts(true);
  const account = currentAccount(accounts.data);
  const currency = account?.currency ?? profile?.currency ?? 'EUR';
  const subunits = account?.subunits ?? 2;
  const presets = site.quickDepositPresets[currency] ?? site.defaultQuickDepositPresets;
  const [amount, setAmount] = useState(presets[0] ?? '');
  const [amountError, setAmountError] = useState<string | undefined>();
  const { busy, error, run } = useSubmit();
  const [toProvider, setToProvider] = useState(false);
  const groupId = useId();
  const qc = useQueryClient();
  // The spi_test quick-deposit test (spec section 6), with the quick_deposit_test flag on: the
  // server charges its members' test card in test mode; they are told, with the amounts that reach the other answers.
  const testFlag = useFeatureFlag('quick_deposit_test');
  const testGroup = playerGroupSetting(useApi<BetSettings>(REQUEST.settings).data, 'quickDepositTest');
  const testMode = testFlag && isInGroup(profile, testGroup);

  const deposit = (skipFieldCheck = false) => {
    const minor = parseMoney(amount, subunits);
    if (!minor) {
      setAmountError('error.validation.amount');
      return;
    }
    setAmountError(undefined);
    const missed = profile?.auth_fields_missed ?? [];
    const reopen = () => openModal({ kind: 'quickDeposit' });
    if (!skipFieldCheck && missed.length) {
      openModal({ kind: 'authFields', fields: missed, onDone: reopen });
      return;
    }
    void run(async () => {
      try {
        const d = await createDeposit({ amount: minor, currency, quick: true });
        onClose();
        showQuickDepositAlert(d.status);
        void qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      } catch (err) {
        const fields = missingFields(err);
        if (fields) {
          openModal({ kind: 'authFields', fields, onDone: reopen });
          return;
        }
        // No saved card yet: this first deposit goes through the provider's page, which saves
        // the card (the server never charges a card it does not have), and comes back here.
        if (err instanceof ApiRequestError && err.code === 'NO_PAYMENT_METHOD') {
          setToProvider(true);
          const d = await createDeposit({
            amount: minor,
            currency,
            returnPath: window.location.pathname + window.location.search,
          });
          if (d.payment_url) window.location.assign(d.payment_url);
          return;
        }
        throw err;
      }
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    deposit();
  };

  return (
    <Modal
      name="quickDeposit"
      title={<FormattedMessage id="quick-deposit.title" defaultMessage="Quick deposit" />}
      onClose={onClose}
      testId="quick-deposit-modal"
    >
      <form className={f.form} onSubmit={submit} noValidate>
        {testMode && (
          <p className={f.muted} role="note" data-testid="quick-deposit-test-mode">
            <FormattedMessage
              id="account.quick-deposit.test-mode"
              defaultMessage="Test mode: your test card is charged. Amounts ending in .66 are declined and .77 stay pending."
            />
          </p>
        )}
        <div role="group" aria-labelledby={groupId}>
          <span id={groupId} className={styles.groupLabel}>
            <FormattedMessage id="quick-deposit.presets" defaultMessage="Pick a preset" />
          </span>
          <div className={styles.presets}>
            {presets.map((p) => {
              const minor = parseMoney(p, subunits) ?? 0;
              return (
                <button
                  key={p}
                  type="button"
                  className={styles.preset}
                  aria-pressed={parseMoney(amount, subunits) === minor}
                  onClick={() => setAmount(p)}
                >
                  {formatMoney(minor, { code: currency, subunits }, locale)}
                </button>
              );
            })}
          </div>
        </div>
        <TextField
          label={intl.formatMessage({ id: 'wallet.amount', defaultMessage: 'Amount' })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValue={setAmount}
          error={amountError}
          hint={currency}
        />
        <FormError error={error} />
        {toProvider && (
          <Notice>
            <span data-testid="quick-deposit-to-provider">
              <FormattedMessage
                id="wallet.quick.no-method"
                defaultMessage="Quick deposit needs a saved card: make your first deposit through the payment page."
              />
            </span>
          </Notice>
        )}
        <button type="submit" className={`${f.primary} ${f.block}`} disabled={busy || toProvider}>
          <FormattedMessage id="quick-deposit.submit" defaultMessage="Deposit now" />
        </button>
      </form>
    </Modal>
  );
}

export default function WalletModals({ modal, onClose }: ModalViewProps) {
  if (modal.kind === 'iframeDeposit') return <IframeDepositModal modal={modal} onClose={onClose} />;
  if (modal.kind === 'quickDeposit') return <QuickDepositModal modal={modal} onClose={onClose} />;
  return null;
}
