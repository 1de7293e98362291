// The signed-in part of the header: the current account's balance (available to bet), the
// currency switcher (the player's accounts, and opening one in another currency), the deposit
// button (quick deposit) and the profile menu. Loaded once the player is signed in.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Account } from '../../api/platformTypes';
import { useLocaleState } from '../../app/locale';
import { SITE_CONFIG } from '../../app/siteConfig';
import { shouldSwitchCurrency } from '../../domain/auth';
import { formatMoney, WALLET_CURRENCIES } from '../../domain/money';
import { currentAccount, markCurrent } from '../../domain/wallet';
import { showErrorAlert } from '../alerts/alerts';
import { useAuth } from '../auth/context';
import { ACCOUNTS_KEY, useAccounts } from '../auth/queries';
import { errorKey } from '../ui/forms';
import { ProfileMenu } from './ProfileMenu';
import styles from './Wallet.module.css';

const OPEN_PREFIX = 'open:';

export function HeaderBalance({ account }: { account: Account | undefined }) {
  const { locale } = useLocaleState();
  if (SITE_CONFIG.balanceHidden || !account) return null;
  return (
    <span className={styles.balance} data-testid="header-balance" data-currency={account.currency}>
      {formatMoney(
        account.balance.available_to_bet,
        { code: account.currency, subunits: account.subunits },
        locale,
      )}
    </span>
  );
}

export function CurrencySwitcher({ accounts }: { accounts: Account[] }) {
  const intl = useIntl();
  const qc = useQueryClient();
  const { setProfile } = useAuth();
  const [busy, setBusy] = useState(false);
  const current = currentAccount(accounts)?.currency;
  const others = WALLET_CURRENCIES.filter((c) => !accounts.some((a) => a.currency === c.code));

  const change = async (value: string) => {
    const { ok, platform } = await import('../../api/platform');
    setBusy(true);
    try {
      let target = value;
      let known = accounts;
      if (value.startsWith(OPEN_PREFIX)) {
        target = value.slice(OPEN_PREFIX.length);
        const created = await ok(platform.POST('/player/accounts', { body: { currency: target } }));
        qc.setQueryData<Account[]>(ACCOUNTS_KEY, (list) => (list ? [...list, created] : [created]));
        known = [...accounts, created];
      }
      if (!shouldSwitchCurrency(current, target, known)) return;
      const player = await ok(platform.PATCH('/player/currency', { body: { currency: target } }));
      setProfile(player);
      qc.setQueryData<Account[]>(ACCOUNTS_KEY, (list) => list && markCurrent(list, target));
      void qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    } catch (err) {
      showErrorAlert(errorKey(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <select
      className={styles.switcher}
      data-testid="currency-switcher"
      aria-label={intl.formatMessage({ id: 'wallet.switcher', defaultMessage: 'Wallet' })}
      value={current ?? ''}
      disabled={busy}
      onChange={(e) => void change(e.target.value)}
    >
      {accounts.map((a) => (
        <option key={a.currency} value={a.currency}>
          {a.currency}
        </option>
      ))}
      {others.length > 0 && (
        <optgroup
          label={intl.formatMessage({ id: 'wallet.open-account', defaultMessage: 'Open an account in' })}
        >
          {others.map((c) => (
            <option key={c.code} value={OPEN_PREFIX + c.code}>
              {c.code}
            </option>
          ))}
        </optgroup>
      )}
    </select>
  );
}

export default function HeaderAccount() {
  const { openModal } = useAuth();
  const accounts = useAccounts(true);
  const list = accounts.data ?? [];
  return (
    <div className={styles.account}>
      <div className={styles.wallet}>
        <HeaderBalance account={currentAccount(list)} />
        {list.length > 0 && <CurrencySwitcher accounts={list} />}
      </div>
      <button type="button" className={styles.deposit} onClick={() => openModal({ kind: 'quickDeposit' })}>
        <FormattedMessage id="header.deposit" defaultMessage="Deposit" />
      </button>
      <ProfileMenu />
    </div>
  );
}
