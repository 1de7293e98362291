import { describe, expect, it } from 'vitest';
import type { CmsBlock } from '../../api/types';
import { visibleBlocks, type Viewer } from './visibleBlocks';

const block = (id: string, restrictions: Partial<CmsBlock['restrictions']> = {}): CmsBlock => ({
  kind: 'label',
  id,
  text: id,
  restrictions: { auth: 'ALL', groups: [], hiddenForGroups: [], ...restrictions },
});

const visitor: Viewer = { signedIn: false, groups: [] };
const player: Viewer = { signedIn: true, groups: [] };
const vip: Viewer = { signedIn: true, groups: ['vip', 'sports'] };

describe('visibleBlocks', () => {
  it.each<[string, Partial<CmsBlock['restrictions']>, Viewer, boolean]>([
    ['everyone: a visitor', {}, visitor, true],
    ['everyone: a player', {}, player, true],
    ['signed in: a visitor', { auth: 'LOGGED_IN' }, visitor, false],
    ['signed in: a player', { auth: 'LOGGED_IN' }, player, true],
    ['visitors: a visitor', { auth: 'NOT_LOGGED_IN' }, visitor, true],
    ['visitors: a player', { auth: 'NOT_LOGGED_IN' }, player, false],
    ['a group: a visitor', { groups: ['vip'] }, visitor, false],
    ['a group: a player in no group', { groups: ['vip'] }, player, false],
    ['a group: a player in it', { groups: ['vip'] }, vip, true],
    ['one of two groups', { groups: ['high-rollers', 'sports'] }, vip, true],
    ['hidden for a group: a player in it', { hiddenForGroups: ['sports'] }, vip, false],
    ['hidden for a group: a player not in it', { hiddenForGroups: ['blocked'] }, vip, true],
    ['hidden for a group: a visitor', { hiddenForGroups: ['blocked'] }, visitor, true],
    [
      'in a group and hidden for another of theirs',
      { groups: ['vip'], hiddenForGroups: ['sports'] },
      vip,
      false,
    ],
    ['signed in and a group: a player in it', { auth: 'LOGGED_IN', groups: ['vip'] }, vip, true],
  ])('%s', (_, restrictions, viewer, shown) => {
    expect(visibleBlocks([block('a', restrictions)], viewer)).toHaveLength(shown ? 1 : 0);
  });

  it('keeps the page order', () => {
    const blocks = [
      block('a'),
      block('b', { auth: 'LOGGED_IN' }),
      block('c'),
      block('d', { auth: 'NOT_LOGGED_IN' }),
    ];
    expect(visibleBlocks(blocks, visitor).map((b) => b.id)).toEqual(['a', 'c', 'd']);
    expect(visibleBlocks(blocks, player).map((b) => b.id)).toEqual(['a', 'b', 'c']);
  });
});
