// Embedded before the parent's handshake: a sign-in asked for at once (an auth route the frame was
// opened at) opens nothing, and is asked again when the parent answers. One file of its own: the
// embed environment is read once, when frame.ts loads, and the handshake is the module's state.
import '../../test/embedded';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/auth';

const { AuthProvider } = await import('./AuthProvider');
const { useAuth } = await import('../../core/auth');
const { connectParent } = await import('../../core/embed/frame');

afterEach(cleanup);

function AsksAtOnce() {
  const { openModal, modal, status } = useAuth();
  useEffect(() => {
    openModal({ kind: 'signUp' });
    openModal({ kind: 'signIn' }, { closeTo: '/' });
  }, [openModal]);
  return (
    <>
      <output data-testid="modal">{modal?.kind ?? 'none'}</output>
      <output data-testid="status">{status}</output>
    </>
  );
}

function mount() {
  mockFetch({
    'GET /player': () => json(200, { phones: [], statuses: [], auth_fields_missed: [], csrf_token: 't' }),
    'GET /settings': () => json(200, { stakes: {}, activeOddsType: 'european' }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <AsksAtOnce />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('an auth dialog asked for before the handshake, embedded', () => {
  it('opens nothing, then the last one asked goes to the parent when it says it listens', async () => {
    mount();
    const post = vi.fn();
    expect(screen.getByTestId('modal').textContent).toBe('none');
    act(() => connectParent(['sign-in'], post));
    expect(post.mock.calls).toEqual([['sign-in']]);
    // The visitor's profile has loaded (nothing left running after the test), and nothing opened.
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('NOT_LOGGED_IN'));
    expect(screen.getByTestId('modal').textContent).toBe('none');
  });
});
