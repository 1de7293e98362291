import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '../../i18n';
import ListState from './ListState';
import { EmptyState, LoadFailed, Skeleton, type Retryable } from './LoadState';

afterEach(cleanup);

function wrapped(ui: ReactNode) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={englishMessages} onError={() => {}}>
      <MemoryRouter>{ui}</MemoryRouter>
    </IntlProvider>
  );
}

function wrap(ui: ReactNode) {
  return render(wrapped(ui));
}

const failed = (over: Partial<Retryable> = {}): Retryable => ({
  isError: true,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});

describe('LoadFailed', () => {
  it('says the request failed in an alert, and its Retry button asks again', () => {
    const query = failed();
    wrap(<LoadFailed query={query} />);
    expect(screen.getByRole('alert').textContent).toContain('Sorry, this could not be loaded.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(retry);
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('coming, does not take the focus from where the player is', () => {
    const page = (shown: boolean) => (
      <>
        <input aria-label="elsewhere" />
        {shown && <LoadFailed query={failed()} />}
      </>
    );
    const { rerender } = wrap(page(false));
    const elsewhere = screen.getByLabelText('elsewhere');
    elsewhere.focus();
    rerender(wrapped(page(true)));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('while asking again, says so and asks no more', () => {
    const query = failed({ isFetching: true });
    wrap(<LoadFailed query={query} />);
    const button = screen.getByRole('button', { name: 'Loading…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(query.refetch).not.toHaveBeenCalled();
  });

  it('says what failed when told', () => {
    wrap(<LoadFailed query={failed()}>The search failed.</LoadFailed>);
    expect(screen.getByRole('alert').textContent).toContain('The search failed.');
  });
});

describe('EmptyState and Skeleton', () => {
  it('an empty state is a status with its reason and its next step', () => {
    wrap(
      <EmptyState testId="bets-empty" action={<a href="/">Find a match</a>}>
        No bets yet.
      </EmptyState>,
    );
    expect(screen.getByRole('status').textContent).toBe('No bets yet.Find a match');
    expect(screen.getByTestId('bets-empty').textContent).toBe('No bets yet.');
    expect(screen.getByRole('link', { name: 'Find a match' })).toBeTruthy();
  });

  it('a skeleton is named Loading and busy, a row of the given height each', () => {
    wrap(<Skeleton rows={4} height="3rem" />);
    const status = screen.getByRole('status', { name: 'Loading…' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.children).toHaveLength(4);
    expect((status.children[0] as HTMLElement).style.blockSize).toBe('3rem');
  });
});

describe('ListState (a match list without rows)', () => {
  it.each([
    ['liveEvents', 'No live matches right now.', 'See upcoming matches', '/schedule'],
    ['prematchEvents', 'No upcoming matches right now.', 'See live matches', '/live'],
    ['here', 'No matches are open for betting here right now.', 'See live matches', '/live'],
  ] as const)('an empty %s list says why and links on', (why, reason, link, to) => {
    wrap(<ListState why={why} />);
    expect(screen.getByTestId('list-empty').textContent).toBe(reason);
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(to);
  });

  it("a list's own next step replaces the reason's", () => {
    wrap(<ListState why="filter" action={<button type="button">Clear the filters</button>} />);
    expect(screen.getByTestId('list-empty').textContent).toBe('No matches for this filter.');
    expect(screen.getByRole('button', { name: 'Clear the filters' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a failed list offers Retry rather than a reason', () => {
    wrap(<ListState query={failed()} why="liveEvents" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('list-empty')).toBeNull();
  });
});
