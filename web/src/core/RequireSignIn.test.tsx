import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithAuth } from '../test/auth';
import { RequireSignIn } from './RequireSignIn';

afterEach(cleanup);

const page = () => <RequireSignIn>the account page</RequireSignIn>;

describe('a page for signed-in players', () => {
  it('asks a visitor to sign in', () => {
    const { container } = renderWithAuth(page, { path: '/profile' });
    expect(screen.getByTestId('sign-in-required')).toBeTruthy();
    expect(container.textContent).not.toContain('the account page');
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  it('shows a visitor /locked, the page for the not authorised, where the site allows no sign-in', () => {
    const { container } = renderWithAuth(page, { path: '/profile', site: { signInAllowed: false } });
    expect(screen.getByTestId('location').textContent).toBe('/locked');
    expect(container.textContent).not.toContain('the account page');
  });

  it('shows a signed-in player the page, whatever the site allows', () => {
    renderWithAuth(page, { path: '/profile', auth: { status: 'LOGGED_IN' }, site: { signInAllowed: false } });
    expect(screen.getByText('the account page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });
});
