// The left sidebar collapsed flag (spec section 7's client storage): the desktop sport menu starts
// as the player left it, and each change is kept for the next page and visit.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrefsProvider, usePrefs } from './prefs';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Menu() {
  const { menuCollapsed, setMenuCollapsed } = usePrefs();
  return (
    <button type="button" data-testid="menu" onClick={() => setMenuCollapsed(!menuCollapsed)}>
      {menuCollapsed ? 'collapsed' : 'open'}
    </button>
  );
}

const toggle = () => fireEvent.click(screen.getByTestId('menu'));

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
    toggle();
    expect(localStorage.getItem('leftSidebarCollapsed')).toBe('true');
    // The server paints the next page's menu from the cookie.
    expect(document.cookie).toMatch(/sb_prefs=\w+\.\w+\.1/);
    cleanup();

    page();
    expect(screen.getByTestId('menu').textContent).toBe('collapsed');
    toggle();
    expect(localStorage.getItem('leftSidebarCollapsed')).toBe('false');
    expect(document.cookie).toMatch(/sb_prefs=\w+\.\w+\.0/);
    cleanup();

    page();
    expect(screen.getByTestId('menu').textContent).toBe('open');
  });
});
