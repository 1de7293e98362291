import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchStatistics } from '../../../api/types';
import { englishMessages } from '../../../i18n';
import { match } from '../../../test/fixtures';
import { applyStatistics } from './cache';
import StatisticsPanel from './StatisticsPanel';
import { statisticsRequest } from './statistics';

afterEach(cleanup);

const arsenal = match(7, { nameA: 'Arsenal', nameB: 'Chelsea' });

function show(m = arsenal) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData<MatchStatistics>([statisticsRequest(7, 'statistics')], {
    match_id: 7,
    type: 'statistics',
    totals: [
      { kind: 'possession', home: 55, away: 45 },
      { kind: 'corners', home: 2, away: 0 },
    ],
  });
  qc.setQueryData<MatchStatistics>([statisticsRequest(7, 'timeline')], {
    match_id: 7,
    type: 'timeline',
    events: [],
  });
  render(
    <QueryClientProvider client={qc}>
      <IntlProvider locale="en" defaultLocale="en" messages={englishMessages} onError={() => {}}>
        <StatisticsPanel match={m} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return qc;
}

describe('StatisticsPanel', () => {
  it('draws the totals as paired bars and follows statistics_changed without a fetch', async () => {
    const qc = show();
    const corners = screen.getByTestId('stat-corners');
    expect(within(corners).getByText('Corners')).toBeTruthy();
    expect(within(corners).getByRole('img').getAttribute('aria-label')).toBe('Corners: Arsenal 2, Chelsea 0');
    expect(within(screen.getByTestId('stat-possession')).getByText('55%')).toBeTruthy();
    expect(screen.getByTestId('tracker-last-event').textContent).toBe('Waiting for the first event');
    expect(screen.getByText('No key events yet.')).toBeTruthy();

    const corner = { seq: 9, kind: 'corner', team: 'away' as const, period: 2, match_time: 3000 };
    // The query cache tells its observers on the next tick.
    await act(async () => {
      applyStatistics(qc, {
        match_id: 7,
        type: 'statistics',
        totals: [
          { kind: 'possession', home: 54, away: 46 },
          { kind: 'corners', home: 2, away: 1 },
        ],
        last_event: corner,
        events: [corner],
      });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(corners.getAttribute('data-away')).toBe('1');
    expect(screen.getByTestId('tracker-last-event').textContent).toBe('51′ Corner — Chelsea');
    expect(
      screen.getByTestId('match-tracker').querySelector('[data-kind="corner"][data-side="away"]'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('statistics-timeline')).getByText('Corner — Chelsea')).toBeTruthy();
  });

  it('has a note and nothing to fetch before the match starts', () => {
    show(match(7, { status: 0 }));
    expect(screen.getByTestId('statistics-empty').textContent).toBe(
      'Statistics appear here once the match starts.',
    );
    expect(screen.queryByTestId('match-tracker')).toBeNull();
  });
});
