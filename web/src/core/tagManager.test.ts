import { afterEach, describe, expect, it } from 'vitest';
import { loadTagManager, tagManagerId } from './tagManager';

function name(id: string): void {
  const meta = document.createElement('meta');
  meta.name = 'tag-manager';
  meta.content = id;
  document.head.appendChild(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
});

describe('the tag manager', () => {
  it('loads nothing when the page names none, or names something else', () => {
    loadTagManager();
    name('"><script>');
    expect(tagManagerId()).toBeNull();
    loadTagManager();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the named container once, after starting its queue', () => {
    name('GTM-AB12CD3');
    loadTagManager();
    loadTagManager();
    const scripts = document.querySelectorAll<HTMLScriptElement>('script#tag-manager');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });
});
