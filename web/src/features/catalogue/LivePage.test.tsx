import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrefsProvider } from '../../core/prefs';
import { json, mockFetch, renderWithAuth } from '../../test/auth';
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
    let fail = true;
    const { calls } = mockFetch({
      'GET /matches': () =>
        fail ? json(500, { code: 'INTERNAL', message: 'error.internal' }) : json(200, matchList(match(1))),
    });
    renderLive();
    expect(screen.getByRole('heading', { name: 'Live betting' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toContain('Sorry, this could not be loaded.');
    fail = false;
    fireEvent.click(retry);
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
