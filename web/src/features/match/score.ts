// What a match's score shows, from what the feed gives (spec: total score, game score, period
// scores, current server):
//   - nothing before the match starts;
//   - the total (goals, points, sets or maps won) while live and once finished, the final score;
//   - in a set sport (no match clock: tennis, volleyball, table tennis) while live, also the
//     current set (its games or points), and in tennis (a server is known) the point score of the
//     game, with 50 (the feed's advantage) shown as 'A', as scoreboards do.
import type { Match } from '../../api/types';

export interface ScoreColumn {
  kind: 'total' | 'period' | 'points';
  home: string;
  away: string;
}

export type ScoreMatch = Pick<
  Match,
  'status' | 'totalScore' | 'gameScore' | 'periodScores' | 'clock' | 'currentServer'
>;

const inPlay = (status: number) => status === 1 || status === 2;
/** Closed (3) or finished (4): the score is final. */
export const isOver = (status: number) => status === 3 || status === 4;

const point = (p: number) => (p === 50 ? 'A' : String(p));

/** The score columns to show, in reading order (total first). */
export function scoreColumns(m: ScoreMatch): ScoreColumn[] {
  const total = m.totalScore;
  if (!total || !(inPlay(m.status) || isOver(m.status))) return [];
  const out: ScoreColumn[] = [{ kind: 'total', home: String(total.home), away: String(total.away) }];
  if (!inPlay(m.status)) return out;
  const current = m.periodScores?.at(-1);
  if (!m.clock && current)
    out.push({ kind: 'period', home: String(current.home), away: String(current.away) });
  if ((m.currentServer ?? 0) > 0 && m.gameScore)
    out.push({ kind: 'points', home: point(m.gameScore.home), away: point(m.gameScore.away) });
  return out;
}

/** Which side serves, while the match is in play and the feed says. */
export function server(m: Pick<Match, 'status' | 'currentServer'>): 'home' | 'away' | null {
  if (!inPlay(m.status)) return null;
  return m.currentServer === 1 ? 'home' : m.currentServer === 2 ? 'away' : null;
}
