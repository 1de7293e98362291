import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '../../domain/authStatus';
import { currentPlatform, isSitePath, isVisible, type NavItem } from './zones';

const item = (visibility: NavItem['visibility']): NavItem => ({ type: 'clock', visibility });

describe('navigation item visibility', () => {
  it.each<[NavItem['visibility'], AuthStatus, boolean]>([
    ['ALL', 'UNKNOWN', true],
    ['ALL', 'PENDING', true],
    ['ALL', 'LOGGED_IN', true],
    ['ALL', 'NOT_LOGGED_IN', true],
    ['LOGGED_IN', 'LOGGED_IN', true],
    ['LOGGED_IN', 'NOT_LOGGED_IN', false],
    ['LOGGED_IN', 'PENDING', false],
    ['LOGGED_IN', 'UNKNOWN', false],
    ['NOT_LOGGED_IN', 'NOT_LOGGED_IN', true],
    ['NOT_LOGGED_IN', 'LOGGED_IN', false],
    ['NOT_LOGGED_IN', 'PENDING', false],
    ['NOT_LOGGED_IN', 'UNKNOWN', false],
  ])('%s while %s: %s', (visibility, status, shown) => {
    expect(isVisible(item(visibility), status)).toBe(shown);
  });
});

describe('navigation links', () => {
  it.each([
    ['/promotions', true],
    ['/', true],
    ['//evil.example', false],
    ['https://casino.example', false],
  ])('%s is a site path: %s', (url, site) => {
    expect(isSitePath(url)).toBe(site);
  });

  it.each([
    [['https://casino.example', '/'], 1],
    [['/', 'https://casino.example'], 0],
    [['https://a.example', 'https://b.example'], -1],
  ])('the current platform of %j is %i', (urls, current) => {
    expect(currentPlatform(urls.map((url) => ({ label: url, url })))).toBe(current);
  });
});
