// An event of a match's statistics in words, as the timeline and the tracker say it.
import type { IntlShape } from 'react-intl';
import type { Match, StatisticEvent } from '../../../api/types';
import { minuteOf } from './statistics';

/** When an event happened: its minute in a sport with a clock, its set or map otherwise. */
export function eventTime(intl: IntlShape, match: Match, e: StatisticEvent): string {
  if (e.match_time !== undefined)
    return intl.formatMessage(
      { id: 'stats.minute', defaultMessage: '{minute}′' },
      { minute: minuteOf(e.match_time) },
    );
  const map = match.sport.type === 'cybersport';
  return intl.formatMessage(
    map
      ? { id: 'stats.period.map', defaultMessage: 'Map {number}' }
      : { id: 'stats.period.set', defaultMessage: 'Set {number}' },
    { number: e.period },
  );
}

/** An event as words: 'Corner — Arsenal'. */
export function eventText(intl: IntlShape, match: Match, e: StatisticEvent): string {
  return intl.formatMessage(
    { id: 'stats.last-event', defaultMessage: '{event} — {team}' },
    {
      event: intl.formatMessage({ id: `stats.event.${e.kind}`, defaultMessage: e.kind }),
      team: e.team === 'home' ? match.nameA : match.nameB,
    },
  );
}
