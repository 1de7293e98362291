// The jackpots the slip's bets would play for if placed now (spec section 7, POST /jackpots, asked
// once the slip has been still for a moment, as its bonuses are), named as the jackpots are: the
// player knows before placing that a bet takes part, and which bets do not (a stake or odds under
// a jackpot's minimum). Nothing while the jackpots feature flag is off; otherwise a line, its room
// kept while the answer comes, so that the slip's footer does not move under the player's finger.
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { api } from '../../api/client';
import type { components } from '../../api/schema';
import { useFeatureFlag } from '../../core/featureFlags';
import { useSettled } from '../../core/useSettled';
import { useLocale } from '../../core/locale';
import { jackpotsQuery } from './keys';

type BetRequest = components['schemas']['BetRequest'];

/** How long the slip stays still before its jackpots are asked. */
const SETTLE_MS = 300;

async function jackpotsFor(bets: string): Promise<string[][]> {
  const { data, response } = await api.POST('/jackpots', {
    body: { bets: JSON.parse(bets) as BetRequest[] },
  });
  if (!data) throw new Error(`jackpots for bets: ${response.status}`);
  return data.bets.map((b) => b.jackpots.map((j) => j.id));
}

/** `bets` as the placement sends them (JSON), one entry per bet of the slip; the slip gives the
 * line its look (its own styles: this module loads with the slip, apart from the jackpot code). */
export function SlipJackpots({ bets, className }: { bets: string; className?: string | undefined }) {
  const on = useFeatureFlag('jackpots');
  const asked = useSettled(bets, SETTLE_MS);
  const ids = useQuery({
    queryKey: ['jackpots', 'for-bets', asked],
    queryFn: () => jackpotsFor(asked),
    enabled: on && asked !== '[]',
  }).data;
  const jackpots = useQuery({ ...jackpotsQuery(useLocale()), enabled: on }).data;
  if (!on || bets === '[]') return null;
  const known = ids && asked === bets ? ids : undefined;
  const playing = known?.filter((b) => b.length > 0).length ?? 0;
  const names = [...new Set(known?.flat())].map((id) => jackpots?.find((j) => j.id === id)?.name ?? id);
  return (
    <p className={className} data-testid="slip-jackpots" data-playing={known ? playing : undefined}>
      {!known ? null : playing === 0 ? (
        <FormattedMessage id="jackpot.slip.none" defaultMessage="Plays for no jackpot" />
      ) : playing === known.length ? (
        <FormattedMessage
          id="jackpot.slip.all"
          defaultMessage="{count, plural, one {Plays for} other {All # bets play for}} {names}"
          values={{ count: known.length, names: <bdi>{names.join(', ')}</bdi> }}
        />
      ) : (
        <FormattedMessage
          id="jackpot.slip.some"
          defaultMessage="{playing} of {count} bets play for {names}"
          values={{ playing, count: known.length, names: <bdi>{names.join(', ')}</bdi> }}
        />
      )}
    </p>
  );
}
