import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyNotificationMessage } from './live';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import NotificationBell from './NotificationBell';
import type { NotificationList, PlayerNotification } from './rules';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function notification(id: number, read: boolean): PlayerNotification {
  return {
    id,
    read,
    title: read ? 'Deposit received' : 'Bet won',
    body: read ? '€50.00 was added to your balance.' : 'Your bet on Lyon - Nice won €30.00.',
    caption: read ? 'Payments' : 'Bets',
    created_at: '2026-11-24T12:00:00Z',
    type: read ? 'deposit_succeeded' : 'bet_won',
    object_type: read ? 'deposit' : 'bet',
    object_id: id,
  };
}

const list: NotificationList = {
  items: [notification(2, false), notification(1, true)],
  pagination: { page: 1, limit: 10, total: 2, lastPage: 1 },
};

function bell() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  renderWithAuth(() => <NotificationBell />, {
    qc,
    auth: { status: 'LOGGED_IN', profile: player, sessionReady: true },
  });
  return { qc, button: screen.getByTestId('notification-bell') };
}

describe('the notification bell', () => {
  it('names and badges the unread count, 99+ at most, and follows unread_counters_changed', async () => {
    mockFetch({ 'GET /notifications/counters': () => json(200, { unread: 150 }) });
    const { qc, button } = bell();
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notifications, 150 unread'));
    expect(screen.getByTestId('notification-count').textContent).toBe('99+');

    act(() =>
      applyNotificationMessage(qc, {
        event_name: 'unread_counters_changed',
        message: { notifications: { unread: 0 } },
      }),
    );
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('opens the list; opening an unread one marks it read; Escape closes and refocuses the bell', async () => {
    const { calls } = mockFetch({
      'GET /notifications/counters': () => json(200, { unread: 1 }),
      'GET /notifications': () => json(200, list),
      'POST /notifications/read': () => json(200, { unread: 0 }),
    });
    const { button } = bell();
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    const items = await screen.findAllByTestId('notification');
    expect(items.map((i) => i.dataset.unread)).toEqual(['true', 'false']);
    expect(items[0]!.textContent).toContain('Unread');

    fireEvent.click(items[1]!); // already read: nothing to send
    fireEvent.click(items[0]!);
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notifications'));
    expect(calls.filter((c) => c.key === 'POST /notifications/read')).toEqual([
      { key: 'POST /notifications/read', body: { ids: [2] } },
    ]);
    expect(screen.getAllByTestId('notification').map((i) => i.dataset.unread)).toEqual(['false', 'false']);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says when the list could not be loaded, and Retry loads it', async () => {
    let fail = true;
    mockFetch({
      'GET /notifications/counters': () => json(200, { unread: 1 }),
      'GET /notifications': () => (fail ? json(500, { code: 'INTERNAL_ERROR' }) : json(200, list)),
    });
    const { button } = bell();
    fireEvent.click(button);
    const failed = await screen.findByTestId('load-failed');
    expect(failed.textContent).toContain('Notifications could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByTestId('retry'));
    expect(await screen.findAllByTestId('notification')).toHaveLength(2);
    expect(screen.queryByTestId('load-failed')).toBeNull();
  });

  it('marks all read', async () => {
    const { calls } = mockFetch({
      'GET /notifications/counters': () => json(200, { unread: 1 }),
      'GET /notifications': () => json(200, list),
      'POST /notifications/read-all': () => json(200, { unread: 0 }),
    });
    const { button } = bell();
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    fireEvent.click(button);
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(markAll);
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notifications'));
    expect(calls.some((c) => c.key === 'POST /notifications/read-all')).toBe(true);
    expect((markAll as HTMLButtonElement).disabled).toBe(true);
  });
});
