// The player's odds-accept mode (spec 'Odds acceptance modes': none, higher, any), chosen in the
// slip and saved with POST /settings (auto_accept_odds_change); the answer becomes the cached
// settings that the slip, the realtime updates and the server's placement all read.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import type { BetSettings } from '../../api/types';
import { REQUEST } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import type { AcceptMode } from '../../domain/ticket/ticket';
import styles from './BetSlip.module.css';

const MODES: AcceptMode[] = ['none', 'higher', 'any'];

export function AcceptModeSelect() {
  const intl = useIntl();
  const id = useId();
  const qc = useQueryClient();
  const mode = useApi<BetSettings>(REQUEST.settings).data?.oddsAcceptMode ?? 'none';
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  async function save(next: AcceptMode) {
    setSaving(true);
    setFailed(false);
    const { data } = await api
      .POST('/settings', { body: { auto_accept_odds_change: next } })
      .catch(() => ({ data: undefined }));
    setSaving(false);
    if (data) qc.setQueryData<BetSettings>([REQUEST.settings], data);
    else setFailed(true);
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <FormattedMessage id="betslip.accept-mode" defaultMessage="When odds change" />
      </label>
      <select
        id={id}
        value={mode}
        disabled={saving}
        data-testid="accept-mode"
        onChange={(e) => void save(e.target.value as AcceptMode)}
      >
        {MODES.map((m) => (
          <option key={m} value={m}>
            {intl.formatMessage({ id: `betslip.accept-mode.${m}` })}
          </option>
        ))}
      </select>
      {failed && (
        <span className={styles.error} role="alert">
          <FormattedMessage id="global-error.default.title" defaultMessage="Something went wrong" />
        </span>
      )}
    </div>
  );
}
