import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrefsProvider } from '../../core/prefs';
import { REQUEST } from '../../core/routeData';
import { DEFAULT_SITE_CONFIG } from '../../core/siteConfig';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import { useSlip } from '../betslip/store';
import { Zone } from './NavItem';
import { DEFAULT_NAVIGATION } from './useNavigation';
import type { Navigation, NavItem } from './zones';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const FOOTER: NavItem[] = [
  {
    type: 'menu',
    visibility: 'ALL',
    label: 'Help',
    links: [
      { label: 'General rules', url: '/general-rules' },
      { label: 'Blog', url: 'https://blog.example' },
    ],
  },
  {
    type: 'menu',
    visibility: 'NOT_LOGGED_IN',
    label: 'New here?',
    links: [{ label: 'Join', url: '/promotions' }],
  },
  { type: 'my-bets', visibility: 'LOGGED_IN' },
  { type: 'bet-slip', visibility: 'ALL' },
  { type: 'chat-toggle', visibility: 'ALL' },
  { type: 'events-filter', visibility: 'ALL' },
  { type: 'clock', visibility: 'ALL' },
  {
    type: 'platform-switcher',
    visibility: 'ALL',
    links: [
      { label: 'Sportsbook', url: '/' },
      { label: 'Casino', url: 'https://casino.example' },
    ],
  },
];

function SlipProbe() {
  const { open, tab } = useSlip();
  return <span data-testid="slip">{`${open} ${tab}`}</span>;
}

function renderFooter(status: 'LOGGED_IN' | 'NOT_LOGGED_IN' | 'PENDING', footer = FOOTER, locale = 'en') {
  mockFetch({});
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const nav: Navigation = { ...DEFAULT_NAVIGATION, zones: { ...DEFAULT_NAVIGATION.zones, footer } };
  qc.setQueryData([REQUEST.navigation], nav);
  const auth = status === 'LOGGED_IN' ? { status, profile: player, sessionReady: true } : { status };
  renderWithAuth(
    () => (
      <div data-testid="zone">
        <Zone name="footer" />
        <SlipProbe />
      </div>
    ),
    { qc, auth, locale },
  );
  // After renderWithAuth's own (the defaults, which have no chat).
  act(() => qc.setQueryData([REQUEST.siteConfig], { ...DEFAULT_SITE_CONFIG, chatUrl: '/help-center' }));
  return within(screen.getByTestId('zone'));
}

