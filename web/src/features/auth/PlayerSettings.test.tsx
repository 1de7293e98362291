import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { BetSettings } from '../../api/types';
import { setSportsbookToken } from '../../api/session';
import { PrefsProvider, usePrefs } from '../../core/prefs';
import { REQUEST } from '../../core/routeData';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import PlayerSettingsSync from './PlayerSettings';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  setSportsbookToken(null);
});

const mine: BetSettings = {
  customBetEnabled: true,
  stakes: { EUR: [200] },
  oddsAcceptMode: 'any',
  oddsTypes: ['european', 'american'],
  activeOddsType: 'american',
  videoEnabled: false,
  providerStatuses: {},
  multiSingleAvailableByProvider: {},
  sportTypeProviders: {},
  featureFlags: {},
  isHorseRacingEnabled: false,
  isLotteryEnabled: false,
  isMultiActiveFreebetsAllowed: false,
  pushSubscription: false,
  noSystemProviders: [],
};

function OddsFormat() {
  const { oddsType, setOddsType } = usePrefs();
  return (
    <select
      aria-label="Odds format"
      value={oddsType}
      onChange={(e) => setOddsType(e.target.value as 'british')}
    >
      {['european', 'american', 'british'].map((t) => (
        <option key={t}>{t}</option>
      ))}
    </select>
  );
}

it("the player's own settings replace the site's once the session starts, and a new odds format is saved", async () => {
  setSportsbookToken('bearer-1');
  const { calls, spy } = mockFetch({
    'GET /settings': () => json(200, mine),
    'POST /settings': () => json(200, { ...mine, activeOddsType: 'british' }),
  });
  const { qc } = renderWithAuth(
    () => (
      <PrefsProvider>
        <PlayerSettingsSync />
        <OddsFormat />
      </PrefsProvider>
    ),
    { auth: { status: 'LOGGED_IN', profile: player, sessionReady: true } },
  );
  await waitFor(() => expect(qc.getQueryData<BetSettings>([REQUEST.settings])?.oddsAcceptMode).toBe('any'));
  const asked = spy.mock.calls[0]![0] as Request;
  expect(asked.headers.get('Authorization')).toBe('Bearer bearer-1');
  expect((screen.getByLabelText('Odds format') as HTMLSelectElement).value).toBe('american');
  expect(calls.some((c) => c.key === 'POST /settings')).toBe(false);

  fireEvent.change(screen.getByLabelText('Odds format'), { target: { value: 'british' } });
  await waitFor(() =>
    expect(calls.find((c) => c.key === 'POST /settings')?.body).toEqual({ odds_type: 'british' }),
  );
});
