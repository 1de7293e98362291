import { useIntl } from 'react-intl';
import type { Match, StatisticEvent } from '../../../api/types';
import { attackArrow, spotOf, surfaceOf, type Spot, type Surface } from './statistics';
import { eventText, eventTime } from './words';
import styles from './Statistics.module.css';

/** The live match tracker: the sport's pitch or court with the last event drawn where it happened
 * (a corner at its flag, a goal flashing in the net, an arrow for an attack), and the same event
 * in words in a polite live region for screen readers. The drawing keeps its size whatever it
 * shows, and a right-to-left page mirrors it so that the home side attacks towards the end side,
 * as the bars put the home side on the start side. */
export function Tracker({ match, last }: { match: Match; last: StatisticEvent | undefined }) {
  const intl = useIntl();
  const surface = surfaceOf(match.sport.key);
  const spot = last && spotOf(last);
  return (
    <figure className={styles.tracker} data-testid="match-tracker" data-surface={surface}>
      <svg
        className={styles.field}
        viewBox="-4 -4 108 72"
        role="img"
        aria-label={intl.formatMessage({ id: 'stats.tracker', defaultMessage: 'Live match tracker' })}
      >
        <SurfaceLines surface={surface} />
        {last && spot && (
          // Keyed by the event, so each new event starts its animation afresh.
          <g key={last.seq} className={styles.mark} data-side={last.team} data-kind={last.kind}>
            {spot.flash && (
              <rect className={styles.flash} x={spot.x > 50 ? 84 : 0} y={0} width={16} height={64} />
            )}
            {spot.attack && <Arrow spot={spot} />}
            <circle className={styles.dot} cx={spot.x} cy={spot.y} r={2.6} />
          </g>
        )}
      </svg>
      <figcaption className={styles.caption} aria-live="polite" data-testid="tracker-last-event">
        {last ? (
          <>
            <span className={styles.time}>{eventTime(intl, match, last)}</span>{' '}
            <bdi>{eventText(intl, match, last)}</bdi>
          </>
        ) : (
          intl.formatMessage({ id: 'stats.tracker.waiting', defaultMessage: 'Waiting for the first event' })
        )}
      </figcaption>
    </figure>
  );
}

/** A dashed arrow from the centre spot towards an attacking event. */
function Arrow({ spot }: { spot: Spot }) {
  const { x2, y2, head } = attackArrow(spot);
  return (
    <>
      <line className={styles.arrow} x1={50} y1={32} x2={x2} y2={y2} />
      <polygon className={styles.head} points={head} />
    </>
  );
}

/** The markings of a surface on the tracker's 100 by 64 field. */
function SurfaceLines({ surface }: { surface: Surface }) {
  switch (surface) {
    case 'pitch':
      return (
        <g className={styles.lines}>
          <rect x={0} y={0} width={100} height={64} />
          <line x1={50} y1={0} x2={50} y2={64} />
          <circle cx={50} cy={32} r={8.7} />
          <rect x={0} y={13.8} width={15.7} height={36.4} />
          <rect x={84.3} y={13.8} width={15.7} height={36.4} />
          <rect x={0} y={24.6} width={5.2} height={14.8} />
          <rect x={94.8} y={24.6} width={5.2} height={14.8} />
          <rect x={-2.5} y={28.5} width={2.5} height={7} />
          <rect x={100} y={28.5} width={2.5} height={7} />
        </g>
      );
    case 'rink':
      return (
        <g className={styles.lines}>
          <rect x={0} y={0} width={100} height={64} rx={14} />
          <line x1={50} y1={0} x2={50} y2={64} data-line="red" />
          <line x1={35} y1={0} x2={35} y2={64} data-line="blue" />
          <line x1={65} y1={0} x2={65} y2={64} data-line="blue" />
          <circle cx={50} cy={32} r={7} />
          <line x1={7} y1={4} x2={7} y2={60} />
          <line x1={93} y1={4} x2={93} y2={60} />
          <rect x={4.5} y={29} width={2.5} height={6} />
          <rect x={93} y={29} width={2.5} height={6} />
        </g>
      );
    case 'court':
      return (
        <g className={styles.lines}>
          <rect x={0} y={0} width={100} height={64} />
          <line x1={50} y1={0} x2={50} y2={64} />
          <circle cx={50} cy={32} r={6} />
          <path d="M0 4 H10 A28 28 0 0 1 10 60 H0" />
          <path d="M100 4 H90 A28 28 0 0 0 90 60 H100" />
          <rect x={0} y={24} width={20} height={16} />
          <rect x={80} y={24} width={20} height={16} />
          <circle cx={5} cy={32} r={1.5} />
          <circle cx={95} cy={32} r={1.5} />
        </g>
      );
    case 'tennis':
      return (
        <g className={styles.lines}>
          <rect x={4} y={6} width={92} height={52} />
          <line x1={4} y1={12} x2={96} y2={12} />
          <line x1={4} y1={52} x2={96} y2={52} />
          <line x1={28} y1={12} x2={28} y2={52} />
          <line x1={72} y1={12} x2={72} y2={52} />
          <line x1={28} y1={32} x2={72} y2={32} />
          <line x1={50} y1={2} x2={50} y2={62} data-line="net" />
        </g>
      );
    case 'volleyball':
      return (
        <g className={styles.lines}>
          <rect x={8} y={6} width={84} height={52} />
          <line x1={36} y1={6} x2={36} y2={58} />
          <line x1={64} y1={6} x2={64} y2={58} />
          <line x1={50} y1={2} x2={50} y2={62} data-line="net" />
        </g>
      );
    case 'table':
      return (
        <g className={styles.lines}>
          <rect x={10} y={10} width={80} height={44} />
          <line x1={10} y1={32} x2={90} y2={32} />
          <line x1={50} y1={6} x2={50} y2={58} data-line="net" />
        </g>
      );
    case 'arena':
      return (
        <g className={styles.lines}>
          <rect x={0} y={0} width={100} height={64} rx={4} />
          <path d="M8 56 L92 8" />
          <circle cx={8} cy={56} r={5} />
          <circle cx={92} cy={8} r={5} />
          <circle cx={50} cy={32} r={6} />
        </g>
      );
  }
}
