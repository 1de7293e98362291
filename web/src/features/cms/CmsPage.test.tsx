// Every kind's renderer, through the page: the plain kinds render themselves, the feature kinds the
// feature's component (stubbed here, each feature has its own tests) with the block's settings.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsBlock, CmsPage as Page } from '../../api/types';
import { SlotsProvider } from '../../core/slots';
import { bonusesFeature } from '../bonuses/feature';
import { catalogueFeature } from '../catalogue/feature';
import { favouritesFeature } from '../favourites/feature';
import { jackpotsFeature } from '../jackpots/feature';
import { matchFeature } from '../match/feature';
import { scheduleFeature } from '../schedule/feature';
import { CmsPage } from './CmsPage';
import { SITE_FALLBACK_IMAGE } from './Picture';
import { loadIconSprite } from '../../core/ui/Icon';

// The sprites (GET /fe-api/icons.svg) with a page's icon and a sport's, and no drawing of the rules.
const SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg"><defs id="icons-general"><symbol id="icon-live"/></defs>' +
  '<defs id="icons-sports"><symbol id="sport-football"/></defs></svg>';

const stub = vi.hoisted(
  () => (name: string) => (props: Record<string, unknown>) =>
    createElement('div', {
      'data-testid': name,
      'data-props': JSON.stringify(props, (k, v: unknown) => (k === 'list' || k === 'match' ? undefined : v)),
    }),
);
const auth = vi.hoisted(() => ({ status: 'NOT_LOGGED_IN' }));
const site = vi.hoisted(() => ({ imageProxyUrl: undefined as string | undefined }));
const requests = vi.hoisted(() => [] as string[]);
const page = vi.hoisted(() => ({ current: undefined as unknown }));
const flags = vi.hoisted(() => ({ jackpots: true }));
const prefs = vi.hoisted(() => ({ theme: 'dark' as 'dark' | 'light' }));

vi.mock('../../core/auth', () => ({ useAuth: () => ({ status: auth.status, openModal: () => {} }) }));
vi.mock('./usePlayerGroups', () => ({ usePlayerGroups: () => (auth.status === 'LOGGED_IN' ? ['vip'] : []) }));
vi.mock('../../core/siteConfig', () => ({ useSiteConfig: () => site }));
vi.mock('../../core/realtime', () => ({ useMatchChannel: () => {} }));
vi.mock('../../core/prefs', () => ({ usePrefs: () => prefs }));
vi.mock('../../core/featureFlags', () => ({
  useFeatureFlag: (flag: string) => flag !== 'jackpots' || flags.jackpots,
}));
vi.mock('../../core/useApi', () => ({
  useApi: (request: string | null) => {
    if (request) requests.push(request);
    if (request?.startsWith('GET /pages')) return { data: page.current, isLoading: false };
    if (request === 'GET /matches/7')
      return {
        data: {
          matchId: 7,
          nameA: 'Arsenal',
          nameB: 'Chelsea',
          type: 'match',
          slug: 'arsenal-chelsea-7',
          sport: { key: 'football' },
        },
      };
    if (request === 'GET /matches/7/markets') return { data: { data: [], marketGroups: [] } };
    if (request?.startsWith('GET /tournaments'))
      return {
        data: {
          data: [
            { id: 1, name: 'Premier League', slug: 'premier-league', priority: 9 },
            { id: 2, name: 'Serie A', slug: 'serie-a', priority: 5 },
          ],
        },
      };
    return { data: { data: [] }, isLoading: false };
  },
}));
vi.mock('../catalogue/MatchGroups', () => ({ MatchGroups: stub('match-groups') }));
vi.mock('../catalogue/usePagedList', () => ({
  usePagedList: (first: string) => (
    requests.push(first),
    { matches: [], loading: false, hasMore: false, fetching: false, showMore: () => {} }
  ),
}));
vi.mock('../catalogue/ShowMore', () => ({ ShowMore: stub('show-more') }));
vi.mock('../catalogue/SportPage', () => ({ CategoryLeagues: stub('category-leagues') }));
vi.mock('../favourites/FavouriteMatches', () => ({
  useFavouriteMatches: () => ({ data: { data: [] } }),
  FavouriteMatchLists: stub('favourite-lists'),
  NoFavouriteMatches: stub('no-favourites'),
  VisitorPrompt: stub('favourites-visitor'),
  LoadFailed: stub('favourites-failed'),
}));
vi.mock('../match/MatchPage', () => ({ Markets: stub('markets') }));
vi.mock('../match/stats/StatisticsPanel', () => ({ default: stub('statistics') }));
vi.mock('../match/prediction/PredictionBlock', () => ({ default: stub('prediction') }));
vi.mock('../schedule/SchedulePage', () => ({ ScheduleList: stub('schedule-list') }));
vi.mock('../schedule/ResultsPage', () => ({ ResultsList: stub('results-list') }));
vi.mock('../bonuses/PromotionsPage', () => ({ PlayerBonuses: stub('player-bonuses') }));
vi.mock('../bonuses/PromoCodeForm', () => ({ PromoCodeForm: stub('promo-code-form') }));
vi.mock('../jackpots/JackpotBanner', () => ({
  JackpotBanners: stub('jackpot-banners'),
  JackpotLeaderboard: stub('jackpot-leaderboard'),
}));

