// sign_up_iframe_preloader: with the flag on, a visitor's page loads the sign-up dialog's chunk
// once it idles, so that the dialog opens at once; with it off, or for a signed-in player, the
// chunk waits for the first click.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST } from '../../core/routeData';
import { player, renderWithAuth } from '../../test/auth';
import { settings } from '../../test/fixtures';
import { authFeature } from './feature';

const loaded = vi.hoisted(() => ({ dialogs: 0 }));
vi.mock('./AuthModals', () => {
  loaded.dialogs += 1;
  return { default: () => null };
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function visit(preloader: boolean, signedIn: boolean) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const on = settings();
  qc.setQueryData([REQUEST.settings], {
    ...on,
    featureFlags: { ...on.featureFlags, sign_up_iframe_preloader: preloader },
  });
  const EveryPage = authFeature.everyPage!;
  renderWithAuth(() => <EveryPage />, {
    qc,
    auth: signedIn ? { status: 'LOGGED_IN', profile: player } : { status: 'NOT_LOGGED_IN' },
  });
}

/** Past the idle fallback (core/idle: 3 s at the latest), and the import settled. */
const idle = async () => {
  await act(() => vi.advanceTimersByTimeAsync(3_000));
  await act(() => vi.dynamicImportSettled());
};

describe('sign-up preloader flag', () => {
  // One case in phases: the chunk, once loaded, stays loaded.
  it('loads the sign-up dialog when a visitor’s page idles only while the flag is on', async () => {
    visit(false, false);
    await idle();
    expect(loaded.dialogs).toBe(0);
    cleanup();

    visit(true, true);
    await idle();
    expect(loaded.dialogs).toBe(0);
    cleanup();

    visit(true, false);
    expect(loaded.dialogs).toBe(0);
    await idle();
    expect(loaded.dialogs).toBe(1);
  });
});
