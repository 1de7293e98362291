import type { Centrifuge } from 'centrifuge';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchChatMessage } from '../../../api/types';
import { json, mockFetch, player, renderWithAuth } from '../../../test/auth';
import { match } from '../../../test/fixtures';
import ChatPanel from './ChatPanel';

type Listener = (ctx: unknown) => void;

/** A subscription of centrifuge-js as the panel uses it: events it can be sent, and a history. */
class FakeSubscription {
  listeners = new Map<string, Listener[]>();
  history = vi.fn(async () => ({
    publications: this.stored
      .slice()
      .reverse()
      .map((m) => ({ data: { event_name: 'chat_message', message: { chat: m } } })),
    offset: this.stored.length,
    epoch: 'e',
  }));
  constructor(
    readonly channel: string,
    public stored: MatchChatMessage[],
  ) {}
  on(event: string, fn: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  emit(event: string, ctx: unknown) {
    for (const fn of this.listeners.get(event) ?? []) fn(ctx);
  }
  subscribe = vi.fn(() => this.emit('subscribed', {}));
  unsubscribe = vi.fn();
  removeAllListeners = vi.fn(() => this.listeners.clear());
}

let sub: FakeSubscription;
const client = {
  getSubscription: () => null,
  newSubscription: (channel: string) => {
    sub = new FakeSubscription(channel, stored);
    return sub;
  },
  removeSubscription: vi.fn(),
};
let stored: MatchChatMessage[] = [];

vi.mock('../../../core/realtime', () => ({
  useRealtimeClient: () => client as unknown as Centrifuge,
}));

const message = (id: number, text: string, authorId = 99, author = 'ma***'): MatchChatMessage => ({
  id,
  matchId: 7,
  authorId,
  author,
  text,
  time: '2026-05-01T18:30:00Z',
});

beforeEach(() => {
  stored = [message(1, 'first'), message(2, '<b>not bold</b>')];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const live = match(7, { status: 1 });
const signedIn = { status: 'LOGGED_IN' as const, profile: player, sessionReady: true };

function texts(): string[] {
  return screen.getAllByTestId('chat-text').map((t) => t.textContent ?? '');
}

describe('ChatPanel', () => {
  it('shows the history on the match chat channel, as text, then live messages once each', async () => {
    renderWithAuth(() => <ChatPanel match={live} />);
    await waitFor(() => expect(texts()).toEqual(['first', '<b>not bold</b>']));
    expect(sub.channel).toBe('public:chat.match.7');
    expect(sub.history).toHaveBeenCalledWith({ limit: 50, reverse: true });
    const log = screen.getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.querySelector('b')).toBeNull();

    act(() => {
      sub.emit('publication', {
        data: { event_name: 'chat_message', message: { chat: message(3, 'third') } },
      });
      sub.emit('publication', {
        data: { event_name: 'chat_message', message: { chat: message(3, 'third') } },
      });
      sub.emit('publication', { data: { event_name: 'match_changed', message: {} } });
    });
    expect(texts()).toEqual(['first', '<b>not bold</b>', 'third']);
  });

  it('asks a visitor to sign in, with the sign-in button, and offers no composer', async () => {
    renderWithAuth((modal) => <>{modal ? <p>modal {modal.kind}</p> : <ChatPanel match={live} />}</>);
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(screen.queryByTestId('chat-input')).toBeNull();
    expect(screen.getByText('Sign in to chat')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('chat-sign-in')).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('modal signIn')).toBeTruthy();
  });

  it('sends on Enter, keeps Shift+Enter for a new line, and marks the own message', async () => {
    const { calls } = mockFetch({
      'POST /matches/7/chat': () => json(201, message(3, 'Come on\nArsenal', player.id, 'Ada')),
    });
    renderWithAuth(() => <ChatPanel match={live} />, { auth: signedIn });
    const input = screen.getByLabelText('Your message');
    fireEvent.input(input, { target: { value: 'Come on\nArsenal' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(texts()).toContain('Come on\nArsenal'));
    expect(calls).toEqual([{ key: 'POST /matches/7/chat', body: { text: 'Come on\nArsenal' } }]);
    expect((input as HTMLTextAreaElement).value).toBe('');
    const own = screen.getAllByTestId('chat-message').filter((m) => m.dataset.own === 'true');
    expect(own).toHaveLength(1);
    expect(within(own[0] as HTMLElement).getByText('(you)')).toBeTruthy();
  });

  it('warns near the limit and refuses a too long message without sending it', async () => {
    const { calls } = mockFetch({});
    renderWithAuth(() => <ChatPanel match={live} />, { auth: signedIn });
    const input = screen.getByLabelText('Your message');
    const counter = screen.getByTestId('chat-counter');
    fireEvent.input(input, { target: { value: 'a'.repeat(265) } });
    expect(counter.dataset.state).toBe('near');
    expect(counter.getAttribute('aria-label')).toBe('15 characters left');
    fireEvent.input(input, { target: { value: 'a'.repeat(281) } });
    expect(counter.dataset.state).toBe('over');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('chat-error').textContent).toBe(
      'Your message is too long: at most 280 characters.',
    );
    expect(calls).toHaveLength(0);
  });

  it('shows a refusal with its seconds', async () => {
    mockFetch({
      'POST /matches/7/chat': () =>
        json(429, { code: 'CHAT_TOO_FAST', message: 'chat.error.too_fast', details: { retry_after: 3 } }),
    });
    renderWithAuth(() => <ChatPanel match={live} />, { auth: signedIn });
    const input = screen.getByLabelText('Your message');
    fireEvent.input(input, { target: { value: 'again' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('chat-error').textContent).toBe(
        'You are writing too fast. Try again in 3 seconds.',
      ),
    );
    expect((input as HTMLTextAreaElement).value).toBe('again');
  });

  it('is read only once the match is over', async () => {
    renderWithAuth(() => <ChatPanel match={match(7, { status: 4 })} />, { auth: signedIn });
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(screen.queryByTestId('chat-input')).toBeNull();
    expect(screen.getByTestId('chat-closed').textContent).toBe('The match is over: its chat is closed.');
  });
});
