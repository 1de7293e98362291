import { describe, expect, it } from 'vitest';
import { pageRequests } from '../../core/routeData';
import { listRequest } from './listRequests';

describe('listRequest', () => {
  it('asks for the home page what the server inlined', () => {
    const [live, upcoming] = pageRequests('home');
    expect(listRequest('liveEvents', {})).toBe(live);
    expect(listRequest('prematchEvents', {})).toBe(upcoming);
  });

  it("shares a sport's top and outrights lists with the sport's pages", () => {
    expect(listRequest('topEvents', { sport: 'football' })).toBe(
      pageRequests('sportTop', { sport: 'football' })[0],
    );
    expect(listRequest('outrights', { sport: 'football' })).toBe(
      pageRequests('sportOutrights', { sport: 'football' })[0],
    );
  });

  it.each([
    [
      'liveEvents',
      { sport: 'tennis', limit: 5 },
      'GET /matches?limit=5&match_status=1&sort_by=sport_priority:desc,start_time:asc&sport_key=tennis',
    ],
    [
      'prematchEvents',
      { limit: 10 },
      'GET /matches?limit=10&match_status=0&sort_by=start_time:asc&type=match',
    ],
    [
      'topEvents',
      {},
      'GET /matches?limit=30&match_status=0,1&sort_by=tournament_priority:desc,start_time:asc&type=match',
    ],
  ] as const)('%s %o', (kind, block, want) => expect(listRequest(kind, block)).toBe(want));
});
