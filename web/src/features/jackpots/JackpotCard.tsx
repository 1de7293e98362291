// The jackpot card of the header (spec section 2, navigation item "jackpot card"): the total of
// the jackpot the navigation names (else the first) ticking up, linking to the home page's
// banner. In the phone menu on a phone.
import { FormattedMessage } from 'react-intl';
import { LocalLink } from '../../core/links';
import { useAuth } from '../../core/auth';
import { TickingMoney } from './TickingMoney';
import { useJackpots } from './queries';
import styles from './Jackpots.module.css';

export default function JackpotCard({ jackpotId }: { jackpotId?: string | undefined }) {
  const signedIn = useAuth().status === 'LOGGED_IN';
  const jackpots = useJackpots(signedIn).data;
  const jackpot = jackpotId === undefined ? jackpots?.[0] : jackpots?.find((j) => j.id === jackpotId);
  if (!jackpot) return null;
  return (
    <LocalLink to="/" className={styles.card} data-testid="jackpot-card" title={jackpot.name}>
      <span className={styles.cardLabel}>
        <FormattedMessage id="jackpot.card.label" defaultMessage="Jackpot" />
      </span>
      <TickingMoney amount={jackpot.amount} currency={jackpot.currency} subunits={jackpot.subunits} />
    </LocalLink>
  );
}
