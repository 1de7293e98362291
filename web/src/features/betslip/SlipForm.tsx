// The slip's form, in two parts: the bets, which scroll (the selections with their odds and
// moves, suspended / not-available labels, each single's own stake, the bet types the rules allow
// or the bet builder's one price, the combo's or the system's stake, Share), and the summary,
// pinned below them at every height (total odds of a combo, a system's 'N bets × stake', total
// stake, return including the stake, the odds-changed banner with accept, the placement error and
// Place bet). The rules are domain/ticket's.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BetSettings } from '../../api/types';
import { TotalOdds } from '../../core/odds/TotalOdds';
import { usePrefs } from '../../core/prefs';
import { REQUEST } from '../../core/routeData';
import { useSiteConfig } from '../../core/siteConfig';
import { useApi } from '../../core/useApi';
import { formatMoney, parseMoney } from '../../domain/money';
import { typedAmount } from '../../domain/ticket/stakeInput';
import {
  bonusReturns,
  canPlaceWithBonuses,
  sentBonus,
  setReturn,
  takeBonusOdds,
} from '../../domain/ticket/bonus';
import { addToStake } from '../../domain/ticket/money';
import { errorMessageId, isWrongOdds, wantsDeposit } from '../../domain/ticket/refusals';
import { DepositButton } from '../wallet';
import {
  acceptOddsChanges,
  applyUpdates,
  betOdds,
  betRefusal,
  betTypeRefusal,
  changeBetType,
  CUSTOM_MAX,
  CUSTOM_MIN,
  hasFreebet,
  hasUnplaceable,
  lineCount,
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
  type Selection,
  type Ticket,
} from '../../domain/ticket/ticket';
import { useAuth } from '../../core/auth';
import { useParentEntry } from '../../core/embed/entry';
import styles from './BetSlip.module.css';
import { SlipJackpots } from '../jackpots';
import { BONUSES_KEY, requestBets, useSlipBonuses } from './bonuses';
import { BonusPicker } from './BonusPicker';
import { sameShapes, useMaxStakes, type MaxButton } from './maxStake';
import { OddsMove } from './OddsMove';
import { postBets, refreshAfterPlacement } from './placement';
import { Returns, stakeInReturns } from './Receipt';
import { ShareButton } from './Share';
import { isPhone, setTicket, updateTicket, useSlipSettings } from './store';

const TYPES: BetType[] = ['single', 'combo', 'system'];

/** The refusals of a builder that the slip explains in words (domain betRefusal). */
const BUILDER_NOTES = new Set(['betslip.builder.min', 'betslip.builder.pricing', 'betslip.builder.refused']);

