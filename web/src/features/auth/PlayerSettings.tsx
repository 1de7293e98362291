// The player's own bet settings (GET /settings with the sportsbook bearer token: odds format,
// odds-accept mode, preset stakes) replace the site's in the cache once the sportsbook session
// starts, and their odds format becomes the page's (spec section 4: profile loading stores the
// settings and the odds type). A format the player picks while signed in is saved with POST
// /settings. Signing out (this unmounts) goes back to the site's settings.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/client';
import type { BetSettings } from '../../api/types';
import { usePrefs } from '../../core/prefs';
import { REQUEST } from '../../core/routeData';
import { isOddsType, type OddsType } from '../../domain/odds';
import { useAuth } from '../../core/auth';

export default function PlayerSettingsSync() {
  const { sessionReady } = useAuth();
  const qc = useQueryClient();
  const { oddsType, setOddsType } = usePrefs();
  /** The odds format the server holds for the player, once their settings are in. */
  const saved = useRef<OddsType | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!sessionReady || saved.current !== null) return;
    let live = true;
    void api.GET('/settings').then(({ data }) => {
      if (!live || !data) return;
      qc.setQueryData<BetSettings>([REQUEST.settings], data);
      if (isOddsType(data.activeOddsType)) {
        saved.current = data.activeOddsType;
        setOddsType(data.activeOddsType);
      }
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [sessionReady, qc, setOddsType]);

  useEffect(() => {
    if (!loaded || !sessionReady || oddsType === saved.current) return;
    saved.current = oddsType;
    void api
      .POST('/settings', { body: { odds_type: oddsType } })
      .then(({ data }) => data && qc.setQueryData<BetSettings>([REQUEST.settings], data));
  }, [oddsType, loaded, sessionReady, qc]);

  useEffect(() => () => void qc.invalidateQueries({ queryKey: [REQUEST.settings], exact: true }), [qc]);
  return null;
}
