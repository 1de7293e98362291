// Matches as they are now, with all their markets (GET /matches/{id} and its markets, the spec's
// limit of 500), for rebuilding a slip from fresh data: a shared slip, or the slip kept over a
// reload. A match that is gone is left out.
import { api } from '../../api/client';
import type { MatchSnapshot } from '../../domain/ticket/updates';

export async function matchSnapshots(ids: Iterable<number>): Promise<Map<number, MatchSnapshot>> {
  const out = new Map<number, MatchSnapshot>();
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const [m, mk] = await Promise.all([
        api.GET('/matches/{id}', { params: { path: { id } } }),
        api.GET('/matches/{id}/markets', { params: { path: { id }, query: { limit: 500 } } }),
      ]);
      if (m.data && mk.data) out.set(id, { match: m.data, markets: mk.data.data });
    }),
  );
  return out;
}
