import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { MatchList } from '../../api/types';
import { LocalLink } from '../../core/links';
import { pageRequests, type PageKind } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { ofSport, sportsIn } from './listPages';
import { MatchGroups } from './MatchGroups';
import chipStyles from '../../core/ui/Chips.module.css';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';

const SPORT_PARAM = 'sport';

/** The live list's sport filter: 'All' and each sport in play with its count. The choice is in
 * the address (?sport=tennis), so it can be shared and survives a reload; the list itself holds
 * every live match, so filtering asks the server nothing. */
function SportFilter({ list, chosen }: { list: MatchList['data']; chosen: string | null }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const choose = (key: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (key) next.set(SPORT_PARAM, key);
        else next.delete(SPORT_PARAM);
        return next;
      },
      { replace: true },
    );
  const chips = [
    {
      key: null,
      name: intl.formatMessage({ id: 'live.filter.all', defaultMessage: 'All' }),
      count: list.length,
    },
    ...sportsIn(list),
  ];
  return (
    <div
      role="group"
      className={chipStyles.filter}
      aria-label={intl.formatMessage({ id: 'live.filter.label', defaultMessage: 'Filter by sport' })}
      data-testid="sport-filter"
    >
      {chips.map((c) => (
        <button
          key={c.key ?? ''}
          type="button"
          className={chipStyles.chip}
          aria-pressed={c.key === chosen}
          data-sport={c.key ?? undefined}
          onClick={() => choose(c.key)}
        >
          {c.name}
          <span className={chipStyles.chipCount}>{c.count}</span>
        </button>
      ))}
    </div>
  );
}

function ListPage({ kind, title }: { kind: PageKind; title: { id: string; defaultMessage: string } }) {
  const [request] = pageRequests(kind);
  const list = useApi<MatchList>(request ?? null);
  const [params] = useSearchParams();
  usePageTitle(title);
  useBodyPage(kind === 'live' ? 'live' : 'cybersport');
  const chosen = kind === 'live' ? params.get(SPORT_PARAM) : null;
  const matches = list.data?.data;
  return (
    <>
      <h1>
        <FormattedMessage {...title} />
      </h1>
      {kind === 'live' && matches && <SportFilter list={matches} chosen={chosen} />}
      <MatchGroups
        matches={matches && ofSport(matches, chosen)}
        by={kind === 'live' ? 'sport' : 'league'}
        loading={list.isLoading}
        query={list}
        empty={chosen ? 'filter' : kind === 'live' ? 'liveEvents' : 'here'}
        action={
          chosen ? (
            <LocalLink to="/live">
              <FormattedMessage id="list.action.all-sports" defaultMessage="Show all sports" />
            </LocalLink>
          ) : undefined
        }
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
