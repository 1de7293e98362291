// The slip's form: the selections with their odds and suspended / not-available labels, the bet
// types the rules allow (single, combo, system with its type picker) or the bet builder's one
// price, stakes with the settings' presets, total stake and potential win, the odds-changed banner
// with accept, the placement error, Share, and Place bet. The rules are domain/ticket's.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import type { BetSettings } from '../../api/types';
import { useLocalize } from '../../app/links';
import { usePrefs } from '../../app/prefs';
import { REQUEST } from '../../app/routeData';
import { SITE_CONFIG } from '../../app/siteConfig';
import { useApi } from '../../app/useApi';
import { formatMoney, parseMoney } from '../../domain/money';
import { formatOdds } from '../../domain/odds';
import { toShared } from '../../domain/ticket/share';
import {
  acceptOddsChanges,
  applyUpdates,
  betPotentialWin,
  betRefusal,
  betTypeRefusal,
  canPlace,
  changeBetType,
  CUSTOM_MAX,
  CUSTOM_MIN,
  errorMessageId,
  hasUnplaceable,
  outcomeKey,
  placed,
  placementFailed,
  sanitize,
  selections,
  setCustomOdds,
  setStake,
  startPlacing,
  systemTypes,
  toggleOutcome,
  totalStake,
  type BetType,
  type SlipBet,
  type Ticket,
} from '../../domain/ticket/ticket';
import { useAuth } from '../auth/context';
import styles from './BetSlip.module.css';
import { postBets, refreshAfterPlacement } from './placement';
import { setTicket, useSlipSettings } from './store';

const TYPES: BetType[] = ['single', 'combo', 'system'];

/** The refusals of a builder that the slip explains in words (domain betRefusal). */
const BUILDER_NOTES = new Set(['betslip.builder.min', 'betslip.builder.pricing', 'betslip.builder.refused']);

export function SlipForm({
  ticket,
  currency,
  subunits,
}: {
  ticket: Ticket;
  currency: string;
  subunits: number;
}) {
  const intl = useIntl();
  const auth = useAuth();
  const settings = useSlipSettings();
  const { oddsType } = usePrefs();
  const betSettings = useApi<BetSettings>(REQUEST.settings).data;
  const presets = betSettings?.stakes[currency] ?? [];
  const money = (minor: number) => formatMoney(minor, { code: currency, subunits }, intl.locale);
  const sels = selections(ticket);
  const first = ticket.bets[0];
  const type = first?.betType ?? 'single';
  const builder = type === 'custom_bet' ? first : undefined;
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
    const result = await postBets(busy.processingBets, {
      requestId: id,
      quick: false,
      type,
      locale: intl.locale,
    });
    setRequestId(null);
    if (result.ok) {
      setTicket(placed(busy));
      refreshAfterPlacement(qc);
      return;
    }
    const next = placementFailed(busy, result);
    // The server names the odds now: show them, flagged, for the player to accept.
    const odds = result.error?.details?.['odds'];
    if (typeof odds !== 'number') return setTicket(next);
    if (result.error?.code === 'INVALID_ODDS_CUSTOM_BET')
      return setTicket({
        ...setCustomOdds({ ...next, ticketState: 'INITIAL' }, odds, 'none'),
        error: next.error,
      });
    const index = result.error?.details?.['selection'];
    const bet = busy.processingBets[result.error?.errorsByBet?.[0]?.index ?? 0];
    const sel = typeof index === 'number' ? bet?.selections[index] : undefined;
    if (result.error?.code !== 'INVALID_ODDS' || !sel) return setTicket(next);
    setTicket({
      ...applyUpdates({ ...next, ticketState: 'INITIAL' }, new Map([[outcomeKey(sel), { odds }]]), 'none'),
      error: next.error,
    });
  }

  const totals = ticket.bets.reduce(
    (acc, b) => ({ stake: acc.stake + totalStake(b), win: acc.win + betPotentialWin(b) }),
    { stake: 0, win: 0 },
  );
  const busy = ticket.inProgress;
  const builderNote = builder && betRefusal(builder, settings);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void place();
      }}
    >
      {builder && (
        <p className={styles.builderTitle}>
          <FormattedMessage
            id="betslip.builder.title"
            defaultMessage="Bet builder · {match}"
            values={{ match: builder.selections[0]?.matchName ?? '' }}
          />
        </p>
      )}
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
              {!builder && <span className={styles.muted}>{s.matchName}</span>}
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
            {/* A builder's legs are priced together: only the builder's price is shown. */}
            <span className={styles.odds} data-testid="betslip-odds">
              {builder ? '' : formatOdds(s.odds, oddsType)}
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

      {hasUnplaceable(ticket) && (
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          data-testid="remove-unplaceable"
          onClick={() => setTicket(sanitize(ticket, settings))}
        >
          <FormattedMessage id="betslip.remove-unplaceable" defaultMessage="Remove suspended selections" />
        </button>
      )}
      {ticket.isRestoring && (
        <p className={styles.note} role="status">
          <FormattedMessage id="betslip.restoring" defaultMessage="Checking the latest odds…" />
        </p>
      )}
      {builder && (
        <div className={styles.builderOdds} data-changed={builder.customChanged || undefined}>
          <FormattedMessage id="betslip.builder.odds" defaultMessage="Bet builder odds" />
          <span
            className={styles.odds}
            data-testid="builder-odds"
            data-odds={builder.customOdds ?? undefined}
          >
            {builder.customOdds ? formatOdds(builder.customOdds, oddsType) : '–'}
          </span>
        </div>
      )}
      {builderNote && BUILDER_NOTES.has(builderNote) && (
        <p
          className={builderNote === 'betslip.builder.refused' ? styles.error : styles.note}
          role="status"
          data-testid="builder-note"
        >
          {intl.formatMessage({ id: builderNote }, { min: CUSTOM_MIN, max: CUSTOM_MAX })}
        </p>
      )}

      {!builder && sels.length > 1 && (
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
          {intl.formatMessage({ id: errorMessageId(ticket.error, (id) => id in intl.messages) })}
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

/** A stake in the player's currency, typed or picked from the presets (minor units). */
export function StakeInput({
  bet,
  label,
  presets,
  disabled,
  onChange,
  subunits,
  money,
  testId = 'betslip-stake',
}: {
  bet: Pick<SlipBet, 'stake'>;
  label?: string;
  presets: number[];
  disabled: boolean;
  onChange: (minor: number) => void;
  subunits: number;
  money: (minor: number) => string;
  testId?: string;
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
          data-testid={testId}
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
