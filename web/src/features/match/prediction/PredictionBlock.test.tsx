import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, player, renderWithAuth } from '../../../test/auth';
import { match } from '../../../test/fixtures';
import { dismissAllAlerts } from '../../../core/alerts/alerts';
import { Toasts } from '../../../core/alerts/Toasts';
import PredictionBlock from './PredictionBlock';
import type { Prediction } from './prediction';

afterEach(() => {
  cleanup();
  dismissAllAlerts();
  vi.restoreAllMocks();
});

const signedIn = { auth: { status: 'LOGGED_IN' as const, sessionReady: true, profile: player } };
const arsenal = match(7, { nameA: 'Arsenal', nameB: 'Chelsea', status: 0 });

function prediction(over: Partial<Prediction> = {}): Prediction {
  return {
    id: 7,
    matchId: 7,
    question: 'who_wins',
    choices: ['home', 'draw', 'away'],
    open: true,
    split: [
      { choice: 'home', votes: 2, percent: 67 },
      { choice: 'draw', votes: 0, percent: 0 },
      { choice: 'away', votes: 1, percent: 33 },
    ],
    total: 3,
    ...over,
  };
}

function show(options: Parameters<typeof renderWithAuth>[1] = signedIn, m = arsenal) {
  return renderWithAuth(
    (modal) => (
      <>
        <PredictionBlock match={m} />
        <Toasts />
        {modal && <span data-testid="modal">{modal.kind}</span>}
      </>
    ),
    options,
  );
}

/** The split as the block shows it: choice, percent and whether it is the player's pick. */
function shownSplit() {
  return screen.getAllByTestId('prediction-share').map((li) => ({
    choice: li.dataset.choice,
    text: li.textContent,
    mine: li.dataset.mine === 'true',
  }));
}

describe('PredictionBlock', () => {
  it('asks who wins with a button per choice, named after the teams; the split stays hidden', async () => {
    mockFetch({ 'GET /vote': () => json(200, prediction()) });
    show();
    const group = await screen.findByRole('group', { name: 'Who will win?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Arsenal', 'Draw', 'Chelsea']);
    expect(screen.queryByTestId('prediction-share')).toBeNull();
  });

  it('has no draw where the sport has none', async () => {
    mockFetch({ 'GET /vote': () => json(200, prediction({ choices: ['home', 'away'], split: [] })) });
    show();
    const group = await screen.findByRole('group', { name: 'Who will win?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Arsenal', 'Chelsea']);
  });

  it('asks a visitor to sign in, and votes nothing', async () => {
    const { calls } = mockFetch({ 'GET /vote': () => json(200, prediction()) });
    show({});
    const button = await screen.findByRole('button', { name: 'Arsenal' });
    expect(button.getAttribute('title')).toBe('Sign in to vote');
    fireEvent.click(button);
    expect(screen.getByTestId('modal').textContent).toBe('signIn');
    expect(calls.map((c) => c.key)).not.toContain('POST /vote');
  });

  it('votes, then shows the split with the pick checked and no buttons', async () => {
    const { calls } = mockFetch({
      'GET /vote': () => json(200, prediction()),
      'POST /vote': () =>
        json(
          200,
          prediction({
            mine: 'away',
            split: [
              { choice: 'home', votes: 2, percent: 50 },
              { choice: 'draw', votes: 0, percent: 0 },
              { choice: 'away', votes: 2, percent: 50 },
            ],
            total: 4,
          }),
        ),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Chelsea' }));
    await waitFor(() => expect(screen.queryAllByTestId('prediction-share')).toHaveLength(3));
    expect(calls.find((c) => c.key === 'POST /vote')?.body).toEqual({
      prediction_id: 7,
      data: { choice: 'away' },
    });
    expect(shownSplit()).toEqual([
      { choice: 'home', text: 'Arsenal50%', mine: false },
      { choice: 'draw', text: 'Draw0%', mine: false },
      { choice: 'away', text: 'Chelsea (your pick)50%', mine: true },
    ]);
    expect(screen.getByTestId('prediction-total').textContent).toBe('4 votes');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a player who voted their pick, with no buttons', async () => {
    mockFetch({ 'GET /vote': () => json(200, prediction({ mine: 'home' })) });
    show();
    await waitFor(() => expect(screen.queryAllByTestId('prediction-share')).toHaveLength(3));
    expect(shownSplit().map((s) => s.mine)).toEqual([true, false, false]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a closed prediction as the split only, saying voting closed', async () => {
    mockFetch({ 'GET /vote': () => json(200, prediction({ open: false, total: 1 })) });
    show();
    expect(await screen.findByTestId('prediction-total')).toHaveProperty(
      'textContent',
      'Voting closed · 1 vote',
    );
    expect(shownSplit().map((s) => s.text)).toEqual(['Arsenal67%', 'Draw0%', 'Chelsea33%']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('closes the vote when the match finishes, before the prediction is fetched again', async () => {
    mockFetch({ 'GET /vote': () => json(200, prediction()) });
    show(signedIn, { ...arsenal, status: 4 });
    await waitFor(() => expect(screen.queryAllByTestId('prediction-share')).toHaveLength(3));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a vote was refused, and shows what the server holds after a second vote', async () => {
    let voted = false;
    mockFetch({
      'GET /vote': () => json(200, prediction(voted ? { mine: 'home' } : {})),
      'POST /vote': () => {
        voted = true;
        return json(409, { code: 'ALREADY_VOTED', message: 'prediction.error.already_voted' });
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Draw' }));
    await screen.findByText('You have already voted on this match.');
    await waitFor(() => expect(shownSplit().map((s) => s.mine)).toEqual([true, false, false]));
  });

  it('says so when the prediction cannot be read', async () => {
    mockFetch({
      'GET /vote': () => json(404, { code: 'PREDICTION_NOT_FOUND', message: 'prediction.error.not_found' }),
    });
    show();
    await screen.findByText('This prediction was not found.');
  });
});
