// /schedule: the day's matches by start time or by league, for today and the week ahead, filtered
// by sport, time of day and whether they are open for betting (the spec's list parameters date,
// sport, sortBy, time, isBettable and page, page being 'Show more').
import { FormattedMessage } from 'react-intl';
import { MatchGroups, ShowMore, usePagedList } from '../catalogue';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
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
  return (
    <>
      <ListFilters days={days} q={q} change={change} bettable />
      <MatchGroups
        matches={list.matches}
        by={q.sortBy === 'league' ? 'league' : 'sport'}
        loading={list.loading}
      />
      <ShowMore list={list} />
    </>
  );
}
