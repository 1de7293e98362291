// The browser state of a returning visitor: consent handled, the welcoming popup and the sign-up
// reminder seen, the deposit reminder shown today. Specs about other things start from it (the
// config's storageState), so that no notice covers what they click; furniture.spec starts empty.

/** Playwright's storageState for a site at baseURL (http://host:port). */
export function returningVisitor(baseURL: string) {
  const { hostname, origin } = new URL(baseURL);
  const cookie = (name: string) => ({
    name,
    value: '1',
    domain: hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  return {
    cookies: [cookie('sb_consent'), cookie('sb_deposit_reminder')],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'welcomingPopup', value: '1' },
          { name: 'signUpReminder', value: '1' },
        ],
      },
    ],
  };
}