describe('navigation items by visibility', () => {
  it.each([
    ['NOT_LOGGED_IN', ['Help', 'New here?'], false],
    ['LOGGED_IN', ['Help'], true],
    ['PENDING', ['Help'], false],
  ] as const)('while %s: menus %j, my bets %s', async (status, menus, myBets) => {
    const zone = renderFooter(status);
    await zone.findByRole('button', { name: 'Bet slip' });
    expect(zone.queryAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual(menus);
    expect(zone.queryByRole('button', { name: 'My bets' }) !== null).toBe(myBets);
  });
});

describe('navigation items by type', () => {
  it('a menu is a disclosure of its links: site paths in place, other sites in a new tab', async () => {
    const zone = renderFooter('LOGGED_IN');
    const help = await zone.findByRole('button', { name: 'Help' });
    expect(zone.queryByRole('link', { name: 'General rules' })).toBeNull();
    fireEvent.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    expect(zone.getByRole('link', { name: 'General rules' }).getAttribute('href')).toBe('/general-rules');
    const blog = zone.getByRole('link', { name: 'Blog' });
    expect([blog.getAttribute('href'), blog.getAttribute('target')]).toEqual([
      'https://blog.example',
      '_blank',
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(help.getAttribute('aria-expanded')).toBe('false'));
  });

  it('bet slip and my bets open the slip on their tab', async () => {
    const zone = renderFooter('LOGGED_IN');
    fireEvent.click(await zone.findByRole('button', { name: 'My bets' }));
    expect(zone.getByTestId('slip').textContent).toBe('true MY_BETS');
    fireEvent.click(zone.getByRole('button', { name: 'Bet slip' }));
    expect(zone.getByTestId('slip').textContent).toBe('true BET_SLIP');
  });

  it('the chat toggle, the events filter, the clock and the platform switcher', async () => {
    const zone = renderFooter('NOT_LOGGED_IN');
    const chat = await zone.findByRole('link', { name: 'Chat with support' });
    expect(chat.getAttribute('href')).toBe('/help-center');
    expect(
      within(zone.getByRole('group', { name: 'Time of day' }))
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/schedule?time=morning', '/schedule?time=afternoon', '/schedule?time=evening']);
    expect(zone.getByLabelText('Your local time').textContent).toMatch(/\d{2}:\d{2}/);
    const platforms = zone.getByRole('group', { name: 'Our sites' });
    expect(within(platforms).getByText('Sportsbook').getAttribute('aria-current')).toBe('true');
    expect(within(platforms).getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe(
      'https://casino.example',
    );
  });
});

describe('operator labels English stands in for', () => {
  it('read as English on an Arabic page: the menu, its links and the current platform', async () => {
    const en = (label: string, url: string) => ({ label, labelLocale: 'en', url });
    const footer: NavItem[] = [
      {
        type: 'menu',
        visibility: 'ALL',
        label: 'Help',
        labelLocale: 'en',
        links: [en('Rules', '/general-rules')],
      },
      {
        type: 'platform-switcher',
        visibility: 'ALL',
        links: [en('Sportsbook', '/'), en('Casino', 'https://c.example')],
      },
      { type: 'menu', visibility: 'ALL', label: 'مساعدة', links: [{ label: 'القواعد', url: '/about' }] },
    ];
    const zone = renderFooter('NOT_LOGGED_IN', footer, 'ar');
    const langOf = (el: HTMLElement) => [el.getAttribute('lang'), el.getAttribute('dir')];
    fireEvent.click(await zone.findByRole('button', { name: 'Help' }));
    expect(langOf(zone.getByText('Help'))).toEqual(['en', 'ltr']);
    expect(langOf(zone.getByRole('link', { name: 'Rules' }))).toEqual(['en', 'ltr']);
    expect(langOf(zone.getByText('Sportsbook'))).toEqual(['en', 'ltr']);
    expect(langOf(zone.getByRole('link', { name: 'Casino' }))).toEqual(['en', 'ltr']);
    // The operator's own Arabic keeps the page's language.
    fireEvent.click(zone.getByRole('button', { name: 'مساعدة' }));
    expect(langOf(zone.getByText('مساعدة'))).toEqual([null, null]);
    expect(langOf(zone.getByRole('link', { name: 'القواعد' }))).toEqual([null, null]);
  });

  it('the logo in English on an Arabic page', async () => {
    mockFetch({});
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const header: NavItem[] = [{ type: 'brand-logo', visibility: 'ALL' }];
    qc.setQueryData([REQUEST.navigation], {
      ...DEFAULT_NAVIGATION,
      zones: { ...DEFAULT_NAVIGATION.zones, header },
    });
    renderWithAuth(
      () => (
        <PrefsProvider>
          <Zone name="header" />
        </PrefsProvider>
      ),
      { qc, locale: 'ar' },
    );
    act(() =>
      qc.setQueryData([REQUEST.siteConfig], {
        ...DEFAULT_SITE_CONFIG,
        logo: { dark: '/media/logo.svg', light: '/media/logo.svg', alt: 'Casino', altLocale: 'en' },
      }),
    );
    const logo = await screen.findByRole('img', { name: 'Casino' });
    expect([logo.getAttribute('lang'), logo.getAttribute('dir')]).toEqual(['en', 'ltr']);
  });
});

describe('the bonus item', () => {
  function renderLinks(sessionReady: boolean) {
    const { calls } = mockFetch({
      'GET /bonuses': () => json(200, { items: [{ id: 'a' }, { id: 'b' }] }),
    });
    renderWithAuth(
      () => (
        <div data-testid="zone">
          <Zone name="header-links" />
        </div>
      ),
      { auth: { status: 'LOGGED_IN', profile: player, sessionReady } },
    );
    return calls;
  }

  it("shows the player's unseen bonuses beside the promotions link", async () => {
    renderLinks(true);
    expect((await screen.findByTestId('unseen-bonus-count')).getAttribute('aria-label')).toBe(
      'New bonuses: 2',
    );
    expect(screen.getByRole('link', { name: /Promotions/ }).getAttribute('href')).toBe('/promotions');
  });

  it('asks nothing before the session is ready (no 401 on a reload)', async () => {
    const calls = renderLinks(false);
    await screen.findByRole('link', { name: /Promotions/ });
    // The count's code has loaded and rendered: what it would ask, it has asked.
    await import('./ExtraItems');
    await act(async () => {});
    expect(calls.map((c) => c.key)).not.toContain('GET /bonuses');
  });
});
