import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '../../i18n';
import { dismissAllAlerts } from '../../core/alerts/alerts';
import { Toasts } from '../../core/alerts/Toasts';
import { AuthContext, type AuthContextValue } from '../../core/auth';
import { UrlActionsHandler } from './UrlActions';

afterEach(() => {
  cleanup();
  dismissAllAlerts();
  vi.restoreAllMocks();
});

function Where() {
  const l = useLocation();
  return <span data-testid="location">{l.pathname + l.search + l.hash}</span>;
}

function at(url: string) {
  const openModal = vi.fn();
  const value = { status: 'NOT_LOGGED_IN', openModal } as unknown as AuthContextValue;
  render(
    <IntlProvider locale="en" messages={englishMessages} onError={() => {}}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={value}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <UrlActionsHandler />
                    <Where />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
          <Toasts />
        </AuthContext.Provider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { openModal, location: () => screen.getByTestId('location').textContent };
}

describe('URL actions', () => {
  it('saves tracking tags and removes them with the modal hash, other parameters kept', async () => {
    localStorage.removeItem('trackingTags');
    const { openModal, location } = at('/live?ctag=aff&page=2&gclid=g1#signIn');
    await waitFor(() => expect(location()).toBe('/live?page=2'));
    expect(openModal).toHaveBeenCalledWith({ kind: 'signIn' });
    expect(JSON.parse(localStorage.getItem('trackingTags') ?? '{}')).toEqual({ ctag: 'aff', gclid: 'g1' });
  });

  it('opens the modal a hash names and removes the hash', async () => {
    const { openModal, location } = at('/live#signUp');
    await waitFor(() => expect(openModal).toHaveBeenCalledWith({ kind: 'signUp' }));
    // The hash leaves by a navigation of its own, which may land after the modal opened.
    await waitFor(() => expect(location()).toBe('/live'));
  });

  it('reads ?modal= and ?payment=, shows the payment alert and keeps other parameters', async () => {
    const { openModal, location } = at('/profile/wallet/deposit?payment=pending&modal=signIn&page=2');
    await waitFor(() => expect(location()).toBe('/profile/wallet/deposit?page=2'));
    expect(openModal).toHaveBeenCalledWith({ kind: 'signIn' });
    expect((await screen.findByRole('status')).textContent).toMatch(/Deposit pending/);
  });

  it('opens an auth route over the home page with its token, once, and closing goes home', async () => {
    const { openModal, location } = at('/fr/users/password/edit?reset_password_token=t0k');
    await waitFor(() => expect(location()).toBe('/fr/users/password/edit'));
    expect(openModal).toHaveBeenCalledTimes(1);
    expect(openModal).toHaveBeenCalledWith({ kind: 'passwordEdit', token: 't0k' }, { closeTo: '/' });
  });

  it('opens the unlock modal of /users/unlock without a token for the resend form', async () => {
    const { openModal } = at('/users/unlock');
    await waitFor(() =>
      expect(openModal).toHaveBeenCalledWith({ kind: 'unlock', token: undefined }, { closeTo: '/' }),
    );
  });

  it('leaves a plain URL alone', async () => {
    const { openModal, location } = at('/football?page=2');
    await new Promise((r) => setTimeout(r, 30));
    expect(openModal).not.toHaveBeenCalled();
    expect(location()).toBe('/football?page=2');
  });
});
