import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportChat, SupportChatMessage } from '../../api/types';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import SupportToggle from './SupportToggle';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // Unmounted, the toggle stopped listening.
  expect(privateSub.listeners.size).toBe(0);
});

const m = (id: number, text: string, fromOperator = false): SupportChatMessage => ({
  id,
  fromOperator,
  text,
  time: '2026-12-01T09:00:00Z',
});
type Listener = (ctx: { data: unknown }) => void;

/** The player's private channel as the app subscribed it (app/realtime.tsx): the toggle only
 * listens to its publications. */
const privateSub = {
  channel: '$private:en.platform_user.7',
  listeners: new Set<Listener>(),
  on(_: 'publication', fn: Listener) {
    this.listeners.add(fn);
  },
  removeListener(_: 'publication', fn: Listener) {
    this.listeners.delete(fn);
  },
};
const client = {
  subscriptions: () => ({
    'public:en.updates': { channel: 'public:en.updates' },
    [privateSub.channel]: privateSub,
  }),
};
vi.mock('../../core/realtime', () => ({ useRealtimeClient: () => client }));

/** A publication of the player's private channel. */
function live(m: SupportChatMessage) {
  for (const fn of privateSub.listeners)
    fn({ data: { event_name: 'support_message', message: { supportMessage: m } } });
}
const signedIn = { status: 'LOGGED_IN' as const, profile: player, sessionReady: true };
const newQc = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

function texts(): string[] {
  return screen.getAllByTestId('chat-text').map((t) => t.textContent ?? '');
}

describe('SupportToggle', () => {
  it('marks unread answers, and opening the chat reads them', async () => {
    let unread = 1;
    const { calls } = mockFetch({
      'GET /support-chat': () =>
        json(200, { messages: [m(1, 'Where is my payout?'), m(2, 'Paid today.', true)], unread }),
      'POST /support-chat/read': () => {
        unread = 0;
        return new Response(null, { status: 204 });
      },
    });
    renderWithAuth(() => <SupportToggle />, { auth: signedIn });
    const toggle = await screen.findByRole('button', { name: 'Chat with support, 1 new answer' });
    expect(screen.getByTestId('chat-unread').textContent).toBe('1');
    fireEvent.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Support' });
    await waitFor(() => expect(texts()).toEqual(['Where is my payout?', 'Paid today.']));
    const own = within(panel)
      .getAllByTestId('chat-message')
      .map((el) => el.dataset.own);
    expect(own).toEqual(['true', 'false']);
    await waitFor(() => expect(screen.queryByTestId('chat-unread')).toBeNull());
    expect(calls).toContainEqual({ key: 'POST /support-chat/read', body: { messageId: 2 } });
    expect(toggle.getAttribute('aria-label')).toBe('Chat with support');
  });

  it('sends a message, and shows an answer that comes live; Escape closes and gives the focus back', async () => {
    const qc = newQc();
    let server: SupportChat = { messages: [], unread: 0 };
    const { calls } = mockFetch({
      'GET /support-chat': () => json(200, server),
      'POST /support-chat/messages': () => json(201, m(5, 'Is my bet settled?')),
      'POST /support-chat/read': () => new Response(null, { status: 204 }),
    });
    renderWithAuth(() => <SupportToggle />, { auth: signedIn, qc });
    fireEvent.click(screen.getByTestId('chat-toggle'));
    await screen.findByText(
      'Ask us anything about your account, bets or payments: our support team answers here.',
    );
    const input = screen.getByLabelText('Your message');
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.input(input, { target: { value: 'Is my bet settled?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(texts()).toEqual(['Is my bet settled?']));
    expect(calls).toContainEqual({
      key: 'POST /support-chat/messages',
      body: { text: 'Is my bet settled?' },
    });

    server = { messages: [m(5, 'Is my bet settled?'), m(6, 'Yes, it won.', true)], unread: 1 };
    await waitFor(() => expect(privateSub.listeners.size).toBe(1));
    act(() => live(m(6, 'Yes, it won.', true)));
    await waitFor(() => expect(texts()).toEqual(['Is my bet settled?', 'Yes, it won.']));
    // Open, the answer is read at once: no mark.
    await waitFor(() =>
      expect(calls).toContainEqual({ key: 'POST /support-chat/read', body: { messageId: 6 } }),
    );
    expect(qc.getQueryData<SupportChat>(['support-chat'])?.unread).toBe(0);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('chat-toggle'));
  });

  it('marks an answer that comes while the chat is closed', async () => {
    const qc = newQc();
    let server: SupportChat = { messages: [m(1, 'Hello?')], unread: 0 };
    mockFetch({ 'GET /support-chat': () => json(200, server) });
    renderWithAuth(() => <SupportToggle />, { auth: signedIn, qc });
    await waitFor(() => expect(qc.getQueryData(['support-chat'])).toBeTruthy());
    expect(screen.queryByTestId('chat-unread')).toBeNull();
    server = { messages: [m(1, 'Hello?'), m(2, 'Hi!', true)], unread: 1 };
    await waitFor(() => expect(privateSub.listeners.size).toBe(1));
    act(() => live(m(2, 'Hi!', true)));
    expect((await screen.findByTestId('chat-unread')).textContent).toBe('1');
  });

  it('asks a visitor to sign in and asks nothing of the server', async () => {
    const { calls } = mockFetch({});
    renderWithAuth((modal) => <>{modal ? <p>modal {modal.kind}</p> : <SupportToggle />}</>, {
      auth: { status: 'NOT_LOGGED_IN', sessionReady: false },
    });
    fireEvent.click(screen.getByTestId('chat-toggle'));
    const signIn = await screen.findByTestId('chat-sign-in');
    expect(screen.queryByTestId('chat-input')).toBeNull();
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('modal signIn')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
