// What a match list (the catalogue's, the schedule's, the home page's) or a page shows in place of
// its content when its request failed (the message with Retry) or it holds no match (why, and where
// to go instead): LoadState's parts with the match lists' reasons. Loaded only then (ErrorPages' ListState),
// so that none of it weighs on the first screen.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalLink } from '../links';
import { EmptyState, LoadFailed, type Retryable } from './LoadState';

/** Why a list is empty: no live matches (the home page's live list, /live), no upcoming ones (the
 * home page's), none for the filter the bettor chose, none open for betting on this page (a sport,
 * a country, a league). Without a reason the list says only that it has no matches. */
export type EmptyWhy = 'liveEvents' | 'prematchEvents' | 'filter' | 'here';

const REASONS = {
  liveEvents: <FormattedMessage id="list.empty.live" defaultMessage="No live matches right now." />,
  prematchEvents: (
    <FormattedMessage id="list.empty.upcoming" defaultMessage="No upcoming matches right now." />
  ),
  filter: <FormattedMessage id="list.empty.filter" defaultMessage="No matches for this filter." />,
  here: (
    <FormattedMessage id="list.empty.here" defaultMessage="No matches are open for betting here right now." />
  ),
};

const toLive = (
  <LocalLink to="/live">
    <FormattedMessage id="list.action.live" defaultMessage="See live matches" />
  </LocalLink>
);

/** The next step a reason offers unless the list gives its own. */
const NEXT: Partial<Record<EmptyWhy, ReactNode>> = {
  liveEvents: (
    <LocalLink to="/schedule">
      <FormattedMessage id="list.action.upcoming" defaultMessage="See upcoming matches" />
    </LocalLink>
  ),
  prematchEvents: toLive,
  here: toLive,
};

export default function ListState({
  query,
  why,
  action,
}: {
  query?: Retryable;
  why?: EmptyWhy;
  action?: ReactNode;
}) {
  if (query?.isError) return <LoadFailed query={query} />;
  return (
    <EmptyState testId="list-empty" action={action ?? (why && NEXT[why])}>
      {why ? REASONS[why] : <FormattedMessage id="list.empty" defaultMessage="No matches right now" />}
    </EmptyState>
  );
}
