// The navigation items the site's own header has no component for (spec section 2): chat toggle,
// clock, events filter, bet slip, my bets, platform switcher, match preview and menu. Loaded with
// the first zone that shows one, never with the first screen.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Match, MatchList } from '../../api/types';
import { LocalLink } from '../../core/links';
import { EntryLink } from '../../core/embed/entry';
import { useLocaleState } from '../../core/locale';
import { useSiteConfig } from '../../core/siteConfig';
import { pageRequests } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { matchName } from '../../domain/match';
import { useAuth } from '../../core/auth';
import { setTab, useSlip } from '../betslip';
import { selections } from '../../domain/ticket/ticket';
import { unseenKey, fetchUnseen } from '../bonuses';
import { openChatWidget, SupportToggle } from '../support';
import { showErrorAlert } from '../../core/alerts/alerts';
import { TIMES } from '../schedule';
import { useDateFormats } from '../../core/dateFormats';
import { useTextLang } from '../../core/textLang';
import { Icon } from '../../core/ui/Icon';
import { Part } from '../../core/parts';
import { currentPlatform, isSitePath, type NavItem, type NavLink } from './zones';
import styles from './Navigation.module.css';

/** An item a task after the code came (core/parts): the zones' items all wait for this code, and
 * drawn at once they made one task of 10-18 ms (Lighthouse counts a phone's 4 times that). */
export default function ExtraItem({ item }: { item: NavItem }) {
  return (
    <Part later>
      <Item item={item} />
    </Part>
  );
}

function Item({ item }: { item: NavItem }) {
  switch (item.type) {
    case 'chat-toggle':
      return <ChatToggle />;
    case 'clock':
      return <Clock />;
    case 'events-filter':
      return <EventsFilter />;
    case 'bet-slip':
      return <SlipButton tab="BET_SLIP" />;
    case 'my-bets':
      return <SlipButton tab="MY_BETS" />;
    case 'platform-switcher':
      return <PlatformSwitcher links={item.links ?? []} />;
    case 'match-preview':
      return item.match ? <MatchPreview match={item.match} /> : null;
    case 'menu':
      return <Menu label={item.label ?? ''} labelLocale={item.labelLocale} links={item.links ?? []} />;
    default:
      return null;
  }
}

/** A link of the operator's: this site's paths in place, another site in a new tab. Its label
 * carries its own language when English stands in (textLang). */
function NavAnchor({ link, className }: { link: NavLink; className?: string }) {
  const lang = useTextLang()(link.labelLocale);
  if (isSitePath(link.url))
    return (
      <EntryLink to={link.url} className={className} {...lang}>
        {link.label}
      </EntryLink>
    );
  return (
    <a href={link.url} className={className} target="_blank" rel="noopener noreferrer" {...lang}>
      {link.label}
    </a>
  );
}

/** Opens the operator's support chat: the provider's widget (site config chatWidget, loaded on
 * the first open), the operator's chat page (chatUrl), or else the built-in support chat. */
function ChatToggle() {
  const intl = useIntl();
  const { locale } = useLocaleState();
  const { chatUrl, chatWidget } = useSiteConfig();
  const label = intl.formatMessage({ id: 'navzones.chat', defaultMessage: 'Chat with support' });
  const icon = <Icon id="icon-chat" />;
  if (chatWidget)
    return (
      <button
        type="button"
        className={styles.iconLink}
        aria-label={label}
        title={label}
        onClick={() =>
          void openChatWidget(chatWidget, locale).catch(() => showErrorAlert('support.widget-failed'))
        }
        data-testid="chat-toggle"
      >
        {icon}
      </button>
    );
  if (!chatUrl) return <SupportToggle className={styles.iconLink} markClassName={styles.badge} />;
  return isSitePath(chatUrl) ? (
    <LocalLink
      to={chatUrl}
      className={styles.iconLink}
      aria-label={label}
      title={label}
      data-testid="chat-toggle"
    >
      {icon}
    </LocalLink>
  ) : (
    <a
      href={chatUrl}
      className={styles.iconLink}
      aria-label={label}
      title={label}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-toggle"
    >
      {icon}
    </a>
  );
}

/** The time in the visitor's own time zone, to the minute. */
function Clock() {
  const intl = useIntl();
  const formats = useDateFormats();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // Ticks on the minute, so the shown time is never a minute behind.
    let timer = setTimeout(
      function tick() {
        setNow(new Date());
        timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
      },
      60_000 - (Date.now() % 60_000),
    );
    return () => clearTimeout(timer);
  }, []);
  return (
    <span className={styles.clock} data-testid="nav-clock">
      <Icon id="icon-clock" size={16} />
      <time
        dateTime={now.toISOString()}
        aria-label={intl.formatMessage({ id: 'navzones.clock', defaultMessage: 'Your local time' })}
      >
        {formats.time(now)}
      </time>
    </span>
  );
}

