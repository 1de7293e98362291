// The phone's bottom bar (issue 27 item 5): below 780 px the screen's bottom edge holds Home, Live
// with the number of live matches, the bet slip with its count (it opens the slip's sheet), My bets
// (a visitor is asked to sign in there, as on any profile page) and Menu (the header's ☰ panel).
// It loads after the first screen; the shell keeps its room and draws its box from the first paint
// (Shell.module.css), so nothing moves when it comes. How it sits with the other things at the
// bottom of a phone's screen: the slip's own bar, while it holds picks, a receipt or the quick
// bet, stands on it (BetSlip.module.css), and an empty one hides, since this bar's tab opens the
// empty slip; the reminders' dock stands on both (Furniture.module.css); the open slip's sheet,
// its backdrop and the dialogs cover it; toasts show at the top of a phone's screen.
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Counters } from '../../api/types';
import { LocalNavLink } from '../../core/links';
import { REQUEST } from '../../core/routeData';
import { Icon } from '../../core/ui/Icon';
import { useApi } from '../../core/useApi';
import { selectedOutcomeIds } from '../../domain/ticket/basics';
import { setTab, useSlip } from '../betslip';
import styles from './PhoneBar.module.css';

export interface PhoneBarProps {
  /** The header's menu panel (app/Layout), which the Menu tab opens and closes. */
  menu: { id: string; open: boolean; toggle: () => void };
}

export function PhoneBar({ menu }: PhoneBarProps) {
  const { id: menuId, open: menuOpen } = menu;
  const intl = useIntl();
  // The header's count (the shell's counters, which every page has): no request of its own.
  const live = useApi<Counters>(REQUEST.counters).data?.live || undefined;
  const { ticket, open } = useSlip();
  const menuButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // Opened from here, the panel at the top of the screen gets the focus, and Escape brings it
  // back: a keyboard would otherwise go on past the bar, away from the panel.
  useEffect(() => {
    const panel = document.getElementById(menuId);
    if (!menuOpen || !opened.current || !panel) return;
    opened.current = false;
    panel.querySelector<HTMLElement>('a[href], button, select')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && panel.contains(document.activeElement)) menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, menuId]);
  return (
    <nav
      className={styles.bar}
      aria-label={intl.formatMessage({ id: 'nav.bar', defaultMessage: 'Sections' })}
      data-testid="phone-bar"
    >
      <LocalNavLink to="/" end className={styles.tab}>
        <Tab icon="icon-home">
          <FormattedMessage id="nav.bar.home" defaultMessage="Home" />
        </Tab>
      </LocalNavLink>
      <LocalNavLink to="/live" className={styles.tab} data-testid="phone-bar-live">
        <Tab icon="icon-live" count={live} countClass={styles.live}>
          <FormattedMessage id="nav.live" defaultMessage="Live" />
        </Tab>
      </LocalNavLink>
      <button
        type="button"
        className={styles.tab}
        aria-expanded={open}
        onClick={() => setTab('BET_SLIP')}
        data-testid="phone-bar-slip"
      >
        <Tab icon="icon-ticket" count={selectedOutcomeIds(ticket).length || undefined}>
          <FormattedMessage id="betslip.tab.slip" defaultMessage="Bet slip" />
        </Tab>
      </button>
      <LocalNavLink to="/profile/bets" className={styles.tab} data-testid="phone-bar-bets">
        <Tab icon="icon-bets">
          <FormattedMessage id="betslip.tab.mybets" defaultMessage="My bets" />
        </Tab>
      </LocalNavLink>
      <button
        ref={menuButton}
        type="button"
        className={styles.tab}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => {
          opened.current = !menuOpen;
          menu.toggle();
        }}
        data-testid="phone-bar-menu"
      >
        <Tab icon="icon-menu">
          <FormattedMessage id="nav.menu" defaultMessage="Menu" />
        </Tab>
      </button>
    </nav>
  );
}

/** A tab's icon, its label, and its count (over the icon's corner) when it has one: after the
 * label, so that the tab reads 'Live 12'. */
function Tab({
  icon,
  count,
  countClass = '',
  children,
}: {
  icon: string;
  count?: number;
  countClass?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Icon id={icon} size={22} />
      <span className={styles.label}>{children}</span>
      <span className={`${styles.count} ${countClass}`} data-testid="phone-bar-count">
        {count ?? ''}
      </span>
    </>
  );
}
