import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemInfo } from '../../../api/types';
import { json, mockFetch, renderWithAuth } from '../../../test/auth';
import AuthModals from '../AuthModals';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const system: SystemInfo = {
  locales: [{ code: 'en', nameInLocale: 'English' }],
  platformSettings: {},
  playerFields: [],
  currencies: { BRL: { code: 'BRL', subunits: 2, fiat: true } },
  countries: ['BR', 'CL', 'DE'],
  userCountry: { code: 'CL' },
  marketGroups: { A: { id: 1, key: 'A', name: 'All', priority: 1000 } },
  defaultCurrency: 'BRL',
};

function open(qc?: QueryClient) {
  return renderWithAuth((m, onClose) => m && <AuthModals modal={m} onClose={onClose} />, {
    modal: { kind: 'signUp' },
    qc,
  });
}

function field(name: string): HTMLSelectElement {
  return within(screen.getByRole('dialog', { name: 'Create an account' })).getByLabelText(
    name,
  ) as HTMLSelectElement;
}

describe('the sign-up modal and System info', () => {
  it("starts from the operator's currency and the visitor's country, offering only open countries", () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData(['GET /system-info'], system);
    qc.setQueryData(['GET /offers?locale=en'], { items: [] });
    open(qc);
    expect(field('Currency').value).toBe('BRL');
    expect(field('Country').value).toBe('CL');
    const offered = [...field('Country').options].map((o) => o.value).filter(Boolean);
    expect(offered.sort()).toEqual(['BR', 'CL', 'DE']);
  });

  it('asks for System info itself and keeps its guesses until it comes', async () => {
    const { calls } = mockFetch({
      'GET /system-info': () => json(200, system),
      'GET /offers': () => json(200, { items: [] }),
    });
    open();
    expect(field('Currency').value).toBe('EUR');
    await waitFor(() => expect(field('Country').value).toBe('CL'));
    expect(calls.map((c) => c.key)).toContain('GET /system-info');
  });
});

describe('the sign-up modal and the offers', () => {
  it('names the welcome offers: what signing up and a first deposit give', async () => {
    const offer = (campaignId: string, name: string, triggerKey: string) => ({
      campaignId,
      name,
      triggerKey,
      type: 'freebet_only_win',
      details: '',
      terms: '',
      banners: {},
    });
    mockFetch({
      'GET /system-info': () => json(200, system),
      'GET /offers': () =>
        json(200, {
          items: [
            offer('welcome', 'Welcome free bet €5', 'sign_up'),
            offer('promo', '€10 free bet', 'promo_code'),
            offer('first', 'First deposit: €10 free bet', 'first_deposit'),
          ],
        }),
    });
    open();
    const region = await screen.findByRole('region', { name: 'Welcome offer' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Welcome free bet €5', 'First deposit: €10 free bet']);
  });
});

describe('the sign-up modal and the terms', () => {
  it('keeps the terms tick in local storage, and finds it there when opened again', async () => {
    mockFetch({ 'GET /system-info': () => json(200, system), 'GET /offers': () => json(200, { items: [] }) });
    const terms = () =>
      field('I am of legal age and accept the terms and conditions') as unknown as HTMLInputElement;
    const first = open();
    expect(terms().checked).toBe(false);
    terms().click();
    expect(localStorage.getItem('termsAccepted')).toBe('1');
    first.unmount();
    const second = open();
    expect(terms().checked).toBe(true);
    terms().click();
    expect(localStorage.getItem('termsAccepted')).toBeNull();
    second.unmount();
    open();
    expect(terms().checked).toBe(false);
  });
});
