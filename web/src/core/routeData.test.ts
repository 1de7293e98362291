// @vitest-environment node
import { describe, expect, it } from 'vitest';
import routeData from '../../../api/route-data.json';
import { pageRequests, REQUEST, shellRequests } from './routeData';

describe('route data', () => {
  it('fills the sport and id placeholders', () => {
    expect(pageRequests('sport', { sport: 'ice-hockey' })).toEqual([
      'GET /matches?limit=100&match_status=0,1&sort_by=start_time:asc&sport_key=ice-hockey',
      'GET /categories?sport_key=ice-hockey',
      'GET /tournaments?sport_key=ice-hockey',
    ]);
    expect(pageRequests('match', { id: 42 })).toEqual(['GET /matches/42', 'GET /matches/42/markets']);
  });
  it('the shell requests the app names are the file’s', () => {
    expect(shellRequests()).toEqual(expect.arrayContaining(Object.values(REQUEST)));
  });
  it('every page kind the app uses exists in the file', () => {
    for (const kind of ['home', 'live', 'cybersport', 'sport', 'category', 'tournament', 'match'] as const)
      expect(routeData[kind].length, kind).toBeGreaterThan(0);
  });
});
