// Pure rules of the match statistics tab: patching the cached statistics and timeline from a
// statistics_changed message, the paired bars' shares, and where the live match tracker draws an
// event on its pitch or court.
import type { MatchStatistics, StatisticEvent, StatisticTotal } from '../../../api/types';

export const STATISTIC_TYPES = ['statistics', 'timeline'] as const;
export type StatisticType = (typeof STATISTIC_TYPES)[number];

/** The route-data request (and query key) of a match's statistics of a type. */
export const statisticsRequest = (matchId: number, type: StatisticType): string =>
  `GET /matches/${matchId}/${type}`;

const lastSeq = (events: readonly StatisticEvent[]): number => events[events.length - 1]?.seq ?? 0;

/** The cached `statistics` after a statistics_changed message: its totals and last event, unless
 * the cache already holds later ones (a message that arrived after a fresh fetch). */
export function patchStatistics(cached: MatchStatistics, msg: MatchStatistics): MatchStatistics {
  if (cached.match_id !== msg.match_id) return cached;
  if ((cached.last_event?.seq ?? 0) > (msg.last_event?.seq ?? 0)) return cached;
  return { match_id: msg.match_id, type: 'statistics', totals: msg.totals ?? [], last_event: msg.last_event };
}

/** The cached `timeline` after a statistics_changed message: its new events appended in order,
 * those already there left out; the same object when nothing is new. */
export function patchTimeline(cached: MatchStatistics, msg: MatchStatistics): MatchStatistics {
  const events = cached.events ?? [];
  const after = lastSeq(events);
  const fresh = (msg.events ?? []).filter((e) => e.seq > after);
  if (cached.match_id !== msg.match_id || fresh.length === 0) return cached;
  return { ...cached, events: [...events, ...fresh] };
}

/** Each side's share of a paired bar, in percent: possession as given, a count by its part of
 * both sides' sum; an even split with nothing recorded. */
export function shares(total: StatisticTotal): { home: number; away: number } {
  const sum = total.home + total.away;
  if (sum === 0) return { home: 50, away: 50 };
  const home = Math.round((100 * total.home) / sum);
  return { home, away: 100 - home };
}

/** The minute an event happened in, as football shows it (the 1st minute is 0:00 to 0:59). */
export const minuteOf = (matchTime: number): number => Math.floor(matchTime / 60) + 1;

/** The playing surface the tracker draws for a sport. */
export type Surface = 'pitch' | 'rink' | 'court' | 'tennis' | 'volleyball' | 'table' | 'arena';

const SURFACES: Record<string, Surface> = {
  football: 'pitch',
  'ice-hockey': 'rink',
  basketball: 'court',
  tennis: 'tennis',
  volleyball: 'volleyball',
  'table-tennis': 'table',
};

export const surfaceOf = (sportKey: string): Surface => SURFACES[sportKey] ?? 'arena';

/** Where the tracker marks an event, on a field 100 wide and 64 high on which the home side
 * attacks towards x = 100 (the end on the right; a right-to-left page mirrors the drawing).
 * `attack`: an arrow comes from midfield; `flash`: the goal (score) flashes. */
export interface Spot {
  x: number;
  y: number;
  attack: boolean;
  flash: boolean;
}

/** Spots by event kind for the side that attacks towards x = 100; the away side's are mirrored. */
const SPOTS: Record<string, Omit<Spot, 'y'> & { y?: number }> = {
  goal: { x: 96, attack: true, flash: true },
  shot_on_target: { x: 86, attack: true, flash: false },
  shot_off_target: { x: 84, attack: true, flash: false },
  save: { x: 88, attack: true, flash: false },
  corner: { x: 100, attack: true, flash: false },
  foul: { x: 58, attack: false, flash: false },
  yellow_card: { x: 58, attack: false, flash: false },
  red_card: { x: 58, attack: false, flash: false },
  penalty: { x: 50, attack: false, flash: false },
  two_pointer: { x: 86, attack: true, flash: true },
  three_pointer: { x: 72, attack: true, flash: true },
  free_throw: { x: 80, y: 32, attack: false, flash: true },
  rebound: { x: 90, attack: false, flash: false },
  // Set sports: a side's points land in the other's half.
  ace: { x: 78, attack: true, flash: true },
  double_fault: { x: 45, attack: false, flash: false },
  break: { x: 75, y: 32, attack: true, flash: true },
  service_error: { x: 45, attack: false, flash: false },
  block: { x: 52, attack: false, flash: true },
  service_point: { x: 75, attack: true, flash: false },
  return_point: { x: 75, attack: true, flash: false },
  pistol_round: { x: 80, y: 32, attack: true, flash: true },
  round_ace: { x: 80, attack: true, flash: true },
  first_blood: { x: 60, attack: true, flash: true },
  roshan: { x: 50, y: 20, attack: false, flash: true },
};

/** Lanes across the field, picked by the event's number so that successive events do not stack. */
const LANES = [20, 32, 44];

/** Where the tracker marks an event. A corner goes to a corner flag of the attacked end; a double
 * fault or a service error is the server's own mistake, at the net on their side. */
export function spotOf(event: StatisticEvent): Spot {
  const s = SPOTS[event.kind] ?? { x: 70, attack: false, flash: false };
  let y = s.y ?? LANES[event.seq % LANES.length] ?? 32;
  if (event.kind === 'corner') y = event.seq % 2 === 0 ? 1 : 63;
  const x = event.team === 'home' ? s.x : 100 - s.x;
  return { x, y, attack: s.attack, flash: s.flash };
}

/** The tracker's attack arrow from the centre spot to just short of an event's spot: its line's
 * end and its head's three corners, as SVG points. */
export function attackArrow(spot: Spot): { x2: number; y2: number; head: string } {
  const [x1, y1] = [50, 32];
  const dx = spot.x - x1;
  const dy = spot.y - y1;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const tip = { x: spot.x - ux * 3.5, y: spot.y - uy * 3.5 };
  const base = { x: tip.x - ux * 3, y: tip.y - uy * 3 };
  const r = (n: number) => Math.round(n * 10) / 10;
  const head = [
    tip,
    { x: base.x - uy * 1.6, y: base.y + ux * 1.6 },
    { x: base.x + uy * 1.6, y: base.y - ux * 1.6 },
  ]
    .map((p) => `${r(p.x)},${r(p.y)}`)
    .join(' ');
  return { x2: r(base.x), y2: r(base.y), head };
}
