import { describe, expect, it } from 'vitest';
import { imageQuality, imageUrl } from './imageUrl';

const origin = 'https://bets.example.com';

describe('imageQuality', () => {
  it.each([
    ['avif', 65],
    ['webp', 70],
    ['original', 80],
  ] as const)('%s → %d', (format, q) => expect(imageQuality(format)).toBe(q));
});

describe('imageUrl', () => {
  it.each([
    ['no proxy: the image itself', '/media/banner.png', { origin }, '/media/banner.png'],
    [
      'a site path through the proxy, as avif',
      '/media/banner.png',
      { origin, proxy: 'https://img.example.com/r', width: 640, format: 'avif' as const },
      'https://img.example.com/r?url=https%3A%2F%2Fbets.example.com%2Fmedia%2Fbanner.png&w=640&f=avif&q=65',
    ],
    [
      'as webp',
      '/media/banner.png',
      { origin, proxy: 'https://img.example.com/r', width: 640, format: 'webp' as const },
      'https://img.example.com/r?url=https%3A%2F%2Fbets.example.com%2Fmedia%2Fbanner.png&w=640&f=webp&q=70',
    ],
    [
      'the original format, without a width',
      'https://cdn.example.com/a.jpg',
      { origin, proxy: 'https://img.example.com/r' },
      'https://img.example.com/r?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg&f=original&q=80',
    ],
    [
      'a data URL never goes through the proxy',
      'data:image/svg+xml,x',
      { origin, proxy: 'https://img.example.com/r', format: 'avif' as const },
      'data:image/svg+xml,x',
    ],
  ])('%s', (_, src, opts, want) => expect(imageUrl(src, opts)).toBe(want));
});
