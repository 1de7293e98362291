// The search modal (spec section 2's modals; section 7's GET /search): a combobox whose listbox
// holds the results grouped by sport and league. The arrow keys move the active option
// (aria-activedescendant, focus stays in the field), Enter opens its page, Escape closes the modal
// (Modal). A query is sent once typing pauses and only when it has 3 to 50 characters; the last
// five sent queries are kept in this browser and offered while the field is empty.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { toApiError } from '../../api/request';
import type { SportList } from '../../api/types';
import { useLocalize } from '../../core/links';
import { useLocale } from '../../core/locale';
import { REQUEST } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { LoadFailed } from '../../core/ui/LoadState';
import { useDateFormats } from '../../core/dateFormats';
import { Modal } from '../../core/ui/Modal';
import { SportIcon } from '../../core/ui/SportIcon';
import { useRecentSearches, type RecentSearches as Recent } from './recentSearches';
import { SearchIcon } from './SearchIcon';
import {
  flattenOptions,
  groupSearchResults,
  moveActive,
  queryState,
  SEARCH_FILTERS,
  SEARCH_MAX_LENGTH,
  searchParams,
  type SearchFilter,
  type SearchOption,
} from './searchRules';
import styles from './Search.module.css';

/** The pause in typing after which a query is sent: a search per word, not per key. */
const DEBOUNCE_MS = 250;
const LIVE = 1;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

