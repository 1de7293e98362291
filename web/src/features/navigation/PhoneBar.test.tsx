import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST } from '../../core/routeData';
import { mockFetch, renderWithAuth } from '../../test/auth';
import { setOpen, useSlip } from '../betslip/store';
import { PhoneBar } from './PhoneBar';

afterEach(() => {
  cleanup();
  setOpen(false);
  vi.restoreAllMocks();
});

function SlipProbe() {
  return <span data-testid="slip">{String(useSlip().open)}</span>;
}

function renderBar(path: string) {
  mockFetch({});
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData([REQUEST.counters], { live: 12, sports: [] });
  const toggle = vi.fn();
  renderWithAuth(
    () => (
      <>
        <PhoneBar menu={{ id: 'menu', open: false, toggle }} />
        <SlipProbe />
      </>
    ),
    { qc, path },
  );
  return { bar: within(screen.getByRole('navigation', { name: 'Sections' })), toggle };
}

describe('the phone bar', () => {
  it('links home, live with its count and my bets, marking the page it is on', () => {
    const { bar } = renderBar('/live');
    const links = bar.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual(
      [
        ['Home', '/', null],
        ['Live12', '/live', 'page'],
        ['My bets', '/profile/bets', null],
      ],
    );
  });

  it('opens the slip, and the header menu it controls', () => {
    const { bar, toggle } = renderBar('/');
    expect(bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(bar.getByRole('button', { name: 'Bet slip' }));
    expect(screen.getByTestId('slip').textContent).toBe('true');
    const menu = bar.getByRole('button', { name: 'Menu' });
    expect([menu.getAttribute('aria-controls'), menu.getAttribute('aria-expanded')]).toEqual([
      'menu',
      'false',
    ]);
    fireEvent.click(menu);
    expect(toggle).toHaveBeenCalledTimes(1);
  });
});
