// A match's score as lists and the match page show it (rules in score.ts). Each column stacks the
// home value above the away value in the list, or reads home : away on the match page, always in
// the order of the team names: in right-to-left pages the home side is on the right, as its name
// is, each value isolated (bdi) so that digits never reorder the line.
import { useIntl } from 'react-intl';
import type { Match } from '../../api/types';
import { scoreColumns, type ScoreColumn, type ScoreMatch } from './score';
import styles from './Score.module.css';

const LABEL = {
  total: { id: 'match.score.value', defaultMessage: 'Score {home}:{away}' },
  period: { id: 'match.score.set', defaultMessage: 'Current set {home}:{away}' },
  points: { id: 'match.score.game', defaultMessage: 'Current game {home}:{away}' },
} as const;

function useColumnLabel(): (c: ScoreColumn) => string {
  const intl = useIntl();
  return (c) => intl.formatMessage(LABEL[c.kind], { home: c.home, away: c.away });
}

/** The list's score: one stacked column per value, beside the stacked team names. */
export function StackedScore({ match }: { match: ScoreMatch }) {
  const label = useColumnLabel();
  const cols = scoreColumns(match);
  if (cols.length === 0) return null;
  return (
    <span className={styles.stacked} data-testid="row-score">
      {cols.map((c) => (
        <span key={c.kind} className={styles.column} data-kind={c.kind} role="img" aria-label={label(c)}>
          <span aria-hidden="true">{c.home}</span>
          <span aria-hidden="true">{c.away}</span>
        </span>
      ))}
    </span>
  );
}

/** The match page's score: 'home : away' for each value, in the direction of the page. */
export function LineScore({ match }: { match: Pick<Match, keyof ScoreMatch> }) {
  const label = useColumnLabel();
  const cols = scoreColumns(match);
  if (cols.length === 0) return null;
  return (
    <span className={styles.line}>
      {cols.map((c) => (
        <span
          key={c.kind}
          className={styles.pair}
          data-kind={c.kind}
          data-testid={c.kind === 'total' ? 'score' : `score-${c.kind}`}
          role="img"
          aria-label={label(c)}
        >
          <bdi data-side="home">{c.home}</bdi>
          {/* Spaces that the flex row drops from view, so that the text reads '1 : 0'. */}
          <span aria-hidden="true"> : </span>
          <bdi data-side="away">{c.away}</bdi>
        </span>
      ))}
    </span>
  );
}
