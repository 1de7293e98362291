// The catalogue's public part: the match lists other features show (the schedule, results,
// favourites, the CMS page's lists) with their paging and requests.
export { listRequest } from './listRequests';
export { groupMatches, MatchGroups, MatchListSkeleton } from './MatchGroups';
export { default as matchGroupStyles } from './MatchGroups.module.css';
export { ShowMore } from './ShowMore';
export { usePagedList } from './usePagedList';
