// The match page's bet-builder tab (spec: custom bet, the betbuilder page key and #betBuilder
// anchor): the lines of this match that the server's builder combines (GET
// /bets/custom/markets/{matchId}), drawn from the page's own live market list so their odds move in
// place. Picking outcomes builds one custom bet in the slip, priced as a whole there.
import { FormattedMessage } from 'react-intl';
import { ApiRequestError } from '../../api/request';
import type { MarketList, Match } from '../../api/types';
import { useApi } from '../../core/useApi';
import { CUSTOM_MAX, CUSTOM_MIN } from '../../domain/ticket/ticket';
import { MarketBlock } from './MarketBlock';
import { marketBlocks } from './marketBlocks';
import { shownMarkets } from './shownMarkets';
import styles from './MatchPage.module.css';

const lineKey = (m: { marketId: number; specifier: string }) => `${m.marketId}/${m.specifier}`;

export function BetBuilder({ match, list }: { match: Match; list: MarketList }) {
  const matchId = match.matchId;
  const eligible = useApi<{ markets: { marketId: number; specifier: string }[] }>(
    `GET /bets/custom/markets/${matchId}`,
  );
  if (eligible.error)
    return (
      <p className={styles.empty} data-testid="builder-unavailable">
        {eligible.error instanceof ApiRequestError && eligible.error.status === 404 ? (
          <FormattedMessage
            id="builder.unavailable"
            defaultMessage="The bet builder is not available for this match right now."
          />
        ) : (
          <FormattedMessage id="global-error.default.title" defaultMessage="Something went wrong" />
        )}
      </p>
    );
  if (!eligible.data) return <div className={styles.marketsSkeleton} aria-busy="true" />;
  const keys = new Set(eligible.data.markets.map(lineKey));
  const lines = shownMarkets(
    list.data.filter((m) => keys.has(lineKey(m))),
    match,
  );
  return (
    <div data-testid="bet-builder">
      <p className={styles.builderIntro}>
        <FormattedMessage
          id="builder.intro"
          defaultMessage="Combine {min} to {max} outcomes of this match into one bet. Its price takes into account how they depend on each other."
          values={{ min: CUSTOM_MIN, max: CUSTOM_MAX }}
        />
      </p>
      {marketBlocks(lines).map((b) => (
        <MarketBlock key={b.marketId} block={b} custom />
      ))}
    </div>
  );
}
