// The bonus alerts' host (mounted while signed in): it asks for the unseen bonuses every 60 s once
// the session is ready, and, unmounted at sign-out, closes the bonus toasts still shown.
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts, showErrorAlert, useAlerts } from '../../core/alerts/alerts';
import { PrefsProvider } from '../../core/prefs';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import BonusAlerts from './BonusAlerts';
import { testBonus } from './testBonus';
import { showBonusToast } from './toast';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The toasts shown, by title. */
function Toasts() {
  return (
    <output data-testid="toasts">
      {useAlerts()
        .map((a) => a.title.id)
        .join()}
    </output>
  );
}

function mount(sessionReady: boolean) {
  const { calls } = mockFetch({ 'GET /bonuses': () => json(200, { items: [] }) });
  const h = renderWithAuth(
    () => (
      <PrefsProvider>
        <BonusAlerts />
        <Toasts />
      </PrefsProvider>
    ),
    { auth: { status: 'LOGGED_IN', profile: player, sessionReady } },
  );
  return { ...h, unseenAsked: () => calls.filter((c) => c.key === 'GET /bonuses').length };
}

describe('bonus alerts host', () => {
  it('asks for the unseen bonuses every 60 s once the session is ready', async () => {
    const { unseenAsked } = mount(true);
    await tick(0);
    expect(unseenAsked()).toBe(1);
    await tick(59_000);
    expect(unseenAsked()).toBe(1);
    await tick(1_000);
    expect(unseenAsked()).toBe(2);
    await tick(120_000);
    expect(unseenAsked()).toBe(4);
  });

  it('asks nothing before the session is ready', async () => {
    const { unseenAsked } = mount(false);
    await tick(180_000);
    expect(unseenAsked()).toBe(0);
  });

  it('closes the bonus toasts when it unmounts at sign-out, and only those', async () => {
    const { unmount, getByTestId } = mount(true);
    await tick(0);
    act(() => {
      showBonusToast(testBonus('9'));
      showErrorAlert('error.other');
    });
    expect(getByTestId('toasts').textContent).toBe('bonus.toast.title,error.other');
    unmount();
    const after = renderWithAuth(() => <Toasts />);
    expect(after.getByTestId('toasts').textContent).toBe('error.other');
    act(dismissAllAlerts);
  });
});
