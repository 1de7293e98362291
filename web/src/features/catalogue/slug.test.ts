import { describe, expect, it } from 'vitest';
import { hintedTarget, matchIdOf, resolveSlug, type SlugTarget } from './slug';

const categories = [
  { id: 1, slug: 'england' },
  { id: 2, slug: 'spain-2024' },
];
const tournaments = [
  { id: 10, slug: 'premier-league' },
  { id: 11, slug: 'laliga' },
];

describe('resolveSlug', () => {
  const cases: [string, SlugTarget][] = [
    ['england', { kind: 'category', id: 1 }],
    ['premier-league', { kind: 'tournament', id: 10 }],
    // A category slug that ends in digits is still the category: lists are checked first.
    ['spain-2024', { kind: 'category', id: 2 }],
    ['arsenal-chelsea-100028', { kind: 'match', id: 100028 }],
    ['nobody-at-all', { kind: 'unknown' }],
    ['100028', { kind: 'unknown' }],
    ['', { kind: 'unknown' }],
  ];
  for (const [slug, want] of cases)
    it(`${slug || '(empty)'} → ${want.kind}`, () =>
      expect(resolveSlug(slug, categories, tournaments)).toEqual(want));
});

describe('matchIdOf', () => {
  it('reads the trailing id', () => expect(matchIdOf('a-b-42')).toBe(42));
  it('needs a dash before the digits', () => expect(matchIdOf('ab42')).toBeUndefined());
});

describe('hintedTarget', () => {
  const hint = (page: string, requests: string[] = []) => ({ path: '/x/y', page, requests }) as never;
  const cases: [string, ReturnType<typeof hintedTarget>][] = [
    ['notFound', { kind: 'unknown' }],
    ['error', { kind: 'error' }],
  ];
  for (const [page, want] of cases) it(page, () => expect(hintedTarget(hint(page), 'y')).toEqual(want));
  it('a category page takes its id from the request the server answered', () => {
    const h = hint('category', ['GET /settings', 'GET /categories/7', 'GET /matches?category_id=7']);
    expect(hintedTarget(h, 'england')).toEqual({ kind: 'category', id: 7 });
  });
  it('a league page likewise', () => {
    expect(hintedTarget(hint('tournament', ['GET /tournaments/12']), 'pl')).toEqual({
      kind: 'tournament',
      id: 12,
    });
  });
  it('a match page takes its id from the slug', () => {
    expect(hintedTarget(hint('match'), 'a-b-9')).toEqual({ kind: 'match', id: 9 });
  });
  it('no hint, or an unusable one, leaves it to the lists', () => {
    expect(hintedTarget(null, 'england')).toBeNull();
    expect(hintedTarget(hint('category', []), 'england')).toBeNull();
  });
});
