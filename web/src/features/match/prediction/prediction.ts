// The rules of the prediction block (spec section 1, content block "prediction"): whether the
// reader is asked to vote or shown the split, and what each choice is called. A match's
// prediction has the match's id (internal/predictions), so the block needs no other lookup.
import type { components } from '../../../api/schema';

export type Prediction = components['schemas']['Prediction'];
export type PredictionChoice = components['schemas']['PredictionChoice'];

/** What the block shows: the choices as buttons, or the community's split. */
export type PredictionMode = 'vote' | 'split';

/** Votes close when the match stops being prematch or live; the match page's live status says
 * so before the prediction is fetched again. */
const OPEN_STATUSES: readonly number[] = [0, 1];

/** The split once the reader voted or voting closed (as on bet365 and Betano polls: the crowd's
 * answer is the reward for voting, so it is hidden until then); the buttons otherwise, to
 * visitors too, who are asked to sign in when they press one. */
export function predictionMode(p: Pick<Prediction, 'open' | 'mine'>, matchStatus: number): PredictionMode {
  if (p.mine !== undefined) return 'split';
  return p.open && OPEN_STATUSES.includes(matchStatus) ? 'vote' : 'split';
}

/** A choice's name: the home or away team's, or the message key of the draw. */
export function choiceName(
  choice: PredictionChoice,
  match: { nameA: string; nameB: string },
): { team: string } | { messageKey: string } {
  switch (choice) {
    case 'home':
      return { team: match.nameA };
    case 'away':
      return { team: match.nameB };
    case 'draw':
      return { messageKey: 'prediction.draw' };
  }
}
