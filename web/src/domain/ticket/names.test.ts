import { describe, expect, it } from 'vitest';
import { market, match } from '../../test/fixtures';
import { namedMatchIds, renameSelections, snapshotNames, type SelectionNames } from './names';
import {
  emptyTicket,
  outcomeKey,
  placed,
  setStake,
  startPlacing,
  toggleOutcome,
  type PlacedBetSummary,
  type Selection,
  type SlipSettings,
  type Ticket,
} from './ticket';
import type { MatchSnapshot } from './updates';

const settings: SlipSettings = { multiSingleByProvider: {}, currency: 'EUR', subunits: 2 };

const sel = (
  matchId: number,
  marketId: number,
  outcomeId: string,
  over: Partial<Selection> = {},
): Selection => ({
  matchId,
  matchStatus: 0,
  marketId,
  specifier: '',
  outcomeId,
  provider: 'sim',
  matchName: `M${matchId}`,
  marketName: 'Match result',
  outcomeName: 'Draw',
  odds: 2000,
  acceptedOdds: 2000,
  initialOdds: 2000,
  isSuspended: false,
  isChanged: false,
  isNotAvailable: false,
  ...over,
});

const slip = (...sels: Selection[]): Ticket =>
  sels.reduce((t, s) => toggleOutcome(t, s, settings), emptyTicket);

const fr = (marketName: string, outcomeName: string, matchName = 'A – B'): SelectionNames => ({
  matchName,
  marketName,
  outcomeName,
});

/** Every selection of a ticket as [key, names], bets then receipt. */
const shown = (t: Ticket) => [
  ...t.bets.flatMap((b) => b.selections.map((s) => [outcomeKey(s), s.marketName, s.outcomeName])),
  ...t.receipt.flatMap((b) => b.selections.map((s) => [outcomeKey(s), s.marketName, s.outcomeName])),
];

