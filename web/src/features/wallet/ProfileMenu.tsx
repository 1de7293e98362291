// The profile menu: the player's name, then their account, deposit, transactions, my bets, favourites, responsible
// gambling, phone verification and sign out. A menu button: arrows move, Home and End jump, Escape closes and
// returns focus, a click outside closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalLink } from '../../core/links';
import { displayName } from '../../domain/auth';
import { useAuth } from '../../core/auth';
import { EntryLink } from '../../core/embed/entry';
import { DEPOSIT_PATH } from '../../core/embed/frame';
import styles from './Wallet.module.css';
import { useFeatureFlag } from '../../core/featureFlags';

export function ProfileMenu() {
  const intl = useIntl();
  const { profile, signOut, openModal } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const name = displayName(profile);
  const phoneVerified = profile?.phones.some((p) => p.verified) ?? false;
  const responsibleGambling = useFeatureFlag('responsible_gambling');

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onDown = (e: MouseEvent) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    const go = (n: number) => {
      e.preventDefault();
      list[(n + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  return (
    <div className={styles.menuWrap}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'header.profile-menu', defaultMessage: 'Profile menu' })}
        data-testid="profile-menu-button"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={styles.avatar} aria-hidden="true">
          {(name.trim()[0] ?? '?').toUpperCase()}
        </span>
        {/* In the name's own direction: a Latin name on a right-to-left page is cut at its end. */}
        <span className={styles.menuName} dir="auto">
          {name}
        </span>
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          className={styles.menu}
          aria-label={intl.formatMessage({ id: 'header.profile-menu', defaultMessage: 'Profile menu' })}
          onKeyDown={onKeyDown}
        >
          <li role="none" className={styles.menuHead} data-testid="profile-name">
            {name}
          </li>
          <li role="none">
            <LocalLink role="menuitem" to="/profile" onClick={() => close(false)}>
              <FormattedMessage id="account.title" defaultMessage="My account" />
            </LocalLink>
          </li>
          <li role="none">
            <EntryLink role="menuitem" to={DEPOSIT_PATH} onClick={() => close(false)}>
              <FormattedMessage id="profile.deposit" defaultMessage="Deposit" />
            </EntryLink>
          </li>
          <li role="none">
            <LocalLink role="menuitem" to="/profile/wallet/withdraw" onClick={() => close(false)}>
              <FormattedMessage id="wallet.nav.withdraw" defaultMessage="Withdraw" />
            </LocalLink>
          </li>
          <li role="none">
            <LocalLink role="menuitem" to="/profile/wallet/methods" onClick={() => close(false)}>
              <FormattedMessage id="wallet.nav.methods" defaultMessage="Payment methods" />
            </LocalLink>
          </li>
          <li role="none">
            <LocalLink role="menuitem" to="/profile/wallet/transactions" onClick={() => close(false)}>
              <FormattedMessage id="profile.transactions" defaultMessage="Transactions" />
            </LocalLink>
          </li>
          <li role="none">
            <LocalLink role="menuitem" to="/profile/bets" onClick={() => close(false)}>
              <FormattedMessage id="profile.my-bets" defaultMessage="My bets" />
            </LocalLink>
          </li>
          <li role="none">
            <LocalLink role="menuitem" to="/favorites" onClick={() => close(false)}>
              <FormattedMessage id="favourites.title" defaultMessage="Favourites" />
            </LocalLink>
          </li>
          {responsibleGambling && (
            <li role="none">
              <LocalLink role="menuitem" to="/profile/responsible-gambling" onClick={() => close(false)}>
                <FormattedMessage id="profile.responsible-gambling" defaultMessage="Responsible gambling" />
              </LocalLink>
            </li>
          )}
          {!phoneVerified && (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  close(false);
                  openModal({ kind: 'phone' });
                }}
              >
                <FormattedMessage id="profile.verify-phone" defaultMessage="Verify your phone" />
              </button>
            </li>
          )}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close(false);
                void signOut();
              }}
            >
              <FormattedMessage id="profile.sign-out" defaultMessage="Sign out" />
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
