// The notification calls of section 7 with the player's bearer token (api/client.ts); texts come
// in the page's language (the client's Accept-Language).
import { api } from '../../api/client';
import { toApiError } from '../../api/request';
import type { NotificationList } from './rules';

/** Notifications per page of the list. */
export const PAGE_SIZE = 10;

export async function fetchUnread(): Promise<number> {
  const { data, error, response } = await api.GET('/notifications/counters');
  if (!data) throw toApiError(response.status, error);
  return data.unread;
}

export async function fetchPage(page: number): Promise<NotificationList> {
  const { data, error, response } = await api.GET('/notifications', {
    params: { query: { page, limit: PAGE_SIZE } },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

/** Marks notifications read; answers the unread count after. */
export async function readNotifications(ids: number[] | 'all'): Promise<number> {
  const { data, error, response } =
    ids === 'all'
      ? await api.POST('/notifications/read-all')
      : await api.POST('/notifications/read', { body: { ids } });
  if (!data) throw toApiError(response.status, error);
  return data.unread;
}
