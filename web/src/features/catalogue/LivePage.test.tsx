import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrefsProvider } from '../../core/prefs';
import { failingUntilRecovered, json, mockFetch, renderWithAuth, retryAfterFailure } from '../../test/auth';
import { match, matchList } from '../../test/fixtures';
import { LivePage } from './LivePage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderLive(path = '/live') {
  return renderWithAuth(
    () => (
      <PrefsProvider>
        <LivePage />
      </PrefsProvider>
    ),
    { path },
  );
}

// The live list's states (issue 27, item 7): it never leaves the bettor with a blank page.
describe('the live page', () => {
  it('says when its list could not be loaded, and Retry brings the matches', async () => {
    const live = failingUntilRecovered(() => json(200, matchList(match(1))));
    const { calls } = mockFetch({ 'GET /matches': live.handler });
    renderLive();
    expect(screen.getByRole('heading', { name: 'Live betting' })).toBeTruthy();
    await retryAfterFailure(live.recover);
    expect(await screen.findByTestId('match-row')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.key === 'GET /matches')).toHaveLength(2);
  });

  it('with no live match, says so and offers the upcoming ones', async () => {
    mockFetch({ 'GET /matches': () => json(200, matchList()) });
    renderLive();
    expect((await screen.findByTestId('list-empty')).textContent).toBe('No live matches right now.');
    expect(screen.getByRole('link', { name: 'See upcoming matches' }).getAttribute('href')).toBe('/schedule');
  });

  it('with a sport chosen that has none, says it is the filter and offers every sport', async () => {
    mockFetch({ 'GET /matches': () => json(200, matchList(match(1))) });
    renderLive('/live?sport=tennis');
    expect((await screen.findByTestId('list-empty')).textContent).toBe('No matches for this filter.');
    expect(screen.getByRole('link', { name: 'Show all sports' }).getAttribute('href')).toBe('/live');
  });
});