/** The kinds the features draw, as the app hands them to the page (app/slots.ts). */
const slots = {
  contentBlocks: Object.assign(
    {},
    ...[
      catalogueFeature,
      favouritesFeature,
      matchFeature,
      scheduleFeature,
      bonusesFeature,
      jackpotsFeature,
    ].map((f) => f.blocks),
  ),
};

const ALL: CmsBlock['restrictions'] = { auth: 'ALL', groups: [], hiddenForGroups: [] };
const b = (block: Partial<CmsBlock> & Pick<CmsBlock, 'kind'>): CmsBlock => ({ restrictions: ALL, ...block });

function renderPage(
  blocks: CmsBlock[],
  style: Record<string, string> = {},
  locale = 'en',
  themeStyle: Page['themeStyle'] = { dark: {}, light: {} },
) {
  page.current = {
    path: '/world-cup',
    index: true,
    footer: 'full',
    style,
    themeStyle,
    blocks,
  } satisfies Page;
  const router = createMemoryRouter([{ path: '*', element: <CmsPage path="/world-cup" /> }], {
    initialEntries: ['/world-cup'],
  });
  render(
    <IntlProvider locale={locale} defaultLocale="en" onError={() => {}}>
      <SlotsProvider value={slots}>
        <RouterProvider router={router} />
      </SlotsProvider>
    </IntlProvider>,
  );
}

const props = (el: HTMLElement) =>
  JSON.parse(el.getAttribute('data-props') ?? '{}') as Record<string, unknown>;

afterEach(() => {
  cleanup();
  requests.length = 0;
  auth.status = 'NOT_LOGGED_IN';
  site.imageProxyUrl = undefined;
  prefs.theme = 'dark';
});

