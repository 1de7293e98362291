import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emptyTicket,
  placed,
  setStake,
  startPlacing,
  toggleOutcome,
  type SlipSettings,
} from '../../domain/ticket/ticket';
import { market, match } from '../../test/fixtures';
import {
  getTicket,
  loadTicketRules,
  OVERLAY_MEDIA,
  PHONE_MEDIA,
  pick,
  selectionOf,
  setOpen,
  setTab,
  setTicket,
  shownTab,
  slipTabs,
} from './store';

const settings: SlipSettings = {
  multiSingleByProvider: {},
  noSystemProviders: [],
  currency: 'EUR',
  subunits: 2,
};
const m = market(1);
const one = toggleOutcome(emptyTicket, selectionOf(match(1), m, m.outcomes[0]!), settings);
/** The panel's open state as the browser session keeps it. */
const kept = () => sessionStorage.getItem('sb.betslip.open');

describe('bet slip panel open state', () => {
  beforeEach(() => {
    // A desktop's width, where the slip has its column (happy-dom's window is 1024 px wide).
    vi.stubGlobal('matchMedia', () => ({ matches: false }) as unknown as MediaQueryList);
    setTicket(emptyTicket);
    setOpen(false);
  });
  afterEach(() => vi.unstubAllGlobals());
  it('opens on the first selection and closes with the last, kept per browser session', () => {
    setTicket(one);
    expect(kept()).toBe('true');
    setTicket(emptyTicket);
    expect(kept()).toBe('false');
  });
  it.each([
    ['a phone (sheet)', [PHONE_MEDIA, OVERLAY_MEDIA]],
    ['a tablet (drawer)', [OVERLAY_MEDIA]],
  ])(
    'on %s the first selection leaves the slip closed: the bar counts it, the page stays in view',
    (_, matching) => {
      vi.stubGlobal('matchMedia', (q: string) => ({ matches: matching.includes(q) }) as MediaQueryList);
      setTicket(one);
      expect(kept()).toBe('false');
    },
  );
  it('stays open on the receipt of a placed slip', () => {
    setTicket(one);
    setTicket(placed(startPlacing(setStake(one, 0, 100), true)));
    expect(kept()).toBe('true');
  });
  it('choosing a tab opens the panel, and the tab is kept per browser session', () => {
    setTab('MY_BETS');
    expect(kept()).toBe('true');
    expect(sessionStorage.getItem('sb.betslip.tab')).toBe('"MY_BETS"');
    setTab('BET_SLIP');
  });
});

describe('bet slip panel tabs', () => {
  it.each([
    ['BET_SLIP', true, 'BET_SLIP'],
    ['MY_BETS', true, 'MY_BETS'],
    ['MY_BETS', false, 'BET_SLIP'],
  ] as const)('tab %s with my bets visible %s shows %s', (tab, visible, shown) => {
    expect(shownTab(tab, visible)).toBe(shown);
  });
  it('the slip tab is the only one when my bets are hidden', () => {
    expect(slipTabs(false)).toEqual(['BET_SLIP']);
    expect(slipTabs(true)).toEqual(['BET_SLIP', 'MY_BETS']);
  });
});

describe('a pick and the ticket rules', () => {
  beforeEach(() => setTicket(emptyTicket));

  // The store keeps the rules once loaded: no other case of this file picks.
  it('waits for the rules before they are loaded, and is added at once after', async () => {
    const first = selectionOf(match(1), m, m.outcomes[0]!);
    expect(pick(first, settings)).toBe(false);
    expect(getTicket().bets).toHaveLength(0);
    await loadTicketRules();
    await vi.waitFor(() => expect(getTicket().bets).toHaveLength(1));
    const second = selectionOf(match(2), market(2), market(2).outcomes[0]!);
    pick(second, settings);
    expect(getTicket().bets.flatMap((b) => b.selections)).toHaveLength(2);
  });
});
