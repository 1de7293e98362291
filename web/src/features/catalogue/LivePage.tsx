import { FormattedMessage } from 'react-intl';
import type { MatchList } from '../../api/types';
import { pageRequests, type PageKind } from '../../app/routeData';
import { useApi } from '../../app/useApi';
import { MatchGroups } from './MatchGroups';
import { useBodyPage, usePageTitle } from './usePageTitle';

function ListPage({ kind, title }: { kind: PageKind; title: { id: string; defaultMessage: string } }) {
  const [request] = pageRequests(kind);
  const list = useApi<MatchList>(request ?? null);
  usePageTitle(title);
  useBodyPage(kind === 'live' ? 'live' : 'cybersport');
  return (
    <>
      <h1>
        <FormattedMessage {...title} />
      </h1>
      <MatchGroups
        matches={list.data?.data}
        by={kind === 'live' ? 'sport' : 'league'}
        loading={list.isLoading}
      />
    </>
  );
}

export function LivePage() {
  return <ListPage kind="live" title={{ id: 'live.title', defaultMessage: 'Live betting' }} />;
}

export function CybersportPage() {
  return <ListPage kind="cybersport" title={{ id: 'esports.title', defaultMessage: 'E-sports betting' }} />;
}
