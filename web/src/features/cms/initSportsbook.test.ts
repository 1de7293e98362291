import { describe, expect, it } from 'vitest';
import { initPlan, sameSitePath } from './initSportsbook';

describe('sameSitePath', () => {
  it.each([
    ['/live', '/live'],
    ['/football/premier-league?x=1#y', '/football/premier-league?x=1#y'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['live', '/'],
    ['/a\nb', '/'],
  ])('%s → %s', (v, want) => expect(sameSitePath(v)).toBe(want));
});

describe('initPlan', () => {
  it.each([
    ['', 'en', { locale: undefined, oddsType: undefined, target: '/' }],
    [
      'locale=fr&oddsType=american&redirect=/live',
      'en',
      { locale: 'fr', oddsType: 'american', target: '/fr/live' },
    ],
    [
      'locale=pt-br&redirect=/football',
      'en',
      { locale: 'pt-BR', oddsType: undefined, target: '/pt-BR/football' },
    ],
    [
      'locale=xx&oddsType=roman&redirect=//evil.example',
      'de',
      { locale: undefined, oddsType: undefined, target: '/de' },
    ],
    ['redirect=/results', 'ar', { locale: undefined, oddsType: undefined, target: '/ar/results' }],
    ['locale=en&redirect=/live', 'fr', { locale: 'en', oddsType: undefined, target: '/live' }],
  ] as const)('%s (in %s)', (query, current, want) =>
    expect(initPlan(new URLSearchParams(query), current)).toEqual(want),
  );
});
