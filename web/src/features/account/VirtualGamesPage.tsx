// /racing and /lotteries (spec sections 2 and 6): the products the virtual wallet launches per
// provider. A signed-in player's "Play now" asks the wallet for the game's URL and goes there; a
// visitor is asked to sign in; a site without a virtual wallet says it offers none.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BetSettings } from '../../api/types';
import { REQUEST } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { useAuth } from '../../core/auth';
import { SignInPrompt } from '../../core/RequireSignIn';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { FormError, formStyles as f } from '../../core/ui/forms';
import { LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { launchVirtualGame, VIRTUAL_PROVIDERS } from './virtualWallet';
import styles from './Account.module.css';

type Product = keyof typeof VIRTUAL_PROVIDERS;

const TITLES = {
  racing: { id: 'account.virtual.racing.title', defaultMessage: 'Horse racing' },
  lotteries: { id: 'account.virtual.lotteries.title', defaultMessage: 'Lotteries' },
} as const;

export function VirtualGamesPage({ product }: { product: Product }) {
  usePageTitle(TITLES[product]);
  useBodyPage(product === 'racing' ? 'horseRacing' : 'lotteries');
  const query = useApi<BetSettings>(REQUEST.settings);
  const settings = query.data;
  const { status } = useAuth();
  const base = settings?.virtualWalletUrl;
  return (
    <section className={styles.page} data-testid="virtual-games" data-product={product}>
      <h1>
        <FormattedMessage {...TITLES[product]} />
      </h1>
      {!settings ? (
        query.isError ? (
          <LoadFailed query={query} />
        ) : (
          <Skeleton rows={1} height="6rem" />
        )
      ) : !base ? (
        <p className={f.muted} data-testid="virtual-unavailable">
          <FormattedMessage
            id="account.virtual.unavailable"
            defaultMessage="These games are not offered on this site."
          />
        </p>
      ) : (
        <div className={styles.card}>
          <p>
            {product === 'racing' ? (
              <FormattedMessage
                id="account.virtual.racing.text"
                defaultMessage="Virtual horse races around the clock, from our games partner."
              />
            ) : (
              <FormattedMessage
                id="account.virtual.lotteries.text"
                defaultMessage="Lottery draws from our games partner."
              />
            )}
          </p>
          {status === 'LOGGED_IN' ? (
            <Launch base={base} provider={VIRTUAL_PROVIDERS[product]} />
          ) : status === 'NOT_LOGGED_IN' ? (
            <SignInPrompt testId="virtual-sign-in">
              <FormattedMessage id="account.virtual.sign-in" defaultMessage="Sign in to play." />
            </SignInPrompt>
          ) : null}
        </div>
      )}
    </section>
  );
}

function Launch({ base, provider }: { base: string; provider: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const play = () => {
    setBusy(true);
    setError(undefined);
    launchVirtualGame(base, provider)
      .then((url) => window.location.assign(url))
      .catch((err: unknown) => {
        setError(err);
        setBusy(false);
      });
  };
  return (
    <>
      <FormError error={error} />
      <button type="button" className={f.primary} onClick={play} disabled={busy} data-testid="virtual-play">
        <FormattedMessage id="account.virtual.play" defaultMessage="Play now" />
      </button>
    </>
  );
}
