// The wallet's pages side by side: deposit, withdraw, payment methods, transactions.
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalLink } from '../../core/links';
import styles from './WalletPages.module.css';

export type WalletSection = 'deposit' | 'withdraw' | 'methods' | 'transactions';

const LINKS: { section: WalletSection; id: string; defaultMessage: string }[] = [
  { section: 'deposit', id: 'profile.deposit', defaultMessage: 'Deposit' },
  { section: 'withdraw', id: 'wallet.nav.withdraw', defaultMessage: 'Withdraw' },
  { section: 'methods', id: 'wallet.nav.methods', defaultMessage: 'Payment methods' },
  { section: 'transactions', id: 'profile.transactions', defaultMessage: 'Transactions' },
];

export function WalletNav({ current }: { current: WalletSection }) {
  const intl = useIntl();
  return (
    <nav
      className={styles.walletNav}
      aria-label={intl.formatMessage({ id: 'wallet.switcher', defaultMessage: 'Wallet' })}
    >
      {LINKS.map((l) => (
        <LocalLink
          key={l.section}
          to={`/profile/wallet/${l.section}`}
          aria-current={l.section === current ? 'page' : undefined}
        >
          <FormattedMessage id={l.id} defaultMessage={l.defaultMessage} />
        </LocalLink>
      ))}
    </nav>
  );
}
