// Site settings an operator may change (spec section 3's site settings that this build reads).
// Constants for now; a CMS or server-provided config can replace this module's values.

export const SITE_CONFIG = {
  /** Players may share a slip by code or link (spec: isShareBetOn). */
  isShareBetOn: true,
  /** The slip shows its MY_BETS tab (spec: my bets visibility). */
  myBetsVisible: true,
  /** The operator's licence line for the footer, as the regulator words it; null shows that
   * this site holds none (the demo build). */
  licence: null as string | null,
  /** A floating button to /favorites with the count of favourite matches taking bets (spec:
   * floating favourites). Off unless the operator turns it on. */
  floatingFavourites: false as boolean,
  /** Hide the balance in the header (the currency switcher stays). */
  balanceHidden: false,
  /** Preset amounts of the quick deposit, in major units, per currency. */
  quickDepositPresets: {
    EUR: ['10', '20', '50', '100'],
    USD: ['10', '20', '50', '100'],
    GBP: ['10', '20', '50', '100'],
    BRL: ['50', '100', '200', '500'],
    KZT: ['5000', '10000', '20000', '50000'],
    BTC: ['0.0005', '0.001', '0.005', '0.01'],
  } as Readonly<Record<string, readonly string[]>>,
  defaultQuickDepositPresets: ['10', '20', '50', '100'] as readonly string[],
  /** Seconds a visitor browses before the sign-up reminder shows, once (spec: sign-up reminder
   * seconds). A minute: long enough to have looked around, short enough to still be there. */
  signUpReminderSeconds: 60,
  /** Seconds a signed-in player with nothing on the account waits before the deposit reminder
   * (spec section 9: default 10 s). */
  depositReminderSeconds: 10,
} as const;

/** Seconds a signed-in player waits before an unseen bonus shows as an alert (spec section 4,
 * bonus alerts: "after a delay"), so the alert does not cover the page as it loads. */
export const BONUS_ALERT_DELAY_SECONDS = 3;
