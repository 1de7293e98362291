// The bet slip panel (spec section 2, 'Bet slip panel'): tabs BET_SLIP and MY_BETS, the
// selections with their odds and suspended / not-available labels, single, combo and system (the
// types the rules allow), stakes with the settings' presets, total stake and potential win, the
// odds-changed banner with accept, placing and the receipt. The rules are domain/ticket's; this is
// their view and the one call, POST /v3/bets.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import type { BetSettings } from '../../api/types';
import { LocalLink, useLocalize } from '../../app/links';
import { SITE_CONFIG } from '../../app/siteConfig';
import { usePrefs } from '../../app/prefs';
import { useMatchChannel } from '../../app/realtime';
import { useApi } from '../../app/useApi';
import { formatMoney, parseMoney } from '../../domain/money';
import { formatOdds } from '../../domain/odds';
import {
  acceptOddsChanges,
  applyUpdates,
  betPotentialWin,
  betTypeRefusal,
  canPlace,
  changeBetType,
  emptyTicket,
  outcomeKey,
  placed,
  placementFailed,
  placementMessageKey,
  selections,
  setStake,
  startPlacing,
  systemTypes,
  toggleOutcome,
  totalStake,
  type BetType,
  type OutcomeUpdate,
  type SlipBet,
  type Ticket,
} from '../../domain/ticket/ticket';
import { toShared } from '../../domain/ticket/share';
import { useAuth } from '../auth/context';
import { BETS_KEY } from '../mybets/keys';
import styles from './BetSlip.module.css';
import { setOpen, setTab, setTicket, useSlip, useSlipSettings } from './store';

const TYPES: BetType[] = ['single', 'combo', 'system'];

export default function BetSlip() {
  const intl = useIntl();
  const { ticket, open, tab } = useSlip();
  const settings = useSlipSettings();
  const auth = useAuth();
  const sels = selections(ticket);
  const count = sels.length;
  const matchIds = [...new Set(sels.map((s) => s.matchId))];
  return (
    <aside
      className={styles.panel}
      data-open={open}
      aria-label={intl.formatMessage({ id: 'betslip.title', defaultMessage: 'Bet slip' })}
      data-testid="betslip"
    >
      {matchIds.map((id) => (
        <MatchWatch key={id} matchId={id} />
      ))}
      <button
        type="button"
        className={styles.bar}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="betslip-toggle"
      >
        <FormattedMessage id="betslip.title" defaultMessage="Bet slip" />
        <span className={styles.count} data-testid="betslip-count">
          {count}
        </span>
      </button>
      {open && (
        <div className={styles.body}>
          <div role="tablist" className={styles.tabs}>
            {(['BET_SLIP', 'MY_BETS'] as const).map((t) => (
              <button
                key={t}
                role="tab"
                type="button"
                aria-selected={tab === t}
                className={styles.tab}
                onClick={() => setTab(t)}
              >
                {t === 'BET_SLIP' ? (
                  <FormattedMessage id="betslip.tab.slip" defaultMessage="Bet slip" />
                ) : (
                  <FormattedMessage id="betslip.tab.mybets" defaultMessage="My bets" />
                )}
              </button>
            ))}
          </div>
          {tab === 'MY_BETS' ? (
            <p className={styles.note}>
              {auth.status === 'LOGGED_IN' ? (
                <LocalLink to="/profile/bets">
                  <FormattedMessage id="betslip.open-my-bets" defaultMessage="See all my bets" />
                </LocalLink>
              ) : (
                <FormattedMessage id="betslip.sign-in-for-bets" defaultMessage="Sign in to see your bets." />
              )}
            </p>
          ) : ticket.ticketState === 'SUCCESS' ? (
            <Receipt />
          ) : ticket.bets.length === 0 ? (
            <p className={styles.note}>
              <FormattedMessage id="betslip.empty" defaultMessage="Choose odds to add selections." />
            </p>
          ) : (
            <SlipForm ticket={ticket} currency={settings.currency} subunits={settings.subunits} />
          )}
        </div>
      )}
    </aside>
  );
}

/** Follows every market of a selected match, not only the main ones the lists carry. */
function MatchWatch({ matchId }: { matchId: number }) {
  useMatchChannel(matchId);
  return null;
}

function Receipt() {
  return (
    <div className={styles.receipt} role="status" data-testid="betslip-receipt">
      <p>
        <FormattedMessage id="betslip.placed" defaultMessage="Your bet is placed." />
      </p>
      <button type="button" className={styles.secondary} onClick={() => setTicket(emptyTicket)}>
        <FormattedMessage id="betslip.clear" defaultMessage="Clear the slip" />
      </button>
    </div>
  );
}

