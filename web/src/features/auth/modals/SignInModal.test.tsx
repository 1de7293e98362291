import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithAuth } from '../../../test/auth';
import AuthModals from '../AuthModals';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open(modal: Parameters<typeof renderWithAuth>[1] = {}) {
  return renderWithAuth((m, onClose) => m && <AuthModals modal={m} onClose={onClose} />, {
    modal: { kind: 'signIn' },
    ...modal,
  });
}

function submit(email: string, password: string) {
  const dialog = screen.getByRole('dialog', { name: 'Sign in' });
  fireEvent.input(within(dialog).getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

describe('a site that allows no sign-in or no sign-up (site configuration)', () => {
  it('says sign-in is closed instead of asking for credentials', () => {
    const { calls } = mockFetch({});
    renderWithAuth((m, onClose) => m && <AuthModals modal={m} onClose={onClose} />, {
      modal: { kind: 'signIn' },
      site: { signInAllowed: false },
    });
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.textContent).toContain('Signing in is closed on this site for now.');
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('offers no account from sign-in, and says sign-up is closed when it is asked for', () => {
    renderWithAuth((m, onClose) => m && <AuthModals modal={m} onClose={onClose} />, {
      modal: { kind: 'signIn' },
      site: { signUpAllowed: false },
    });
    const signIn = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(signIn).getByLabelText('Email')).toBeTruthy();
    expect(within(signIn).queryByRole('button', { name: 'Create an account' })).toBeNull();
    cleanup();
    renderWithAuth((m, onClose) => m && <AuthModals modal={m} onClose={onClose} />, {
      modal: { kind: 'signUp' },
      site: { signUpAllowed: false },
    });
    const signUp = screen.getByRole('dialog');
    expect(signUp.textContent).toContain('Signing up is closed on this site for now.');
    expect(within(signUp).queryByLabelText('Email')).toBeNull();
  });
});

describe('the sign-in modal', () => {
  it('is a labelled dialog with Email and Password fields', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
    expect(within(dialog).getByLabelText('Password')).toBeTruthy();
  });

  it('signs in: posts the credentials, reloads the profile, closes', async () => {
    const { calls } = mockFetch({
      'POST /users/sign_in': () => json(200, { phones: [], email: 'a@b.test' }),
    });
    const { reload } = open();
    submit(' a@b.test ', 'secret123');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      key: 'POST /users/sign_in',
      body: { email: 'a@b.test', password: 'secret123' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  const shown: [string, number, string, Record<string, unknown> | undefined, RegExp][] = [
    ['wrong credentials', 401, 'INVALID_CREDENTIALS', undefined, /The email or password is wrong/],
    ['too many attempts', 429, 'TOO_MANY_ATTEMPTS', undefined, /Too many attempts/],
    [
      'self-exclusion',
      403,
      'SELF_EXCLUDED',
      { until: '2031-05-01T10:00:00Z' },
      /self-excluded.*Until May 1, 2031/,
    ],
    [
      'cooling-off',
      403,
      'COOLING_OFF',
      { until: '2030-02-03T10:00:00Z' },
      /cooling-off break.*Until Feb 3, 2030/,
    ],
  ];
  const keys: Record<string, string> = {
    INVALID_CREDENTIALS: 'error.auth.invalid_credentials',
    TOO_MANY_ATTEMPTS: 'error.auth.too_many_attempts',
    SELF_EXCLUDED: 'error.auth.self_excluded',
    COOLING_OFF: 'error.auth.cooling_off',
  };
  for (const [name, status, code, details, text] of shown)
    it(`shows the server's message for ${name}`, async () => {
      mockFetch({ 'POST /users/sign_in': () => json(status, { code, message: keys[code], details }) });
      open();
      submit('a@b.test', 'x');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(text);
      expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    });

  it('answers wrong credentials (also a locked account) without telling which, and offers the unlock link', async () => {
    const { calls } = mockFetch({
      'POST /users/sign_in': () =>
        json(401, { code: 'INVALID_CREDENTIALS', message: 'error.auth.invalid_credentials' }),
      'POST /users/unlock': () => json(204, undefined),
    });
    open();
    submit(' locked@b.test ', 'right-or-wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The email or password is wrong. After five wrong passwords in a row the account is locked and we email a link to unlock it.',
    );
    const signIn = screen.getByRole('dialog', { name: 'Sign in' });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Account locked?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your account' });
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('locked@b.test');
    // Opened by the player, not by the server: no lock notice, only the offer to mail the link.
    expect(within(dialog).queryByRole('status')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the unlock link' }));
    await within(dialog).findByText(/a new unlock link is on its way/);
    expect(calls.at(-1)).toEqual({
      key: 'POST /users/unlock',
      body: { email: 'locked@b.test', locale: 'en' },
    });
  });

  it('falls back to the generic title for a message key it does not know', async () => {
    mockFetch({ 'POST /users/sign_in': () => json(400, { code: 'NEW', message: 'error.brand.new' }) });
    open();
    submit('a@b.test', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });

  it('shows field errors from details.fields next to their input', async () => {
    mockFetch({
      'POST /users/sign_in': () =>
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'error.validation.failed',
          details: { fields: { email: 'error.validation.email' } },
        }),
    });
    open();
    submit('nope', 'x');
    await screen.findByRole('alert');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a valid email address.');
  });

  it('still moves a 423 locked account to the unlock modal, email filled in, with the lock message', async () => {
    const { calls } = mockFetch({
      'POST /users/sign_in': () =>
        json(423, { code: 'ACCOUNT_LOCKED', message: 'error.auth.account_locked' }),
      'POST /users/unlock': () => json(204, undefined),
    });
    open();
    submit('locked@b.test', 'x');
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your account' });
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
    expect(dialog.textContent).toMatch(/locked after too many wrong passwords/);
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('locked@b.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the unlock link' }));
    await within(dialog).findByText(/a new unlock link is on its way/);
    expect(calls.at(-1)).toEqual({
      key: 'POST /users/unlock',
      body: { email: 'locked@b.test', locale: 'en' },
    });
  });

  it('moves an unconfirmed email to resend-confirmation', async () => {
    mockFetch({
      'POST /users/sign_in': () =>
        json(403, { code: 'EMAIL_NOT_CONFIRMED', message: 'error.auth.email_not_confirmed' }),
    });
    open();
    submit('new@b.test', 'x');
    const dialog = await screen.findByRole('dialog', { name: 'Resend confirmation' });
    expect(dialog.textContent).toMatch(/confirm your email first/);
  });

  it('sends a blocked country to /blocked with the country', async () => {
    mockFetch({
      'POST /users/sign_in': () =>
        json(403, {
          code: 'COUNTRY_BLOCKED',
          message: 'error.auth.country_blocked',
          details: { country: 'FR' },
        }),
    });
    open();
    submit('a@b.test', 'x');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/blocked?country=FR'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the session expired when it was opened for that', () => {
    open({ modal: { kind: 'signIn', sessionExpired: true } });
    expect(screen.getByTestId('session-expired').textContent).toBe(
      'Your session has expired. Please sign in again.',
    );
  });

  it('closes on Escape', () => {
    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