/** The lists' time-of-day filter: the schedule of today, by part of the day. */
function EventsFilter() {
  const intl = useIntl();
  return (
    <div
      role="group"
      className={styles.filter}
      aria-label={intl.formatMessage({ id: 'list.time.label', defaultMessage: 'Time of day' })}
      data-testid="events-filter"
    >
      {TIMES.filter((t) => t !== 'all').map((t) => (
        <LocalLink key={t} to={`/schedule?time=${t}`} className={styles.chip}>
          {intl.formatMessage({ id: `list.time.${t}`, defaultMessage: t })}
        </LocalLink>
      ))}
    </div>
  );
}

/** Opens the slip on its tab; the slip's tab shows how many selections it holds. */
function SlipButton({ tab }: { tab: 'BET_SLIP' | 'MY_BETS' }) {
  const { ticket } = useSlip();
  const count = tab === 'BET_SLIP' ? selections(ticket).length : 0;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => setTab(tab)}
      data-testid={tab === 'BET_SLIP' ? 'nav-bet-slip' : 'nav-my-bets'}
    >
      <Icon id="icon-ticket" size={16} />
      {tab === 'BET_SLIP' ? (
        <FormattedMessage id="betslip.tab.slip" defaultMessage="Bet slip" />
      ) : (
        <FormattedMessage id="betslip.tab.mybets" defaultMessage="My bets" />
      )}
      {count > 0 && <span className={styles.count}>{count}</span>}
    </button>
  );
}

/** The operator's products; this site's is marked as the current one. */
function PlatformSwitcher({ links }: { links: NavLink[] }) {
  const intl = useIntl();
  const current = currentPlatform(links);
  return (
    <div
      role="group"
      className={styles.platforms}
      aria-label={intl.formatMessage({ id: 'navzones.platforms', defaultMessage: 'Our sites' })}
      data-testid="platform-switcher"
    >
      {links.map((l, i) =>
        i === current ? (
          <CurrentPlatform key={l.url} link={l} />
        ) : (
          <NavAnchor key={l.url} link={l} className={styles.platform} />
        ),
      )}
    </div>
  );
}

function CurrentPlatform({ link }: { link: NavLink }) {
  const lang = useTextLang()(link.labelLocale);
  return (
    <span className={styles.platform} aria-current="true" {...lang}>
      {link.label}
    </span>
  );
}

// The home page's live and upcoming lists (api/route-data.json 'home'): a "top" preview shares their answers.
const [TOP_LIVE, TOP_UPCOMING] = pageRequests('home') as [string, string];

/** One match (an id) or the top one (the first live, else the next to start), linking to it. */
function MatchPreview({ match }: { match: string }) {
  const top = match === 'top';
  const one = useApi<Match>(top ? null : `GET /matches/${encodeURIComponent(match)}`);
  const live = useApi<MatchList>(top ? TOP_LIVE : null);
  const upcoming = useApi<MatchList>(top && live.data?.data.length === 0 ? TOP_UPCOMING : null);
  const m = top ? (live.data?.data[0] ?? upcoming.data?.data[0]) : one.data;
  const intl = useIntl();
  const { locale } = useLocaleState();
  if (!m) return null;
  const score = m.totalScore && m.status !== 0 ? `${m.totalScore.home}–${m.totalScore.away}` : null;
  return (
    <LocalLink
      to={`/${m.sport.key}/${m.slug}`}
      className={styles.preview}
      data-testid="match-preview"
      title={intl.formatMessage({ id: 'navzones.match-preview', defaultMessage: 'Featured match' })}
    >
      <span className={styles.previewName}>{matchName(m)}</span>
      <span className={styles.previewState}>
        {score ??
          new Intl.DateTimeFormat(locale, {
            weekday: 'short',
            hour: '2-digit',
            minute: '2-digit',
          }).format(new Date(m.startTime))}
      </span>
    </LocalLink>
  );
}

/** A disclosure of the operator's links: a button opening a list (Escape or a click outside
 * closes it). */
function Menu({ label, labelLocale, links }: { label: string; labelLocale?: string; links: NavLink[] }) {
  const lang = useTextLang()(labelLocale);
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof Element) || !e.target.closest(`[data-menu="${id}"]`)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, id]);
  return (
    <div className={styles.menu} data-menu={id}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen(!open)}
      >
        <span {...lang}>{label}</span>
        <Icon id="icon-chevron" size={14} className={styles.chevron} />
      </button>
      <ul id={`${id}-list`} className={styles.menuList} hidden={!open}>
        {links.map((l) => (
          <li key={l.url}>
            <NavAnchor link={l} className={styles.menuLink} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The count of the player's unseen bonuses (the alerts' list), beside the promotions link. */
export function UnseenBonusCount() {
  const intl = useIntl();
  const { locale } = useLocaleState();
  const { sessionReady } = useAuth();
  // The alerts' query (BonusAlerts): one request serves both, once the player's token is there.
  const unseen = useQuery({
    queryKey: unseenKey(locale),
    queryFn: () => fetchUnseen(locale),
    enabled: sessionReady,
  });
  const count = unseen.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span
      className={styles.badge}
      data-testid="unseen-bonus-count"
      aria-label={intl.formatMessage(
        { id: 'navzones.unseen-bonuses', defaultMessage: 'New bonuses: {count}' },
        { count },
      )}
    >
      {count}
    </span>
  );
}