function SlipForm({ ticket, currency, subunits }: { ticket: Ticket; currency: string; subunits: number }) {
  const intl = useIntl();
  const auth = useAuth();
  const settings = useSlipSettings();
  const { oddsType } = usePrefs();
  const betSettings = useApi<BetSettings>('GET /settings').data;
  const presets = betSettings?.stakes[currency] ?? [];
  const cur = { code: currency, subunits };
  const money = (minor: number) => formatMoney(minor, cur, intl.locale);
  const sels = selections(ticket);
  const first = ticket.bets[0];
  const type = first?.betType ?? 'single';
  const [requestId, setRequestId] = useState<string | null>(null);
  const qc = useQueryClient();

  async function place() {
    if (auth.status !== 'LOGGED_IN' || !auth.sessionReady) {
      setTicket(startPlacing(ticket, false));
      auth.openModal({ kind: 'signIn' });
      return;
    }
    // One request id per placement the player makes: a retry of the same one never places twice.
    const id = requestId ?? crypto.randomUUID();
    setRequestId(id);
    const busy = startPlacing(ticket, true);
    setTicket(busy);
    const { data, error, response } = await api
      .POST('/v3/bets', {
        body: {
          meta: { request_id: id, quick: false, type },
          locale: intl.locale,
          bets: busy.processingBets.map(toShared),
        },
      })
      .catch(() => ({ data: undefined, error: undefined, response: { status: 0 } as Response }));
    setRequestId(null);
    if (data) {
      setTicket(placed(busy));
      // The bet lists (My bets) show the new bet on their next look.
      void qc.invalidateQueries({ queryKey: BETS_KEY });
      return;
    }
    if (error && 'errors_by_bet' in error) {
      let next = placementFailed(busy, {
        status: response.status,
        error: { code: error.code, message: error.message, details: error.details },
      });
      // The server names the odds now: show them, flagged, for the player to accept.
      const odds = error.details?.['odds'];
      const index = error.details?.['selection'];
      const bet = busy.processingBets[error.errors_by_bet?.[0]?.index ?? 0];
      const sel = typeof index === 'number' ? bet?.selections[index] : undefined;
      if (error.code === 'INVALID_ODDS' && typeof odds === 'number' && sel) {
        next = {
          ...applyUpdates(
            { ...next, ticketState: 'INITIAL' },
            new Map<string, OutcomeUpdate>([[outcomeKey(sel), { odds }]]),
            'none',
          ),
          error: next.error,
        };
      }
      setTicket(next);
      return;
    }
    setTicket(placementFailed(busy, { status: response.status }));
  }

  const totals = ticket.bets.reduce(
    (acc, b) => ({ stake: acc.stake + totalStake(b), win: acc.win + betPotentialWin(b) }),
    { stake: 0, win: 0 },
  );
  const busy = ticket.inProgress;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void place();
      }}
    >
      <ul className={styles.selections}>
        {sels.map((s) => (
          <li
            key={outcomeKey(s)}
            className={styles.selection}
            data-testid="betslip-selection"
            data-changed={s.isChanged || undefined}
          >
            <div className={styles.selectionText}>
              <span className={styles.outcome}>{s.outcomeName}</span>
              <span className={styles.muted}>{s.marketName}</span>
              <span className={styles.muted}>{s.matchName}</span>
              {s.isSuspended && (
                <span className={styles.flag}>
                  <FormattedMessage id="sb.ticket.suspended.label" defaultMessage="Suspended" />
                </span>
              )}
              {s.isNotAvailable && (
                <span className={styles.flag}>
                  <FormattedMessage id="sb.ticket.not-available.label" defaultMessage="Not available" />
                </span>
              )}
            </div>
            <span className={styles.odds} data-testid="betslip-odds">
              {formatOdds(s.odds, oddsType)}
            </span>
            <button
              type="button"
              className={styles.remove}
              disabled={busy}
              aria-label={intl.formatMessage(
                { id: 'betslip.remove', defaultMessage: 'Remove {name}' },
                { name: s.outcomeName },
              )}
              onClick={() => setTicket(toggleOutcome(ticket, s, settings))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>

      {sels.length > 1 && (
        <div
          className={styles.types}
          role="group"
          aria-label={intl.formatMessage({ id: 'betslip.type', defaultMessage: 'Bet type' })}
        >
          {TYPES.map((t) => {
            const system = t === 'system' ? (first?.systemType ?? systemTypes(sels.length)[0]) : undefined;
            const refused = t !== type && betTypeRefusal(ticket, t, settings, system) !== null;
            return (
              <button
                key={t}
                type="button"
                aria-pressed={t === type}
                disabled={busy || refused}
                className={styles.type}
                onClick={() => setTicket(changeBetType(ticket, t, settings, system))}
              >
                <FormattedMessage id={`betslip.type.${t}`} defaultMessage={t} />
              </button>
            );
          })}
        </div>
      )}
      {type === 'system' && first?.systemType && (
        <label className={styles.field}>
          <FormattedMessage id="betslip.system" defaultMessage="System" />
          <select
            value={first.systemType.id}
            disabled={busy}
            onChange={(e) => {
              const st = systemTypes(sels.length).find((x) => x.id === e.target.value);
              if (st) setTicket({ ...ticket, bets: ticket.bets.map((b) => ({ ...b, systemType: st })) });
            }}
          >
            {systemTypes(sels.length).map((st) => (
              <option key={st.id} value={st.id}>
                {st.id}
              </option>
            ))}
          </select>
        </label>
      )}

      {ticket.bets.map((b, i) => (
        <StakeInput
          key={i}
          bet={b}
          label={ticket.bets.length > 1 ? b.selections[0]?.outcomeName : undefined}
          presets={presets}
          disabled={busy}
          onChange={(minor) => setTicket(setStake(ticket, i, minor))}
          subunits={subunits}
          money={money}
        />
      ))}

      <dl className={styles.totals}>
        <dt>
          <FormattedMessage id="betslip.total-stake" defaultMessage="Total stake" />
        </dt>
        <dd data-testid="betslip-total-stake">{money(totals.stake)}</dd>
        <dt>
          <FormattedMessage id="betslip.potential-win" defaultMessage="Potential win" />
        </dt>
        <dd data-testid="betslip-potential-win">{money(totals.win)}</dd>
      </dl>

      {ticket.ticketState === 'ODDS_CHANGED' && (
        <div className={styles.banner} role="alert" data-testid="odds-changed">
          <FormattedMessage id="betslip.odds-changed" defaultMessage="Odds have changed." />
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setTicket(acceptOddsChanges(ticket))}
          >
            <FormattedMessage id="betslip.accept-odds" defaultMessage="Accept changes" />
          </button>
        </div>
      )}
      {ticket.error && (
        <p className={styles.error} role="alert" data-testid="betslip-error">
          {intl.formatMessage({
            id: placementMessageKey(
              ticket.error.code,
              ticket.error.message in intl.messages ? ticket.error.message : undefined,
            ),
          })}
        </p>
      )}
      {ticket.alert && (
        <p className={styles.error} role="alert">
          <FormattedMessage id="global-error.default.title" defaultMessage="Something went wrong" />
        </p>
      )}
      {SITE_CONFIG.isShareBetOn && <ShareButton ticket={ticket} />}
      <button
        type="submit"
        className={styles.place}
        disabled={busy || ticket.ticketState === 'ODDS_CHANGED' || !canPlace(ticket, settings)}
        data-testid="place-bet"
      >
        {busy ? (
          <FormattedMessage id="betslip.placing" defaultMessage="Placing…" />
        ) : (
          <FormattedMessage id="betslip.place" defaultMessage="Place bet" />
        )}
      </button>
    </form>
  );
}

function StakeInput({
  bet,
  label,
  presets,
  disabled,
  onChange,
  subunits,
  money,
}: {
  bet: SlipBet;
  label?: string;
  presets: number[];
  disabled: boolean;
  onChange: (minor: number) => void;
  subunits: number;
  money: (minor: number) => string;
}) {
  const intl = useIntl();
  const [text, setText] = useState(bet.stake > 0 ? String(bet.stake / 10 ** subunits) : '');
  const invalid = text !== '' && parseMoney(text, subunits) === null;
  return (
    <div className={styles.stake}>
      <label className={styles.field}>
        {label ? (
          `${intl.formatMessage({ id: 'betslip.stake', defaultMessage: 'Stake' })} · ${label}`
        ) : (
          <FormattedMessage id="betslip.stake" defaultMessage="Stake" />
        )}
        <input
          inputMode="decimal"
          value={text}
          disabled={disabled}
          aria-invalid={invalid}
          data-testid="betslip-stake"
          onChange={(e) => {
            setText(e.target.value);
            onChange(parseMoney(e.target.value, subunits) ?? 0);
          }}
        />
      </label>
      {presets.length > 0 && (
        <div className={styles.presets}>
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              className={styles.preset}
              disabled={disabled}
              onClick={() => {
                setText(String(p / 10 ** subunits));
                onChange(p);
              }}
            >
              {money(p)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Shares the slip: a code and a link that restores it (POST /bets/share-code). */
function ShareButton({ ticket }: { ticket: Ticket }) {
  const localize = useLocalize();
  const [link, setLink] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  async function share() {
    setFailed(false);
    const { data } = await api
      .POST('/bets/share-code', { body: { bets: ticket.bets.map(toShared) } })
      .catch(() => ({ data: undefined }));
    if (!data) return setFailed(true);
    setLink(`${location.origin}${localize('/')}?betcode=${data.code}`);
  }
  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => void share()}
        data-testid="share-slip"
      >
        <FormattedMessage id="betslip.share" defaultMessage="Share" />
      </button>
      {link && (
        <label className={styles.field}>
          <FormattedMessage id="betslip.share.link" defaultMessage="Link to this slip" />
          <input readOnly value={link} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          <FormattedMessage
            id="share-bet.not-found-modal.link-try-later"
            defaultMessage="Please try again later."
          />
        </p>
      )}
    </div>
  );
}