describe('the plain blocks', () => {
  it('label, text, button, image, page banner, iframe and speed dial', async () => {
    renderPage([
      b({ kind: 'label', text: 'World Cup', level: 1 }),
      b({ kind: 'label', text: 'A line', level: 0 }),
      b({ kind: 'text', html: '<p>Read the <a href="/general-rules">rules</a></p>' }),
      b({ kind: 'button', label: 'Live now', href: '/live', variant: 'primary' }),
      b({ kind: 'button', label: 'Elsewhere', href: 'https://example.com/x', variant: 'secondary' }),
      b({
        kind: 'image',
        image: { src: '/media/a.png', alt: 'A pitch', width: 800, height: 200 },
        href: '/football',
      }),
      b({
        kind: 'pageBanner',
        image: { src: '/media/b.png', alt: 'Banner' },
        title: 'The Cup',
        html: '<p>Every match</p>',
      }),
      b({ kind: 'iframe', url: 'https://maps.example/embed', title: 'Map', height: 320 }),
      b({ kind: 'iframe', url: 'http://insecure.example', title: 'Not shown' }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'World Cup' })).toBeTruthy();
    expect(screen.getByText('A line').tagName).toBe('P');
    expect((await screen.findByRole('link', { name: 'rules' })).getAttribute('href')).toBe('/general-rules');
    expect(screen.getByRole('link', { name: 'Live now' }).getAttribute('href')).toBe('/live');
    const out = screen.getByRole('link', { name: 'Elsewhere' });
    expect([out.getAttribute('target'), out.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    const img = screen.getByRole('img', { name: 'A pitch' });
    expect([
      img.getAttribute('src'),
      img.getAttribute('width'),
      img.closest('a')?.getAttribute('href'),
    ]).toEqual(['/media/a.png', '800', '/football']);
    const banner = screen.getByTestId('page-banner');
    expect(within(banner).getByRole('heading', { name: 'The Cup' })).toBeTruthy();
    expect(within(banner).getByText('Every match')).toBeTruthy();
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect([
      frames[0]?.getAttribute('title'),
      frames[0]?.getAttribute('sandbox'),
      frames[0]?.getAttribute('height'),
    ]).toEqual(['Map', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox', '320']);
  });

  it('speed dial: the sprite icon of each page, the initial only where the sprites have none', async () => {
    renderPage([
      b({
        kind: 'speedDial',
        title: 'Jump to',
        items: [
          { label: 'live', href: '/live' },
          { label: 'Football', href: '/football' },
          { label: 'Rules', href: '/general-rules' },
          { label: 'Casino', href: 'https://casino.example/' },
          { label: 'Help', href: '/help-center', icon: '/media/h.svg' },
        ],
      }),
    ]);
    const dial = await screen.findByRole('navigation', { name: 'Jump to' });
    const links = () => within(dial).getAllByRole('link');
    const drawn = () => links().map((a) => a.querySelector('svg')?.getAttribute('data-icon') ?? null);
    // Until the sprites arrive, a page's link keeps an empty icon box: no letter that an icon
    // replaces later. Another site has no icon to wait for.
    expect(links().map((a) => a.textContent)).toEqual(['live', 'Football', 'Rules', 'CCasino', 'Help']);

    vi.stubGlobal('fetch', () => Promise.resolve(new Response(SPRITE, { status: 200 })));
    loadIconSprite('/fe-api/icons.svg?v=1');
    await waitFor(() => expect(drawn()).toEqual(['icon-live', 'sport-football', null, null, null]));
    expect(links().map((a) => a.textContent)).toEqual(['live', 'Football', 'RRules', 'CCasino', 'Help']);
    expect(
      within(links()[4] as HTMLElement)
        .getByRole('presentation')
        .getAttribute('src'),
    ).toBe('/media/h.svg');
    vi.unstubAllGlobals();
  });

  it('marks the text English stands in with on an Arabic page with its lang and dir, and only that', async () => {
    renderPage(
      [
        b({ kind: 'label', text: 'كأس العالم', level: 1 }),
        b({ kind: 'label', text: 'Back your team.', level: 0, textLocales: { text: 'en' } }),
        b({ kind: 'text', html: '<p>Read the rules.</p>', textLocales: { html: 'en' } }),
        b({ kind: 'button', label: 'Live now!', href: '/live', textLocales: { label: 'en' } }),
        b({
          kind: 'speedDial',
          title: 'انتقل إلى',
          items: [
            { label: 'مباشر', href: '/live' },
            { label: 'Help?', href: '/help-center', labelLocale: 'en' },
          ],
        }),
      ],
      {},
      'ar',
    );
    const langDir = (el: Element | null | undefined) => [el?.getAttribute('lang'), el?.getAttribute('dir')];
    expect(langDir(await screen.findByRole('heading', { name: 'كأس العالم' }))).toEqual([null, null]);
    expect(langDir(screen.getByText('Back your team.'))).toEqual(['en', 'ltr']);
    expect(langDir(screen.getByText('Read the rules.').parentElement)).toEqual(['en', 'ltr']);
    expect(langDir(screen.getByText('Live now!'))).toEqual(['en', 'ltr']);
    expect(langDir(screen.getByText('Help?'))).toEqual(['en', 'ltr']);
    expect(langDir(screen.getByText('مباشر'))).toEqual([null, null]);
    expect(langDir(screen.getByRole('heading', { name: 'انتقل إلى' }))).toEqual([null, null]);
  });

  it('a button opens the modal of the page, which shows nowhere else', async () => {
    renderPage([
      b({ kind: 'button', label: 'Rules', modal: 'rules', variant: 'secondary' }),
      b({ kind: 'modal', id: 'rules', title: 'Campaign rules', html: '<p>One code per player.</p>' }),
    ]);
    expect(screen.queryByText('One code per player.')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campaign rules' });
    expect(within(dialog).getByText('One code per player.')).toBeTruthy();
  });

  it.each(['dark', 'light'] as const)(
    "sets the page's colours of the %s theme over its style",
    async (theme) => {
      prefs.theme = theme;
      const themeStyle = { dark: { accent: '#f5c518' }, light: { accent: '#8a5a00', text: '#101010' } };
      renderPage(
        [b({ kind: 'label', text: 'x' })],
        { accent: '#777777', 'block-gap': '12px' },
        'en',
        themeStyle,
      );
      const root = await screen.findByTestId('cms-page');
      const props = ['--accent', '--text', '--block-gap'].map((p) => root.style.getPropertyValue(p));
      expect(props).toEqual(theme === 'dark' ? ['#f5c518', '', '12px'] : ['#8a5a00', '#101010', '12px']);
    },
  );

  it("sets the page's style as custom properties", async () => {
    renderPage([b({ kind: 'label', text: 'x' })], { accent: '#f5c518', 'block-gap': '12px' });
    const root = await screen.findByTestId('cms-page');
    expect([root.style.getPropertyValue('--accent'), root.style.getPropertyValue('--block-gap')]).toEqual([
      '#f5c518',
      '12px',
    ]);
  });
});

describe('images', () => {
  it('go through the image proxy as avif, webp and the original, then the fallback, then nothing', async () => {
    site.imageProxyUrl = 'https://img.example/r';
    renderPage([b({ kind: 'image', image: { src: '/media/a.png', alt: 'A', fallback: '/media/f.png' } })]);
    const img = await screen.findByRole('img', { name: 'A' });
    const sources = [...document.querySelectorAll('source')].map((s) => s.getAttribute('srcset'));
    expect(sources[0]).toMatch(/^https:\/\/img\.example\/r\?url=.*%2Fmedia%2Fa\.png&w=1920&f=avif&q=65$/);
    expect(sources[1]).toMatch(/f=webp&q=70$/);
    expect(img.getAttribute('src')).toMatch(/f=original&q=80$/);
    img.dispatchEvent(new Event('error'));
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'A' }).getAttribute('src')).toMatch(/%2Fmedia%2Ff\.png/),
    );
    const fallback = screen.getByRole('img', { name: 'A' });
    fallback.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(screen.queryByRole('img', { name: 'A' })).toBeNull());
  });

  it("fall back to the site's image when the block has none", async () => {
    renderPage([b({ kind: 'image', image: { src: '/media/a.png', alt: 'A' } })]);
    (await screen.findByRole('img', { name: 'A' })).dispatchEvent(new Event('error'));
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'A' }).getAttribute('src')).toBe(SITE_FALLBACK_IMAGE),
    );
  });
});

