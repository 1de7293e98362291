// The left sidebar collapsed flag (spec section 7's client storage): the desktop sport menu starts
// as the player left it, and each change is kept for the next page and visit.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrefsProvider, usePrefs } from './prefs';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

let toggle: (c: boolean) => void = () => {};

function Menu() {
  const { menuCollapsed, setMenuCollapsed } = usePrefs();
  toggle = setMenuCollapsed;
  return <output data-testid="menu">{menuCollapsed ? 'collapsed' : 'open'}</output>;
}

const page = () =>
  render(
    <PrefsProvider>
      <Menu />
    </PrefsProvider>,
  );

describe('left sidebar collapsed flag', () => {
  it('starts open, and a change is kept in local storage for the next page', () => {
    page();
    expect(screen.getByTestId('menu').textContent).toBe('open');
    act(() => toggle(true));
    expect(localStorage.getItem('leftSidebarCollapsed')).toBe('true');
    // The server paints the next page's menu from the cookie.
    expect(document.cookie).toMatch(/sb_prefs=\w+\.\w+\.1/);
    cleanup();

    page();
    expect(screen.getByTestId('menu').textContent).toBe('collapsed');
    act(() => toggle(false));
    expect(localStorage.getItem('leftSidebarCollapsed')).toBe('false');
    expect(document.cookie).toMatch(/sb_prefs=\w+\.\w+\.0/);
    cleanup();

    page();
    expect(screen.getByTestId('menu').textContent).toBe('open');
  });
});
