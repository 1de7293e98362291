import { describe, expect, it } from 'vitest';
import { CREST_FALLBACK, crestFailed } from './crest';

describe('crestFailed', () => {
  it('gives way to the fallback crest, then to nothing in the same box', () => {
    const img = document.createElement('img');
    img.src = '/crests/v1/hoops-1d428a-f2c200.svg';
    img.width = img.height = 16;
    crestFailed({ currentTarget: img });
    expect(img.getAttribute('src')).toBe(CREST_FALLBACK);
    expect(img.style.visibility).toBe('');
    crestFailed({ currentTarget: img });
    expect(img.getAttribute('src')).toBe(CREST_FALLBACK);
    expect(img.style.visibility).toBe('hidden');
    expect([img.width, img.height, img.hidden]).toEqual([16, 16, false]);
  });
});
