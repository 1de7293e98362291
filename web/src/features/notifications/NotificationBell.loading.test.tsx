// The bell's panel while its code loads (its own file: the panel module here arrives only when the
// test lets it, and a module once loaded stays loaded).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import NotificationBell from './NotificationBell';

const gate = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { arrived, open: () => open() };
});

vi.mock('./NotificationPanel', async () => {
  await gate.arrived;
  return { default: () => <div role="dialog" aria-label="Notifications" data-testid="notification-panel" /> };
});

afterEach(cleanup);

describe('the notification panel', () => {
  it('is a dialog from the click on, while its code loads, so that a bonus alert waits for it', async () => {
    mockFetch({ 'GET /notifications/counters': () => json(200, { unread: 1 }) });
    renderWithAuth(() => <NotificationBell />, {
      auth: { status: 'LOGGED_IN', profile: player, sessionReady: true },
    });
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(screen.getByTestId('notification-panel-loading').hidden).toBe(true);

    await act(async () => gate.open());
    await screen.findByTestId('notification-panel');
    expect(screen.queryByTestId('notification-panel-loading')).toBeNull();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });
});
