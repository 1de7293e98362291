import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { PrefsProvider } from '../../core/prefs';
import { englishMessages } from '../../i18n';
import { BetCard } from './BetCard';
import type { PlacedBet } from './patch';

afterEach(cleanup);

const bet = (bonus?: PlacedBet['bonus']): PlacedBet => ({
  betId: 1,
  type: 'combo',
  ref: 'SB-1',
  status: 'waiting_results',
  isVip: false,
  stake: 1000,
  currency: 'EUR',
  subunits: 2,
  odds: 3900,
  winAmount: 4095,
  selections: [],
  createdAt: '2026-03-02T10:00:00Z',
  result: 'no_results',
  ...(bonus && { bonus }),
});

function tag(b: PlacedBet): string | null {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en" messages={englishMessages}>
        <PrefsProvider>
          <BetCard bet={b} />
        </PrefsProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return screen.queryByTestId('bet-bonus')?.textContent ?? null;
}

describe('the bonus tag of a placed bet', () => {
  const cases: [string, PlacedBet['bonus'], string | null][] = [
    ['a freebet of any mode', { id: '1', type: 'freebet_no_risk' }, 'Free bet'],
    ['a comboboost shows its boost', { id: '2', type: 'comboboost', odds: 1100 }, 'Boost +10%'],
    ['hunting', { id: '3', type: 'hunting' }, 'Hunting'],
    ['tournament', { id: '4', type: 'tournament' }, 'Tournament'],
    ['a lootbox opened on it is no tag', { id: '5', type: 'lootbox' }, null],
    ['no bonus, no tag', undefined, null],
  ];
  it.each(cases)('%s', (_, bonus, text) => {
    expect(tag(bet(bonus))).toBe(text);
  });
});

describe('a bet that played for a jackpot', () => {
  it('is marked Jackpot, and one that did not is not', () => {
    tag({ ...bet(), usedInJackpot: true });
    const mark = screen.getByTestId('bet-jackpot');
    expect(mark.textContent).toBe('Jackpot');
    expect(mark.getAttribute('title')).toBe('This bet took part in a jackpot');
    cleanup();
    tag({ ...bet(), usedInJackpot: false });
    expect(screen.queryByTestId('bet-jackpot')).toBeNull();
  });
});
