// The public offers (GET /offers, the campaigns the operator marked public) for visitors on
// Promotions, each with what it gives and a sign-up call to action. (The sign-up dialog names the
// welcome ones from the same request: features/auth.)
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { components } from '../../api/schema';
import { useAuth } from '../../core/auth';
import { ActionButton } from '../../core/embed/ActionButton';
import { formStyles as f } from '../../core/ui/forms';
import { EmptyState, LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { useApi } from '../../core/useApi';
import { BonusBanner, KindBadge } from './BonusCard';
import { useBonusFormat } from './format';
import styles from './Bonuses.module.css';

export type Offer = components['schemas']['Offer'];

function SignUpButton() {
  const { openModal } = useAuth();
  return (
    <ActionButton action="sign-up" className={f.primary} own={() => openModal({ kind: 'signUp' })}>
      <FormattedMessage id="header.sign-up" defaultMessage="Sign up" />
    </ActionButton>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  const nameId = useId();
  const fmt = useBonusFormat();
  return (
    <article
      className={styles.card}
      aria-labelledby={nameId}
      data-testid="offer-card"
      data-campaign={offer.campaignId}
    >
      <BonusBanner bonus={offer} />
      <div className={styles.badges}>
        <KindBadge bonus={offer} />
      </div>
      <h3 className={styles.name} id={nameId}>
        <bdi>{offer.name}</bdi>
      </h3>
      {/* The operator's text may be English on another language's page: its own direction. */}
      <p dir="auto">{offer.details}</p>
      {offer.promoCode && (
        <p data-testid="offer-code">
          <FormattedMessage
            id="bonus.offer.code"
            defaultMessage="Code: {code}"
            values={{ code: <strong dir="ltr">{offer.promoCode}</strong> }}
          />
        </p>
      )}
      {offer.validTo && (
        <p className={f.muted}>
          <FormattedMessage
            id="bonus.valid-to"
            defaultMessage="Valid until {date}"
            values={{ date: fmt.date(offer.validTo) }}
          />
        </p>
      )}
      <details className={styles.terms}>
        <summary>
          <FormattedMessage id="bonus.terms" defaultMessage="Terms" />
        </summary>
        <p dir="auto">{offer.terms}</p>
      </details>
      <div className={styles.more}>
        <SignUpButton />
      </div>
    </article>
  );
}

/** Promotions for a visitor: the public offers, each with a sign-up call to action. */
export function VisitorOffers() {
  const { locale } = useIntl();
  const q = useApi<components['schemas']['OfferList']>(`GET /offers?locale=${encodeURIComponent(locale)}`);
  if (!q.data) return q.isError ? <LoadFailed query={q} /> : <Skeleton rows={2} height="12rem" />;
  if (q.data.items.length === 0)
    return (
      <EmptyState>
        <FormattedMessage id="bonus.offers.empty" defaultMessage="No offers at the moment." />
      </EmptyState>
    );
  return (
    <ul className={styles.cards} data-testid="offers">
      {q.data.items.map((o) => (
        <li key={o.campaignId}>
          <OfferCard offer={o} />
        </li>
      ))}
    </ul>
  );
}
