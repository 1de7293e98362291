// The ways to sign in, sign up and deposit inside a frame of an embedded site: before the parent's
// handshake, after it for an action the parent takes, and for one it leaves to the product.
import '../../test/embedded';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { ActionButton } = await import('./ActionButton');
const { EntryLink } = await import('./entry');
const { connectParent } = await import('./frame');

afterEach(cleanup);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Page({ own }: { own: () => void }) {
  return (
    <IntlProvider locale="en" onError={() => {}}>
      <MemoryRouter initialEntries={['/']}>
        <ActionButton action="sign-in" own={own}>
          Sign in
        </ActionButton>
        <EntryLink to="/profile/wallet/deposit">Deposit</EntryLink>
        <EntryLink to="/live">Live</EntryLink>
        <Where />
      </MemoryRouter>
    </IntlProvider>
  );
}

describe('a way to an action of the parent, embedded', () => {
  it('before the handshake: shown, disabled with its reason, and does nothing', () => {
    const own = vi.fn();
    render(<Page own={own} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.title).toMatch(/has not connected/);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /has not connected/,
    );
    fireEvent.click(button);
    expect(own).not.toHaveBeenCalled();

    const deposit = screen.getByRole('link', { name: 'Deposit' });
    expect(deposit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(deposit);
    expect(screen.getByTestId('where').textContent).toBe('/');
    // A link to anything else is a plain link.
    const live = screen.getByRole('link', { name: 'Live' });
    expect(live.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(live);
    expect(screen.getByTestId('where').textContent).toBe('/live');
  });

  it('after a handshake: the parent hears what it listens for, the product does the rest', () => {
    const own = vi.fn();
    const post = vi.fn();
    render(<Page own={own} />);
    act(() => connectParent(['deposit'], post));
    const button = screen.getByRole('button', { name: 'Sign in' });
    const deposit = screen.getByRole('link', { name: 'Deposit' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(deposit.getAttribute('aria-disabled')).toBeNull();

    fireEvent.click(deposit);
    expect(post).toHaveBeenCalledWith('deposit');
    expect(screen.getByTestId('where').textContent).toBe('/');
    fireEvent.click(button);
    expect(own).toHaveBeenCalledOnce();
    expect(post).toHaveBeenCalledTimes(1);

    act(() => connectParent(['sign-in'], post));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(post).toHaveBeenLastCalledWith('sign-in');
    expect(own).toHaveBeenCalledOnce();
    // Deposit is no longer listed: its link goes to the page.
    fireEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('where').textContent).toBe('/profile/wallet/deposit');
  });
});
