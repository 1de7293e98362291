// /init-sportsbook (initSportsbook.ts says what it takes): applies the settings, then replaces
// itself with the page asked for, so Back does not come here again.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ensureLocale, useLocale } from '../../core/locale';
import { usePrefs } from '../../core/prefs';
import { initPlan } from './initSportsbook';

export function InitSportsbook() {
  const [params] = useSearchParams();
  const current = useLocale();
  const { setOddsType } = usePrefs();
  const navigate = useNavigate();
  useEffect(() => {
    const plan = initPlan(params, current);
    if (plan.oddsType) setOddsType(plan.oddsType);
    // The messages load before the address changes (as the language menu does).
    void (plan.locale ? ensureLocale(plan.locale) : Promise.resolve(true)).then(() =>
      navigate(plan.target, { replace: true }),
    );
    // Once, with the address it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <p role="status" data-testid="init-sportsbook">
      <FormattedMessage id="cms.init" defaultMessage="Setting up the sportsbook…" />
    </p>
  );
}