/** A ticket with its names blanked, to compare everything else. */
const unnamed = (t: Ticket) =>
  JSON.parse(JSON.stringify(t).replace(/"(matchName|marketName|outcomeName)":"[^"]*"/g, '"$1":""')) as Ticket;

describe('the names of a selection follow the language of the market data', () => {
  const draw = sel(1, 1, 'X');
  const over = sel(2, 18, 'over', {
    specifier: 'total=2.5',
    marketName: 'Total',
    outcomeName: 'Over 2.5',
    odds: 1800,
    isChanged: true,
    acceptedOdds: 1700,
  });
  const names = new Map([
    [outcomeKey(draw), fr('Résultat du match', 'Nul')],
    [outcomeKey(over), fr('Total', 'Plus de 2.5')],
  ]);
  const receipt: PlacedBetSummary = {
    ref: 'SB-1',
    betType: 'combo',
    stake: 200,
    currency: 'EUR',
    subunits: 2,
    odds: 3600,
    potentialReturn: 720,
    stakeIncluded: true,
    selections: [draw, over].map(
      ({ matchId, marketId, specifier, outcomeId, matchName, marketName, outcomeName, odds }) => ({
        matchId,
        marketId,
        specifier,
        outcomeId,
        matchName,
        marketName,
        outcomeName,
        odds,
      }),
    ),
  };
  const open = setStake(slip(draw, over), 0, 500);
  const placing = startPlacing(open, true);
  const done = placed(placing, [receipt]);
  const k1 = outcomeKey(draw);
  const k2 = outcomeKey(over);
  it.each([
    [
      'an open slip',
      open,
      [
        [k1, 'Résultat du match', 'Nul'],
        [k2, 'Total', 'Plus de 2.5'],
      ],
    ],
    [
      'a slip being placed',
      placing,
      [
        [k1, 'Résultat du match', 'Nul'],
        [k2, 'Total', 'Plus de 2.5'],
      ],
    ],
    [
      'a placed slip and its receipt',
      done,
      [
        [k1, 'Résultat du match', 'Nul'],
        [k2, 'Total', 'Plus de 2.5'],
        [k1, 'Résultat du match', 'Nul'],
        [k2, 'Total', 'Plus de 2.5'],
      ],
    ],
  ])('%s: names replaced, ids, odds, states and stakes kept', (_, t, want) => {
    const r = renameSelections(t, names);
    expect(shown(r)).toEqual(want);
    expect(unnamed(r)).toEqual(unnamed(t));
    expect(r.processingBets.flatMap((b) => b.selections.map((s) => s.outcomeName))).toEqual(
      t.processingBets.length ? ['Nul', 'Plus de 2.5'] : [],
    );
  });

  it.each([
    ['no names known', new Map<string, SelectionNames>()],
    ['names of other outcomes only', new Map([[outcomeKey(sel(1, 1, '2')), fr('Résultat du match', '2')]])],
    [
      'another line of the same market',
      new Map([[outcomeKey({ ...over, specifier: 'total=3.5' }), fr('Total', 'Plus de 3.5')]]),
    ],
    ['the same names', new Map([[k1, fr('Match result', 'Draw', 'M1')]])],
  ])('%s: the ticket comes back as it was', (_, given) => {
    expect(renameSelections(open, given)).toBe(open);
  });

  it('a selection the data does not name keeps its names beside one renamed', () => {
    const r = renameSelections(open, new Map([[k2, fr('Total', 'Plus de 2.5')]]));
    expect(shown(r)).toEqual([
      [k1, 'Match result', 'Draw'],
      [k2, 'Total', 'Plus de 2.5'],
    ]);
  });

  it('the selection waiting for the custom-bet modal is renamed too', () => {
    const waiting = toggleOutcome(open, sel(1, 1, 'X', { custom: true }), settings);
    expect(renameSelections(waiting, names).pendingSelection?.outcomeName).toBe('Nul');
  });
});

describe('names from snapshots of matches', () => {
  const snapshot = (id: number, over: Partial<MatchSnapshot['match']>, markets: MatchSnapshot['markets']) =>
    [id, { match: match(id, over), markets }] as const;
  it('every outcome of every market, with the match named by its teams or its one name', () => {
    const names = snapshotNames(
      new Map([
        snapshot(1, { nameA: 'Lyon', nameB: 'Nice' }, [
          market(1, {
            name: 'Résultat du match',
            outcomes: [
              { id: '1', name: 'Lyon', active: true, odds: 2000 },
              { id: 'X', name: 'Nul', active: true, odds: 3000 },
            ],
          }),
        ]),
        snapshot(2, { nameA: 'Ligue 1 vainqueur', nameB: '' }, [
          market(2, {
            marketId: 18,
            specifier: 'total=2.5',
            name: 'Total',
            outcomes: [{ id: 'over', name: 'Plus de 2.5', active: false, odds: 1800 }],
          }),
        ]),
      ]),
    );
    expect([...names]).toEqual([
      ['1/1//1', fr('Résultat du match', 'Lyon', 'Lyon – Nice')],
      ['1/1//X', fr('Résultat du match', 'Nul', 'Lyon – Nice')],
      ['2/18/total=2.5/over', fr('Total', 'Plus de 2.5', 'Ligue 1 vainqueur')],
    ]);
  });
});

describe('the matches a ticket names', () => {
  it('those of its selections and of its receipt, each once', () => {
    const t = slip(sel(1, 1, 'X'), sel(2, 1, 'X'));
    const leg = { ...sel(3, 1, '1'), odds: 2000 };
    const withReceipt: Ticket = {
      ...t,
      receipt: [
        {
          ref: 'SB-2',
          betType: 'single',
          stake: 1,
          currency: 'EUR',
          subunits: 2,
          odds: 2000,
          potentialReturn: 2,
          stakeIncluded: true,
          selections: [leg, { ...leg, matchId: 1 }],
        },
      ],
    };
    expect(namedMatchIds(withReceipt)).toEqual([1, 2, 3]);
  });
});
