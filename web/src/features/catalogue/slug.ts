// /{sport}/{slug} names a category, a league or a match (spec section 2). Category and league
// slugs come from the sport's lists; a match slug ends in -{matchId}. When the server rendered the
// page it already said which (the inlined page kind), and the first paint needs no lists.
import type { Category, Tournament } from '../../api/types';
import type { PageHint } from '../../core/initialData';

export type SlugTarget =
  | { kind: 'category'; id: number }
  | { kind: 'tournament'; id: number }
  | { kind: 'match'; id: number }
  | { kind: 'error' }
  | { kind: 'unknown' };

/** The match id at the end of a match slug, if any. */
export function matchIdOf(slug: string): number | undefined {
  const id = /-(\d+)$/.exec(slug)?.[1];
  return id ? Number(id) : undefined;
}

/** Resolves a slug against the sport's categories and leagues, then as a match slug. */
export function resolveSlug(
  slug: string,
  categories: readonly Pick<Category, 'id' | 'slug'>[],
  tournaments: readonly Pick<Tournament, 'id' | 'slug'>[],
): SlugTarget {
  const category = categories.find((c) => c.slug === slug);
  if (category) return { kind: 'category', id: category.id };
  const tournament = tournaments.find((t) => t.slug === slug);
  if (tournament) return { kind: 'tournament', id: tournament.id };
  const id = matchIdOf(slug);
  return id !== undefined ? { kind: 'match', id } : { kind: 'unknown' };
}

function idFromRequests(requests: readonly string[], pattern: RegExp): number | undefined {
  for (const r of requests) {
    const id = pattern.exec(r)?.[1];
    if (id) return Number(id);
  }
  return undefined;
}

/** What the server's page hint says the slug is; null when the hint is missing or unusable. */
export function hintedTarget(hint: PageHint | null, slug: string): SlugTarget | null {
  if (!hint) return null;
  switch (hint.page) {
    case 'notFound':
      return { kind: 'unknown' };
    case 'error':
      return { kind: 'error' };
    case 'category': {
      const id = idFromRequests(hint.requests, /^GET \/categories\/(\d+)$/);
      return id === undefined ? null : { kind: 'category', id };
    }
    case 'tournament': {
      const id = idFromRequests(hint.requests, /^GET \/tournaments\/(\d+)$/);
      return id === undefined ? null : { kind: 'tournament', id };
    }
    case 'match': {
      const id = matchIdOf(slug);
      return id === undefined ? null : { kind: 'match', id };
    }
    default:
      return null;
  }
}
