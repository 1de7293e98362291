// /schedule: the day's matches by start time or by league, for today and the week ahead, filtered
// by sport, time of day and whether they are open for betting (the spec's list parameters date,
// sport, sortBy, time, isBettable and page, page being 'Show more').
import { FormattedMessage } from 'react-intl';
import { MatchGroups, ShowMore, usePagedList } from '../catalogue';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { formStyles as f } from '../../core/ui/forms';
import { ListFilters, useListQuery } from './DayList';
import { DAY_COUNT, listDays, scheduleRequest } from './listQuery';

const TITLE = { id: 'schedule.title', defaultMessage: 'Schedule' };

export function SchedulePage() {
  usePageTitle(TITLE);
  useBodyPage('schedule');
  return (
    <>
      <h1>
        <FormattedMessage {...TITLE} />
      </h1>
      <ScheduleList />
    </>
  );
}

/** The schedule with its filters: the page's, and the "schedule" content block's. */
export function ScheduleList() {
  const days = listDays(new Date(), DAY_COUNT, 1);
  const [q, change] = useListQuery(days);
  const list = usePagedList(scheduleRequest(q));
  const filtered = q.sport !== null || q.time !== 'all' || q.isBettable;
  return (
    <>
      <ListFilters days={days} q={q} change={change} bettable />
      <MatchGroups
        matches={list.matches}
        by={q.sortBy === 'league' ? 'league' : 'sport'}
        loading={list.loading}
        query={list.query}
        empty={filtered ? 'filter' : 'prematchEvents'}
        action={
          filtered ? (
            <button
              type="button"
              className={f.secondary}
              onClick={() => change({ sport: null, time: 'all', isBettable: false })}
            >
              <FormattedMessage id="list.action.clear-filters" defaultMessage="Clear the filters" />
            </button>
          ) : undefined
        }
      />
      <ShowMore list={list} />
    </>
  );
}