describe('the feature blocks', () => {
  it.each<[string, CmsBlock, string, Record<string, unknown>]>([
    ['live events', b({ kind: 'liveEvents', sport: 'tennis', limit: 5 }), 'match-groups', { by: 'league' }],
    ['prematch events', b({ kind: 'prematchEvents' }), 'match-groups', { by: 'sport' }],
    ['top events', b({ kind: 'topEvents', sport: 'football' }), 'match-groups', { by: 'league' }],
    ['outrights', b({ kind: 'outrights', sport: 'football' }), 'match-groups', { by: 'league' }],
    [
      'tournaments',
      b({ kind: 'tournaments', sport: 'football' }),
      'category-leagues',
      { sportKey: 'football' },
    ],
    ['event markets', b({ kind: 'eventMarkets', match: 7 }), 'markets', { builder: false }],
    ['event stats', b({ kind: 'eventStats', match: 7 }), 'statistics', {}],
    ['prediction', b({ kind: 'prediction', match: 7 }), 'prediction', {}],
    ['schedule', b({ kind: 'schedule' }), 'schedule-list', {}],
    ['results', b({ kind: 'results' }), 'results-list', {}],
    ['result events', b({ kind: 'resultEvents', sport: 'football' }), 'results-list', { sport: 'football' }],
    ['bonuses', b({ kind: 'bonuses' }), 'player-bonuses', {}],
    ['promocode', b({ kind: 'promocode' }), 'promo-code-form', {}],
    ['jackpot banner', b({ kind: 'jackpotBanner', jackpot: 'cup' }), 'jackpot-banners', { jackpotId: 'cup' }],
    ['jackpot leaderboard', b({ kind: 'jackpotLeaderboard' }), 'jackpot-leaderboard', {}],
    ['favorites (a visitor)', b({ kind: 'favorites' }), 'favourites-visitor', {}],
  ])('%s renders its feature', async (_, block, testId, want) => {
    renderPage([{ ...block, title: 'Heading' }]);
    expect(props(await screen.findByTestId(testId))).toMatchObject(want);
    if (block.kind !== 'jackpotBanner' && block.kind !== 'jackpotLeaderboard')
      expect(screen.getByRole('heading', { name: 'Heading' })).toBeTruthy();
  });

  it('the jackpot blocks show nothing with the jackpots flag off', async () => {
    flags.jackpots = false;
    try {
      renderPage([
        b({ kind: 'jackpotBanner', jackpot: 'cup' }),
        b({ kind: 'jackpotLeaderboard' }),
        b({ kind: 'schedule' }),
      ]);
      await screen.findByTestId('schedule-list');
      expect(screen.queryByTestId('jackpot-banners')).toBeNull();
      expect(screen.queryByTestId('jackpot-leaderboard')).toBeNull();
    } finally {
      flags.jackpots = true;
    }
  });

  it('the lists ask what the sport and limit say', async () => {
    renderPage([
      b({ kind: 'liveEvents', sport: 'tennis', limit: 5 }),
      b({ kind: 'outrights', sport: 'football' }),
    ]);
    await screen.findAllByTestId('match-groups');
    await vi.waitFor(() =>
      expect(requests).toEqual(
        expect.arrayContaining([
          'GET /matches?limit=5&match_status=1&sort_by=sport_priority:desc,start_time:asc&sport_key=tennis',
          'GET /matches?limit=100&match_status=0,1&sort_by=tournament_priority:desc,start_time:asc&sport_key=football&type=outright',
        ]),
      ),
    );
  });

  it('top leagues lists the sport’s leagues by priority, and a match block names its match', async () => {
    renderPage([b({ kind: 'topLeagues', sport: 'football', limit: 1 }), b({ kind: 'eventStats', match: 7 })]);
    const leagues = await screen.findByTestId('top-leagues');
    expect(
      within(leagues)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/football/premier-league']);
    expect((await screen.findByRole('link', { name: 'Arsenal – Chelsea' })).getAttribute('href')).toBe(
      '/football/arsenal-chelsea-7',
    );
  });

  it('a signed-in player sees favourites, a visitor-only block goes, a group block shows to its group', async () => {
    auth.status = 'LOGGED_IN';
    renderPage([
      b({ kind: 'favorites' }),
      b({
        kind: 'label',
        text: 'Visitors',
        restrictions: { auth: 'NOT_LOGGED_IN', groups: [], hiddenForGroups: [] },
      }),
      b({
        kind: 'label',
        text: 'VIP',
        restrictions: { auth: 'LOGGED_IN', groups: ['vip'], hiddenForGroups: [] },
      }),
      b({
        kind: 'label',
        text: 'Not for VIP',
        restrictions: { auth: 'ALL', groups: [], hiddenForGroups: ['vip'] },
      }),
    ]);
    expect(await screen.findByTestId('no-favourites')).toBeTruthy();
    expect(screen.getByText('VIP')).toBeTruthy();
    expect(screen.queryByText('Visitors')).toBeNull();
    expect(screen.queryByText('Not for VIP')).toBeNull();
  });
});
