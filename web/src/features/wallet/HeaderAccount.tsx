// The signed-in part of the header: the current account's balance (available to bet), the
// currency switcher (the player's accounts, and opening one in another currency), the deposit
// button (quick deposit) and the profile menu. Loaded once the player is signed in.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Account } from '../../api/platformTypes';
import { useLocaleState } from '../../core/locale';
import { useSiteConfig } from '../../core/siteConfig';
import { shouldSwitchCurrency } from '../../domain/auth';
import { formatMoney, formatMoneyShort, WALLET_CURRENCIES } from '../../domain/money';
import { currentAccount, markCurrent } from '../../domain/wallet';
import { showErrorAlert } from '../../core/alerts/alerts';
import { useAuth } from '../../core/auth';
import { DepositButton } from './DepositButton';
import { ACCOUNTS_KEY, useAccounts } from '../../core/player';
import { errorKey } from '../../core/ui/forms';
import { ProfileMenu } from './ProfileMenu';
import styles from './Wallet.module.css';

const OPEN_PREFIX = 'open:';

/** The money available to bet. On a phone a long amount gives way to its compact form; the full
 * amount stays for screen readers and in the tooltip. */
export function HeaderBalance({ account }: { account: Account | undefined }) {
  const site = useSiteConfig();
  const { locale } = useLocaleState();
  if (site.balanceHidden || !account) return null;
  const currency = { code: account.currency, subunits: account.subunits };
  const full = formatMoney(account.balance.available_to_bet, currency, locale);
  const short = formatMoneyShort(account.balance.available_to_bet, currency, locale);
  return (
    <span
      className={styles.balance}
      data-testid="header-balance"
      data-currency={account.currency}
      title={short === full ? undefined : full}
    >
      {short === full ? (
        full
      ) : (
        <>
          <span className={styles.balanceFull}>{full}</span>
          <span className={styles.balanceShort} aria-hidden="true">
            {short}
          </span>
        </>
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
  const accounts = useAccounts(true);
  const list = accounts.data ?? [];
  return (
    <div className={styles.account}>
      <div className={styles.wallet}>
        <HeaderBalance account={currentAccount(list)} />
        {list.length > 0 && <CurrencySwitcher accounts={list} />}
      </div>
      {/* On a phone the deposit is an icon button; its label stays its accessible name. */}
      <DepositButton className={styles.deposit}>
        <svg
          className={styles.depositIcon}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M12 5v14M5 12h14" />
        </svg>
        <span className={styles.depositLabel}>
          <FormattedMessage id="header.deposit" defaultMessage="Deposit" />
        </span>
      </DepositButton>
      <ProfileMenu />
    </div>
  );
}
