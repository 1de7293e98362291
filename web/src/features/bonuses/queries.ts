// The bonus calls of section 7 for the promotions page, the detail modal and the alerts, with the
// player's bearer token (api/client.ts). Reads answer in the page's locale; refusals (422) throw
// an ApiRequestError whose message key the forms translate (error.bonus.*).
import { api } from '../../api/client';
import { toApiError } from '../../api/request';
import type { components } from '../../api/schema';
import { BONUSES_KEY, LIST_PART, ONE_PART, RATING_PART, UNSEEN_KEY } from './keys';
import { pageSize, statusQuery, type Bonus, type BonusCollection, type StatusFilter } from './kinds';

export type BonusPage = components['schemas']['BonusPage'];
export type TournamentRating = components['schemas']['TournamentRating'];
export type Availability = 'all' | 'available';

export interface ListFilter {
  status: StatusFilter;
  availability: Availability;
}

export function listKey(collection: BonusCollection, filter: ListFilter, locale: string) {
  return [...BONUSES_KEY, LIST_PART, collection, filter.status, filter.availability, locale] as const;
}

export async function fetchList(
  collection: BonusCollection,
  filter: ListFilter,
  locale: string,
  page: number,
): Promise<BonusPage> {
  const { data, error, response } = await api.GET('/bonuses/{collection}', {
    params: {
      path: { collection },
      query: {
        locale,
        page,
        limit: pageSize(collection),
        availability: filter.availability,
        status: statusQuery(filter.status),
      },
    },
    // The contract's status list is comma-separated (style form, explode false).
    querySerializer: { array: { style: 'form', explode: false } },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export function unseenKey(locale: string) {
  return [...UNSEEN_KEY, locale] as const;
}

/** The alerts' bonuses: unseen and available now, every kind (up to 20 of each). */
export async function fetchUnseen(locale: string): Promise<Bonus[]> {
  const { data, error, response } = await api.GET('/bonuses', {
    params: { query: { unseen: true, available: true, limit_per_type: 20, locale } },
  });
  if (!data) throw toApiError(response.status, error);
  return data.items;
}

export function bonusKey(collection: BonusCollection, id: string, locale: string) {
  return [...BONUSES_KEY, ONE_PART, collection, id, locale] as const;
}

export async function fetchBonus(collection: BonusCollection, id: string, locale: string): Promise<Bonus> {
  const { data, error, response } = await api.GET('/bonuses/{collection}/{id}', {
    params: { path: { collection, id }, query: { locale } },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export function termsKey(collection: BonusCollection, id: string, locale: string) {
  return [...BONUSES_KEY, 'terms', collection, id, locale] as const;
}

export async function fetchTerms(collection: BonusCollection, id: string, locale: string): Promise<string> {
  const { data, error, response } = await api.GET('/bonuses/{collection}/{id}/terms', {
    params: { path: { collection, id }, query: { locale } },
  });
  if (!data) throw toApiError(response.status, error);
  return data.terms;
}

/** The rating's key names the campaign, so a tournament_pool_changed message finds it. */
export function ratingKey(campaignId: string, id: string) {
  return [...BONUSES_KEY, RATING_PART, campaignId, id] as const;
}

export async function fetchRating(id: string): Promise<TournamentRating> {
  const { data, error, response } = await api.GET('/bonuses/tournaments/{id}/rating', {
    params: { path: { id }, query: { limit: 20 } },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function activateBonus(id: string, locale: string): Promise<Bonus> {
  const { data, error, response } = await api.POST('/bonuses/{id}/activate', {
    params: { path: { id }, query: { locale } },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function boostFreebet(id: string, locale: string): Promise<Bonus> {
  const { data, error, response } = await api.POST('/bonuses/{id}/boost', {
    params: { path: { id }, query: { locale } },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function redeemPromoCode(code: string, locale: string): Promise<Bonus> {
  const { data, error, response } = await api.POST('/bonuses/promo-code', {
    params: { query: { locale } },
    body: { code },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

/** Marks bonuses seen, each with its kind as the item's type (POST /bonuses/mark-as-seen). */
export async function markSeen(bonuses: readonly Bonus[]): Promise<void> {
  if (bonuses.length === 0) return;
  const { error, response } = await api.POST('/bonuses/mark-as-seen', {
    body: { items: bonuses.map((b) => ({ id: b.id, type: b.type })) },
  });
  if (!response.ok) throw toApiError(response.status, error);
}
