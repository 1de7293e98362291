// Opening a share link (?betcode=CODE) restores its bets into the slip, rebuilt from fresh match
// and market data, and removes the parameter (spec section 2, URL-driven behaviour). When the code
// is unknown or nothing of it exists any more, the share-bet-not-found modal says which.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { report } from '../../core/reporting/report';
import { useSiteConfig } from '../../core/siteConfig';
import { restoreShared, type SharedBet } from '../../domain/ticket/share';
import type { Selection } from '../../domain/ticket/ticket';
import { Modal } from '../../core/ui/Modal';
import { matchSnapshots } from './fresh';
import { selectionOf, setTicket, useSlipSettings } from './store';

type NotFound =
  | 'share-bet.not-found-modal.link-not-found'
  | 'share-bet.not-found-modal.link-try-later'
  | 'share-bet.not-found-modal.link-try-another-bet';

export function ShareRestorer() {
  const site = useSiteConfig();
  const [params, setParams] = useSearchParams();
  const settings = useSlipSettings();
  const [notFound, setNotFound] = useState<NotFound | null>(null);
  const code = params.get('betcode');

  useEffect(() => {
    if (!code || !site.isShareBetOn) return;
    setParams(
      (p) => {
        p.delete('betcode');
        return p;
      },
      { replace: true },
    );
    void (async () => {
      try {
        const { data, response } = await api.GET('/bets/share-code', { params: { query: { code } } });
        if (response.status === 404) return setNotFound('share-bet.not-found-modal.link-not-found');
        if (!data) return setNotFound('share-bet.not-found-modal.link-try-later');
        const shared = data.bets as SharedBet[];
        const fresh = await matchSnapshots(shared.flatMap((b) => b.selections.map((s) => s.match_id)));
        const ticket = restoreShared(
          shared,
          (s): Selection | null => {
            const d = fresh.get(s.match_id);
            const market = d?.markets.find((m) => m.marketId === s.market_id && m.specifier === s.specifier);
            const outcome = market?.outcomes.find((o) => o.id === s.outcome_id);
            return d && market && outcome ? selectionOf(d.match, market, outcome) : null;
          },
          settings.currency,
          settings.subunits,
        );
        if (!ticket) return setNotFound('share-bet.not-found-modal.link-try-another-bet');
        setTicket(ticket);
      } catch (err) {
        // Spec section 8: restoring fails, the player is asked to try later and the error reported.
        report(err, { tags: { feature: 'share-restore' } });
        setNotFound('share-bet.not-found-modal.link-try-later');
      }
    })();
    // Runs once per code: the parameter is removed at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  if (!notFound) return null;
  return (
    <Modal
      name="sharedBetNotFound"
      title={<FormattedMessage id="share-bet.not-found-modal.title" defaultMessage="Shared bet not found" />}
      onClose={() => setNotFound(null)}
      testId="share-bet-not-found-modal"
    >
      <p>
        <FormattedMessage id={notFound} />
      </p>
    </Modal>
  );
}