export function SlipForm({
  ticket,
  currency,
  subunits,
  head,
  tail,
}: {
  ticket: Ticket;
  currency: string;
  subunits: number;
  /** Shown above the bets (the quick bet's controls) and below them (the odds-accept mode). */
  head?: ReactNode;
  tail?: ReactNode;
}) {
  const site = useSiteConfig();
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
  const maxStakes = useMaxStakes(ticket.bets, currency, auth.status === 'LOGGED_IN');
  const signedIn = auth.status === 'LOGGED_IN';
  useSlipBonuses(ticket.bets, signedIn && !ticket.isRestoring && !ticket.inProgress, intl.locale);
  const multipleFreebets = betSettings?.isMultiActiveFreebetsAllowed ?? false;

  // A visitor's Place bet is a way to sign in.
  const signIn = useParentEntry(signedIn ? undefined : 'sign-in', () => auth.openModal({ kind: 'signIn' }));

  async function place() {
    if (signIn.disabled) return;
    if (!signedIn || !auth.sessionReady) {
      setTicket(startPlacing(ticket, false));
      signIn.act();
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
      setTicket(placed(busy, result.bets));
      refreshAfterPlacement(qc);
      return;
    }
    const next = placementFailed(busy, result);
    const code = result.error?.code ?? '';
    // A bonus refused: its lists changed (used, gone, other odds), so they are asked again.
    if (code.startsWith('BONUS_') || code.startsWith('FREEBET_'))
      void qc.invalidateQueries({ queryKey: BONUSES_KEY });
    // The server names the odds now: show them, flagged, for the player to accept.
    const odds = result.error?.details?.['odds'];
    if (typeof odds !== 'number') return setTicket(next);
    if (code === 'BONUS_ODDS_CHANGED')
      return setTicket(takeBonusOdds(next, result.error?.errorsByBet?.[0]?.index ?? 0, odds));
    if (result.error?.code === 'INVALID_ODDS_CUSTOM_BET')
      return setTicket({
        ...setCustomOdds({ ...next, ticketState: 'INITIAL' }, odds, 'none'),
        error: next.error,
      });
    const index = result.error?.details?.['selection'];
    const bet = busy.processingBets[result.error?.errorsByBet?.[0]?.index ?? 0];
    const sel = typeof index === 'number' ? bet?.selections[index] : undefined;
    if (!isWrongOdds(result.error) || !sel) return setTicket(next);
    setTicket({
      ...applyUpdates({ ...next, ticketState: 'INITIAL' }, new Map([[outcomeKey(sel), { odds }]]), 'none'),
      error: next.error,
    });
  }

  const returns = ticket.bets.map(bonusReturns);
  const totals = {
    stake: ticket.bets.reduce((sum, b) => sum + totalStake(b), 0),
    min: returns.reduce((sum, r) => sum + r.min, 0),
    max: returns.reduce((sum, r) => sum + r.max, 0),
    stakeIn: stakeInReturns(returns.map((r) => r.stakeIncluded)),
  };
  const busy = ticket.inProgress;
  const builderNote = builder && betRefusal(builder, settings);
  // A bet without a stake is why Place is off: said beside it rather than left to guess.
  const stakeNeeded = !busy && ticket.bets.some((b) => betRefusal(b, settings) === 'stake');
  const lines = first ? lineCount(first) : 1;
  const stakeProps = {
    presets,
    subunits,
    money,
  };
  // A freebet's stake is the freebet's: its input is locked.
  const stakeLocked = (index: number) =>
    busy || (ticket.bets[index] ? hasFreebet(ticket.bets[index]) : false);
  const bonusOf = (index: number, ariaLabel?: string) =>
    signedIn && (
      <BonusPicker
        ticket={ticket}
        index={index}
        multipleFreebets={multipleFreebets}
        money={money}
        oddsType={oddsType}
        ariaLabel={ariaLabel}
      />
    );
  // The return the player wants, on a single or a combo: the stake follows from it, and from the
  // odds as they move (spec stakeSource 'potential_win'). Not on a system, whose return is a
  // range, nor a freebet, whose stake is the freebet's.
  const returnOf = (index: number, ariaLabel?: string) => {
    const b = ticket.bets[index];
    if (!b || !site.potentialWinVisible || b.betType === 'system' || hasFreebet(b)) return null;
    return (
      <StakeInput
        presets={[]}
        subunits={subunits}
        money={money}
        stake={returns[index]?.max ?? 0}
        typedStays={b.stakeSource === 'potential_win'}
        label={intl.formatMessage({ id: 'betslip.to-return', defaultMessage: 'To return' })}
        ariaLabel={ariaLabel}
        disabled={busy}
        testId="betslip-return"
        onChange={(minor) => setTicket(setReturn(ticket, index, minor))}
      />
    );
  };
  // The answer stakes the bet it was asked for: not another one, if the bets changed meanwhile.
  const maxOf = (index: number) =>
    maxStakes.button(index, (max) =>
      updateTicket((t) => (sameShapes(t.bets, ticket.bets) ? setStake(t, index, max) : t)),
    );
  const row = (s: Selection) => (
    <SelectionRow
      key={outcomeKey(s)}
      s={s}
      builder={!!builder}
      busy={busy}
      onRemove={() => setTicket(toggleOutcome(ticket, s, settings))}
    />
  );
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void place();
      }}
    >
      <div className={styles.scroll} data-testid="betslip-bets">
        {head}
        {builder && (
          <p className={styles.builderTitle}>
            <FormattedMessage
              id="betslip.builder.title"
              defaultMessage="Bet builder · {match}"
              values={{ match: builder.selections[0]?.matchName ?? '' }}
            />
          </p>
        )}
        {type === 'single' ? (
          // Singles: each selection is a card with its own stake, named after the selection.
          <ul className={styles.selections}>
            {ticket.bets.map((b, i) => {
              const s = b.selections[0]!;
              return (
                <li key={outcomeKey(s)} className={styles.card}>
                  <ul className={styles.selections}>{row(s)}</ul>
                  <StakeInput
                    {...stakeProps}
                    disabled={stakeLocked(i)}
                    stake={b.stake}
                    ariaLabel={intl.formatMessage(
                      { id: 'betslip.stake.on', defaultMessage: 'Stake on {outcome}, {market}, {match}' },
                      { outcome: s.outcomeName, market: s.marketName, match: s.matchName },
                    )}
                    max={maxOf(i)}
                    onChange={(minor) => setTicket(setStake(ticket, i, minor))}
                  />
                  {returnOf(
                    i,
                    intl.formatMessage(
                      {
                        id: 'betslip.to-return.on',
                        defaultMessage: 'To return on {outcome}, {market}, {match}',
                      },
                      { outcome: s.outcomeName, market: s.marketName, match: s.matchName },
                    ),
                  )}
                  {bonusOf(
                    i,
                    intl.formatMessage(
                      { id: 'betslip.bonus.on', defaultMessage: 'Bonus on {outcome}' },
                      { outcome: s.outcomeName },
                    ),
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <ul className={styles.selections}>{sels.map(row)}</ul>
        )}

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
            {builder.customOdds ? (
              <OddsMove
                accepted={builder.acceptedCustomOdds ?? builder.customOdds}
                now={builder.customOdds}
                oddsType={oddsType}
                testId="builder-odds"
              />
            ) : (
              <span className={styles.odds} data-testid="builder-odds">
                –
              </span>
            )}
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
        {type === 'system' && first && betRefusal(first, settings) === 'provider' && (
          <p className={styles.error} role="status" data-testid="system-not-allowed">
            <FormattedMessage
              id="error.place_bets.system_not_allowed"
              defaultMessage="This provider's matches can't be part of a system bet."
            />
          </p>
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
        {first && type !== 'single' && (
          <StakeInput
            {...stakeProps}
            disabled={stakeLocked(0)}
            stake={first.stake}
            label={
              type === 'system'
                ? intl.formatMessage({ id: 'betslip.stake.per-bet', defaultMessage: 'Stake per bet' })
                : undefined
            }
            max={maxOf(0)}
            onChange={(minor) => setTicket(setStake(ticket, 0, minor))}
          />
        )}
        {first && type !== 'single' && returnOf(0)}
        {first && type !== 'single' && bonusOf(0)}
        {site.isShareBetOn && <ShareButton bets={ticket.bets} />}
        {tail}
      </div>

      <div className={styles.footer} data-testid="betslip-footer">
        <dl className={styles.totals}>
          {first && ticket.bets.length === 1 && type !== 'system' && sels.length > 1 && (
            <>
              <dt>
                <FormattedMessage id="betslip.total-odds" defaultMessage="Total odds" />
              </dt>
              <dd>
                <TotalOdds
                  odds={betOdds(first)}
                  bonus={sentBonus(first)}
                  oddsType={oddsType}
                  testId="betslip-total-odds"
                />
              </dd>
            </>
          )}
          {type === 'system' && (
            <>
              <dt>
                <FormattedMessage id="betslip.type.system" defaultMessage="System" />{' '}
                <bdi>{first?.systemType?.id}</bdi>
              </dt>
              <dd data-testid="betslip-system-lines">
                <FormattedMessage
                  id="betslip.system.lines"
                  defaultMessage="{count, plural, one {# bet} other {# bets}} × {stake}"
                  values={{ count: lines, stake: money(first?.stake ?? 0) }}
                />
              </dd>
            </>
          )}
          <dt>
            <FormattedMessage id="betslip.total-stake" defaultMessage="Total stake" />
          </dt>
          <dd data-testid="betslip-total-stake">{money(totals.stake)}</dd>
          {site.potentialWinVisible && (
            <Returns
              min={totals.min}
              max={totals.max}
              stake={totals.stakeIn}
              money={money}
              testId="betslip-potential-win"
            />
          )}
        </dl>
        <SlipJackpots bets={requestBets(ticket.bets)} className={styles.jackpots} />

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
            {wantsDeposit(ticket.error) && (
              <>
                {' '}
                <DepositButton className={styles.secondary} testId="betslip-deposit">
                  <FormattedMessage id="header.deposit" defaultMessage="Deposit" />
                </DepositButton>
              </>
            )}
          </p>
        )}
        {ticket.alert && (
          <p className={styles.error} role="alert">
            <FormattedMessage id="global-error.default.title" defaultMessage="Something went wrong" />
          </p>
        )}
        {stakeNeeded && (
          <p className={styles.note} role="status" data-testid="betslip-stake-needed">
            <FormattedMessage id="betslip.stake.enter" defaultMessage="Enter a stake" />
          </p>
        )}
        <button
          type="submit"
          className={styles.place}
          disabled={busy || ticket.ticketState === 'ODDS_CHANGED' || !canPlaceWithBonuses(ticket, settings)}
          data-testid="place-bet"
          {...signIn.describe}
        >
          {busy ? (
            <FormattedMessage id="betslip.placing" defaultMessage="Placing…" />
          ) : (
            <FormattedMessage id="betslip.place" defaultMessage="Place bet" />
          )}
        </button>
        {signIn.hint}
      </div>
    </form>
  );
}

/** A selection: outcome, market and match, the price (with its move), suspended / not-available
 * labels, and remove. A builder's legs are priced together: only the builder's price is shown. */
function SelectionRow({
  s,
  builder,
  busy,
  onRemove,
}: {
  s: Selection;
  builder: boolean;
  busy: boolean;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { oddsType } = usePrefs();
  return (
    <li className={styles.selection} data-testid="betslip-selection" data-changed={s.isChanged || undefined}>
      <div className={styles.selectionText}>
        <span className={styles.outcome} data-testid="betslip-outcome-name">
          {s.outcomeName}
        </span>
        <span className={styles.muted} data-testid="betslip-market-name">
          {s.marketName}
        </span>
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
      {builder ? (
        <span className={styles.odds} data-testid="betslip-odds" />
      ) : (
        <OddsMove accepted={s.acceptedOdds} now={s.odds} oddsType={oddsType} testId="betslip-odds" />
      )}
      <button
        type="button"
        className={styles.remove}
        disabled={busy}
        aria-label={intl.formatMessage(
          { id: 'betslip.remove', defaultMessage: 'Remove {name}' },
          { name: s.outcomeName },
        )}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}

/**
 * A stake in the player's currency (minor units): typed, raised by the quick-stake presets (each
 * adds its amount, as bet365's +5 +10 do), or set to the most the player can stake. Its name is
 * the selection it stakes on when given, so that three singles are told apart.
 */
export function StakeInput({
  stake,
  label,
  ariaLabel,
  presets,
  max,
  disabled,
  onChange,
  subunits,
  money,
  typedStays = false,
  testId = 'betslip-stake',
}: {
  stake: number;
  /** The amount follows from what is typed (a return the stake is worked out from, rounded
   * down): what was typed stays rather than the amount. */
  typedStays?: boolean;
  label?: string;
  ariaLabel?: string;
  presets: number[];
  /** The most the player can stake; no Max button when unknown (a visitor). */
  max?: MaxButton;
  disabled: boolean;
  onChange: (minor: number) => void;
  subunits: number;
  money: (minor: number) => string;
  testId?: string;
}) {
  const intl = useIntl();
  const toText = (minor: number) => (minor > 0 ? String(minor / 10 ** subunits) : '');
  const [text, setText] = useState(toText(stake));
  // A stake set from outside (the presets, Max, a restored slip) shows as typed.
  const [seen, setSeen] = useState(stake);
  if (stake !== seen) {
    setSeen(stake);
    if (!typedStays && parseMoney(text, subunits) !== stake) setText(toText(stake));
  }
  const invalid = text !== '' && parseMoney(text, subunits) === null;
  return (
    <div className={styles.stake}>
      <label className={styles.field}>
        {label ?? <FormattedMessage id="betslip.stake" defaultMessage="Stake" />}
        <input
          inputMode="decimal"
          // A phone's keyboard offers Done, not Go: its Enter only closes the keyboard (below).
          enterKeyHint="done"
          value={text}
          disabled={disabled}
          aria-invalid={invalid}
          aria-label={ariaLabel}
          data-testid={testId}
          onChange={(e) => {
            // Digits and one separator only: a letter typed never shows (domain/ticket/stakeInput).
            const typed = typedAmount(e.target.value, subunits);
            if (typed !== e.target.value) e.target.value = typed;
            setText(typed);
            onChange(parseMoney(typed, subunits) ?? 0);
          }}
          onKeyDown={(e) => {
            // Enter in the stake never places the bet on a phone, where it is the keyboard's key
            // beside the digits: it closes the keyboard, and the Place button places.
            if (e.key === 'Enter' && isPhone()) {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
        />
      </label>
      {(presets.length > 0 || max !== undefined) && (
        <div className={styles.presets}>
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              className={styles.preset}
              disabled={disabled}
              aria-label={intl.formatMessage(
                { id: 'betslip.preset.add', defaultMessage: 'Add {amount} to the stake' },
                { amount: money(p) },
              )}
              onClick={() => onChange(addToStake(stake, p, subunits))}
            >
              {/* '+€5.00' reads left to right in every language, as the amount does. */}
              <bdi dir="ltr">+{money(p)}</bdi>
            </button>
          ))}
          {max !== undefined && (
            <button
              type="button"
              className={styles.preset}
              disabled={disabled || max.amount <= 0}
              aria-label={intl.formatMessage(
                { id: 'betslip.max-stake.label', defaultMessage: 'Stake the most you can: {amount}' },
                { amount: money(max.amount) },
              )}
              data-testid={`${testId}-max`}
              onClick={max.onPress}
            >
              <FormattedMessage id="betslip.max-stake" defaultMessage="Max" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
