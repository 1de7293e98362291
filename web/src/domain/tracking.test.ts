import { describe, expect, it } from 'vitest';
import { mergeTrackingTags, parseTrackingTags, takeTrackingTags } from './tracking';

describe('takeTrackingTags', () => {
  it.each([
    ['', {}, '', false],
    ['?sport=1', {}, '?sport=1', false],
    ['?ctag=aff1', { ctag: 'aff1' }, '', true],
    ['?page=2&btag=b1&gclid=g-9&x=y', { btag: 'b1', gclid: 'g-9' }, '?page=2&x=y', true],
    [
      '?ctag=c&btag=b&stag=s&qtag=q&gclid=g',
      { ctag: 'c', btag: 'b', stag: 's', qtag: 'q', gclid: 'g' },
      '',
      true,
    ],
    ['?stag=&time=today', {}, '?time=today', true],
    ['?qtag=a%20b', { qtag: 'a b' }, '', true],
    ['?CTAG=upper', {}, '?CTAG=upper', false],
  ])('%j gives %j and %j', (search, tags, rest, found) => {
    expect(takeTrackingTags(search)).toEqual({ tags, search: rest, found });
  });
});

describe('saved tags', () => {
  it('newer tags replace older ones tag by tag', () => {
    expect(mergeTrackingTags({ ctag: 'old', btag: 'b' }, { ctag: 'new' })).toEqual({
      ctag: 'new',
      btag: 'b',
    });
  });

  it.each([
    [null, {}],
    ['oops', {}],
    ['[1]', {}],
    ['{"ctag":"c","gclid":5,"other":"x","stag":""}', { ctag: 'c' }],
  ])('reads %j as %j', (raw, want) => {
    expect(parseTrackingTags(raw)).toEqual(want);
  });
});
