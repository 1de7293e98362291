import { describe, expect, it } from 'vitest';
import { speedDialIconIds } from './speedDial';

describe('speed dial icons', () => {
  it.each([
    ['/football', ['sport-football', 'icon-football']],
    ['/football/top', ['sport-football', 'icon-top']],
    ['/live', ['sport-live', 'icon-live']],
    ['/profile/bets', ['sport-profile', 'icon-bets']],
    ['/help-center?topic=limits#deposit', ['sport-help-center', 'icon-help-center']],
    ['/', ['icon-home']],
    ['https://casino.example/slots', []],
    ['//evil.example/x', []],
  ])('%s → %j', (href, ids) => {
    expect(speedDialIconIds(href)).toEqual(ids);
  });
});
