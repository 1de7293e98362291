import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { BetSettings, RealtimeMessage } from '../api/types';
import { applyProviderStatuses, hasTestProvidersCookie } from './providers';

const settings = { providerStatuses: { sim: true }, oddsAcceptMode: 'none' } as unknown as BetSettings;
const changed = (statuses: Record<string, boolean>): RealtimeMessage => ({
  event_name: 'provider_status_changed',
  message: { provider_statuses: statuses },
});

describe('provider_status_changed', () => {
  it.each([
    { name: 'one change', msgs: [changed({ sim: false })], want: { sim: false } },
    {
      name: 'the last of a batch',
      msgs: [changed({ sim: false }), changed({ sim: true })],
      want: { sim: true },
    },
    {
      name: 'other events leave it',
      msgs: [{ event_name: 'markets_changed', message: { markets: [] } } as RealtimeMessage],
      want: { sim: true },
    },
  ])('$name', ({ msgs, want }) => {
    const qc = new QueryClient();
    qc.setQueryData(['GET /settings'], settings);
    applyProviderStatuses(qc, msgs, '');
    expect(qc.getQueryData<BetSettings>(['GET /settings'])?.providerStatuses).toEqual(want);
    expect(qc.getQueryData<BetSettings>(['GET /settings'])?.oddsAcceptMode).toBe('none');
  });

  it('asks the settings again when the test-providers cookie is set', () => {
    const qc = new QueryClient();
    qc.setQueryData(['GET /settings'], settings);
    const spy = vi.spyOn(qc, 'invalidateQueries');
    applyProviderStatuses(qc, [changed({ sim: false })], 'a=1; sb_test_providers=sim:on');
    expect(spy).toHaveBeenCalledWith({ queryKey: ['GET /settings'] });
    expect(qc.getQueryData<BetSettings>(['GET /settings'])?.providerStatuses).toEqual({ sim: true });
  });

  it.each([
    ['', false],
    ['sb_test_providers=sim:off', true],
    ['x=1;  sb_test_providers=sim:off', true],
    ['not_sb_test_providers=sim:off', false],
  ])('cookie %j → %s', (cookie, want) => {
    expect(hasTestProvidersCookie(cookie)).toBe(want);
  });
});
