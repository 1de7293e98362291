// @vitest-environment node
import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_ROUTES } from '../domain/auth';
import { parseLocalePath } from '../domain/locale';
import { localePages, routes } from './router';

/** The path pattern of the deepest matched route, with its locale prefix and params, in the route
 * table of a page loaded at that path. */
function match(path: string) {
  const m = matchRoutes(routes(parseLocalePath(path).locale), path);
  const last = m?.[m.length - 1];
  const prefix = m?.find((r) => r.route.path && !r.route.path.includes(':') && r.route.path !== '*');
  return {
    locale: prefix && prefix !== last ? prefix.route.path : undefined,
    route: last?.route.index ? 'index' : last?.route.path,
    params: last?.params,
  };
}

describe('routes', () => {
  const cases: [string, string | undefined, string | undefined, Record<string, string>?][] = [
    ['/', undefined, 'index'],
    ['/live', undefined, 'live'],
    ['/cybersport', undefined, 'cybersport'],
    ['/404', undefined, '404'],
    ['/football', undefined, ':sport', { sport: 'football' }],
    ['/football/england', undefined, ':sport/:slug', { sport: 'football', slug: 'england' }],
    ['/fr', 'fr', 'index'],
    ['/fr/live', 'fr', 'live'],
    ['/fr/football', 'fr', ':sport', { sport: 'football' }],
    ['/en-AU/football/a-b-1', 'en-AU', ':sport/:slug', { sport: 'football', slug: 'a-b-1' }],
    ['/users/sign-in', undefined, 'users/sign-in'],
    ['/fr/users/password/edit', 'fr', 'users/password/edit'],
    ['/users/confirmation', undefined, 'users/confirmation'],
    ['/users/unlock', undefined, 'users/unlock'],
    ['/blocked', undefined, 'blocked'],
    ['/locked', undefined, 'locked'],
    ['/profile/wallet/deposit', undefined, 'profile/wallet/:section'],
    ['/de/profile/wallet/transactions', 'de', 'profile/wallet/:section'],
    ['/ar/profile/wallet/withdraw', 'ar', 'profile/wallet/:section', { section: 'withdraw' }],
    ['/profile/responsible-gambling', undefined, 'profile/responsible-gambling'],
    ['/profile/bets', undefined, 'profile/bets'],
    ['/ar/profile/bets', 'ar', 'profile/bets'],
    ['/a/b/c', undefined, '*'],
    ['/fr/a/b/c', 'fr', '*'],
  ];
  for (const [path, locale, route, params] of cases)
    it(path, () => {
      const got = match(path);
      expect(got.locale).toBe(locale);
      expect(got.route).toBe(route);
      if (params) expect(got.params).toMatchObject(params);
    });
});

describe("another locale's pages", () => {
  /** The deepest route a router created at `from` settles on after navigating to `to`. */
  async function navigate(from: string, to: string) {
    const router = createMemoryRouter(routes(parseLocalePath(from).locale), {
      initialEntries: [from],
      patchRoutesOnNavigation: localePages(parseLocalePath(from).locale),
    });
    // The pages load lazily: take each route's module away, the match is what is tested.
    await router.navigate(to).catch(() => {});
    const { matches, location } = router.state;
    router.dispose();
    const last = matches[matches.length - 1];
    return {
      path: location.pathname,
      route: last?.route.index ? 'index' : last?.route.path,
      params: last?.params,
    };
  }

  it('are not in the table of a page in one language, its home page neither', () => {
    const last = (path: string) => {
      const m = matchRoutes(routes('fr'), path);
      return m?.[m.length - 1]?.route.path;
    };
    expect(last('/de/live')).toBe(':sport/:slug');
    expect(last('/de')).toBe(':sport');
  });

  it('are added on the first navigation into that language', async () => {
    expect(await navigate('/fr/live', '/de/live')).toMatchObject({ path: '/de/live', route: 'live' });
    expect(await navigate('/', '/de/football')).toMatchObject({
      route: ':sport',
      params: { sport: 'football' },
    });
    expect(await navigate('/', '/de')).toMatchObject({ path: '/de', route: 'index' });
    expect(await navigate('/fr', '/ar/football/england')).toMatchObject({
      route: ':sport/:slug',
      params: { sport: 'football', slug: 'england' },
    });
    expect(await navigate('/de/live', '/football/england')).toMatchObject({
      route: ':sport/:slug',
      params: { sport: 'football', slug: 'england' },
    });
  });
});

it('has a route for every auth path of domain/auth', () => {
  for (const path of Object.keys(AUTH_ROUTES)) expect(match(path)).toMatchObject({ route: path.slice(1) });
});
