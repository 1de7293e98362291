import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../../api/types';
import { PrefsProvider } from '../prefs';
import { formatOdds } from '../../domain/odds';
import { OddsButton } from './OddsButton';
import { HIGHLIGHT_MS, oddsMove } from './oddsMove';

const outcome = (odds: number, active = true): Outcome => ({ id: '1', name: 'Home', active, odds });

function Providers({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
      <PrefsProvider>{children}</PrefsProvider>
    </IntlProvider>
  );
}

describe('oddsMove', () => {
  it.each([
    [1500, 1600, 'up'],
    [1600, 1500, 'down'],
    [1500, 1500, null],
    [undefined, 1500, null],
    [1500, undefined, null],
  ])('%s → %s is %s', (a, b, want) => expect(oddsMove(a, b)).toBe(want));
});

describe('OddsButton', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the price in the chosen format with its raw value for tests', () => {
    localStorage.setItem('activeOddsType', 'american');
    render(<OddsButton outcome={outcome(2500)} locked={false} label="1" />, { wrapper: Providers });
    const price = screen.getByTestId('odds');
    expect(price.textContent).toBe(formatOdds(2500, 'american'));
    expect(price.dataset.odds).toBe('2500');
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe(
      `Home ${formatOdds(2500, 'american')}`,
    );
  });

  it('highlights a rise for a moment, then returns to normal', () => {
    const { rerender } = render(<OddsButton outcome={outcome(1500)} locked={false} />, {
      wrapper: Providers,
    });
    const button = screen.getByRole('button');
    expect(button.dataset.move).toBeUndefined();
    rerender(<OddsButton outcome={outcome(1650)} locked={false} />);
    expect(button.dataset.move).toBe('up');
    expect(button.querySelector('svg')).not.toBeNull();
    expect(button.getAttribute('aria-label')).toContain('Odds went up');
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 100));
    expect(button.dataset.move).toBe('up');
    act(() => vi.advanceTimersByTime(200));
    expect(button.dataset.move).toBeUndefined();
  });

  it('highlights a drop, and a second change restarts the highlight', () => {
    const { rerender } = render(<OddsButton outcome={outcome(1500)} locked={false} />, {
      wrapper: Providers,
    });
    rerender(<OddsButton outcome={outcome(1400)} locked={false} />);
    const button = screen.getByRole('button');
    expect(button.dataset.move).toBe('down');
    act(() => vi.advanceTimersByTime(1000));
    rerender(<OddsButton outcome={outcome(1450)} locked={false} />);
    expect(button.dataset.move).toBe('up');
    act(() => vi.advanceTimersByTime(1000));
    expect(button.dataset.move).toBe('up');
  });

  it.each([
    ['a suspended market', outcome(1500), true],
    ['an inactive outcome', outcome(1500, false), false],
  ])('%s shows a lock, disabled, with a label saying so', (_, o, locked) => {
    render(<OddsButton outcome={o} locked={locked} />, { wrapper: Providers });
    const button = screen.getByRole('button');
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Home: Suspended');
    expect(screen.getByTestId('lock')).toBeTruthy();
    expect(screen.queryByTestId('odds')).toBeNull();
  });
});