export default function SearchModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<SearchFilter>('all');
  // The active option by its key: it stays active while a new answer keeps it, and none is when
  // the answer no longer holds it (an index would point at another result).
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const recent = useRecentSearches();
  const sports = useApi<SportList>(REQUEST.sports);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const query = useDebounced(text, DEBOUNCE_MS);
  const state = queryState(query);
  const params = searchParams(query, filter);
  const search = useQuery({
    queryKey: ['search', params, locale],
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/search', { params: { query: params }, signal });
      if (!data) throw toApiError(response.status, error);
      return data;
    },
    enabled: state === 'ok',
    // The last answer stays while the next loads, so the list does not blink at every key.
    placeholderData: keepPreviousData,
  });

  const groups =
    state === 'ok' && search.data ? groupSearchResults(search.data, sports.data?.data ?? []) : [];
  const options = flattenOptions(groups);
  const optionId = (o: SearchOption) => `${listId}-${o.key}`;
  const active = options.findIndex((o) => o.key === activeKey);
  const activeOption = options[active];

  const open = (o: SearchOption) => {
    recent.add(query);
    onClose();
    void navigate(localize(o.path));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActiveKey(options[moveActive(active, options.length, e.key)]?.key ?? null);
    } else if (e.key === 'Enter' && activeOption) {
      e.preventDefault();
      open(activeOption);
    }
  };

  const typed = text.trim() !== '';
  const waiting = typed && (text !== query || (state === 'ok' && search.isFetching));

  return (
    <Modal
      name="search"
      title={<FormattedMessage id="search.title" defaultMessage="Search" />}
      onClose={onClose}
      size="wide"
      testId="search-modal"
    >
      <div className={styles.field}>
        <SearchIcon />
        <input
          type="search"
          role="combobox"
          className={styles.input}
          ref={inputRef}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={intl.formatMessage({
            id: 'search.placeholder',
            defaultMessage: 'Team, player or league',
          })}
          aria-label={intl.formatMessage({
            id: 'search.label',
            defaultMessage: 'Search matches and leagues',
          })}
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="search-input"
        />
      </div>
      <div
        className={styles.filters}
        role="radiogroup"
        aria-label={intl.formatMessage({ id: 'search.filter', defaultMessage: 'Show' })}
      >
        {SEARCH_FILTERS.map((f) => (
          <label key={f} className={styles.filter}>
            <input type="radio" name="search-filter" checked={filter === f} onChange={() => setFilter(f)} />
            <span>{intl.formatMessage(FILTER_LABELS[f])}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className={styles.status} aria-live="polite" data-testid="search-status">
        {!typed ? null : state !== 'ok' && text === query ? (
          <FormattedMessage id="search.hint" defaultMessage="Type 3 to 50 characters to search." />
        ) : waiting ? (
          <FormattedMessage id="search.searching" defaultMessage="Searching…" />
        ) : search.isError ? null : options.length === 0 ? (
          <FormattedMessage
            id="search.empty"
            defaultMessage="Nothing found for “{query}”."
            values={{ query: query.trim() }}
          />
        ) : null}
      </p>
      {typed && text === query && state === 'ok' && !waiting && search.isError && (
        <LoadFailed query={search}>
          <FormattedMessage id="search.failed" defaultMessage="The search failed. Please try again." />
        </LoadFailed>
      )}
      {!typed && (
        <RecentSearches
          recent={recent}
          onPick={(q) => {
            setText(q);
            inputRef.current?.focus();
          }}
          onCleared={() => inputRef.current?.focus()}
        />
      )}
      <div
        id={listId}
        role="listbox"
        className={styles.results}
        aria-label={intl.formatMessage({ id: 'search.results', defaultMessage: 'Results' })}
        aria-busy={waiting}
        data-testid="search-results"
      >
        {groups.map((g) => (
          <div
            key={g.sportId}
            role="group"
            aria-labelledby={`${listId}-s${g.sportId}`}
            className={styles.sport}
          >
            <div id={`${listId}-s${g.sportId}`} className={styles.sportName} role="presentation">
              <SportIcon sportKey={g.sportKey} className={styles.sportIcon} />
              {g.sportName}
            </div>
            {g.leagues.map((o) => (
              <Option key={o.key} option={o} id={optionId(o)} active={o === activeOption} onOpen={open} />
            ))}
            {g.matchGroups.map((l) => (
              <div key={l.leagueId} role="group" aria-label={l.leagueName}>
                <div className={styles.leagueName} aria-hidden="true">
                  {l.leagueName}
                </div>
                {l.matches.map((o) => (
                  <Option key={o.key} option={o} id={optionId(o)} active={o === activeOption} onOpen={open} />
                ))}
              </div>
            ))}
          </div>
        ))}
      </div>
    </Modal>
  );
}

const FILTER_LABELS: Record<SearchFilter, { id: string; defaultMessage: string }> = {
  all: { id: 'search.filter.all', defaultMessage: 'All' },
  live: { id: 'search.filter.live', defaultMessage: 'Live' },
  prematch: { id: 'search.filter.prematch', defaultMessage: 'Upcoming' },
  events: { id: 'search.filter.events', defaultMessage: 'Teams only' },
};

function Option({
  option,
  id,
  active,
  onOpen,
}: {
  option: SearchOption;
  id: string;
  active: boolean;
  onOpen: (o: SearchOption) => void;
}) {
  const formats = useDateFormats();
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={styles.option}
      data-active={active}
      data-testid="search-option"
      // The field keeps focus (aria-activedescendant): a click must not take it away first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onOpen(option)}
    >
      {option.kind === 'league' ? (
        <>
          <span className={styles.name}>{option.tournament.name}</span>
          <span className={styles.meta}>
            {option.country && <>{option.country} · </>}
            <FormattedMessage id="search.league" defaultMessage="League" />
          </span>
        </>
      ) : (
        <>
          <span className={styles.name}>
            {option.match.type === 'outright'
              ? option.match.nameA
              : `${option.match.nameA} – ${option.match.nameB}`}
          </span>
          {option.match.status === LIVE ? (
            <span className={styles.live} data-testid="search-live">
              <FormattedMessage id="match.status.1" defaultMessage="Live" />
              {option.match.totalScore && (
                <span className={styles.score}>
                  {option.match.totalScore.home}:{option.match.totalScore.away}
                </span>
              )}
            </span>
          ) : (
            <span className={styles.meta}>
              <FormattedDate value={option.match.startTime} day="numeric" month="short" />{' '}
              {formats.time(option.match.startTime)}
            </span>
          )}
        </>
      )}
    </div>
  );
}

/** The recent searches, offered while the field is empty; focus goes back to the field after a
 * pick or after clearing, as the list it was in is gone. */
function RecentSearches({
  recent,
  onPick,
  onCleared,
}: {
  recent: Recent;
  onPick: (q: string) => void;
  onCleared: () => void;
}) {
  if (recent.list.length === 0) return null;
  return (
    <section className={styles.recent} data-testid="recent-searches">
      <div className={styles.recentHead}>
        <h3 className={styles.recentTitle}>
          <FormattedMessage id="search.recent" defaultMessage="Recent searches" />
        </h3>
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            recent.clear();
            onCleared();
          }}
        >
          <FormattedMessage id="search.recent.clear" defaultMessage="Clear" />
        </button>
      </div>
      <ul className={styles.recentList}>
        {recent.list.map((q) => (
          <li key={q}>
            <button type="button" className={styles.recentItem} onClick={() => onPick(q)}>
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
