import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, platform } from '../../../api/platform';
import { json, mockFetch, player, renderWithAuth } from '../../../test/auth';
import type { AuthContextValue } from '../../../core/auth';
import AuthModals from '../AuthModals';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The confirm-password modal as the self-exclusion form opens it: the password goes with the limit. */
function open(auth: Partial<AuthContextValue> = {}) {
  const submit = vi.fn(async (password: string) => {
    await ok(platform.POST('/user_limits', { body: { type: 'selfexclusion', days: 180, password } }));
  });
  const harness = renderWithAuth((m, onClose) => m && <AuthModals modal={m} onClose={onClose} />, {
    modal: { kind: 'confirmPassword', submit },
    auth: { status: 'LOGGED_IN', profile: player, ...auth },
  });
  return { ...harness, submit };
}

function confirm(password: string) {
  const dialog = screen.getByRole('dialog', { name: 'Confirm with your password' });
  fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

const wrong = (details?: Record<string, unknown>) => () =>
  json(422, { code: 'PASSWORD_WRONG', message: 'error.auth.password_wrong', details });

describe('the confirm-password modal', () => {
  it('sends the password with the request it confirms, and closes when that is done', async () => {
    const { calls } = mockFetch({ 'POST /user_limits': () => json(201, { id: 1 }) });
    const { submit } = open();
    confirm('secret123');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submit).toHaveBeenCalledWith('secret123');
    expect(calls[0]?.body).toEqual({ type: 'selfexclusion', days: 180, password: 'secret123' });
  });

  for (const [left, text] of [
    [3, 'The password is wrong. 3 tries left before the account is locked.'],
    [1, 'The password is wrong. 1 try left before the account is locked.'],
  ] as const)
    it(`says a wrong password leaves ${left} ${left === 1 ? 'try' : 'tries'} before the lock`, async () => {
      mockFetch({ 'POST /user_limits': wrong({ attempts_left: left }) });
      const { reload } = open();
      confirm('nope');
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(screen.getByRole('dialog', { name: 'Confirm with your password' })).toBeTruthy();
      expect(reload).not.toHaveBeenCalled();
    });

  it("shows the server's message for a wrong password that gives no count", async () => {
    mockFetch({ 'POST /user_limits': wrong() });
    open();
    confirm('nope');
    expect((await screen.findByRole('alert')).textContent).toBe('The password is wrong.');
  });

  it('on the wrong password that locks the account: reloads the auth state, then opens the unlock modal', async () => {
    const { calls } = mockFetch({
      'POST /user_limits': () => json(423, { code: 'ACCOUNT_LOCKED', message: 'error.auth.account_locked' }),
      'POST /users/unlock': () => json(204, undefined),
    });
    let reloaded = () => {};
    const reload = vi.fn(() => new Promise<void>((resolve) => (reloaded = resolve)));
    open({ reload });
    confirm('nope');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The server ended the session: the unlock modal waits for the signed-out state (whose own
    // handling of the lost session would otherwise replace it).
    expect(screen.queryByRole('dialog', { name: 'Unlock your account' })).toBeNull();
    reloaded();
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your account' });
    expect(screen.queryByRole('dialog', { name: 'Confirm with your password' })).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Your account is locked after too many wrong passwords. We have emailed you a link to unlock it.',
    );
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe(player.email);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the unlock link' }));
    await within(dialog).findByText(/a new unlock link is on its way/);
    expect(calls.at(-1)).toEqual({ key: 'POST /users/unlock', body: { email: player.email, locale: 'en' } });
  });
});
