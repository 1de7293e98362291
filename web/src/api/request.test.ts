import { afterEach, describe, expect, it, vi } from 'vitest';
import { runRequest } from './request';

describe('route-data requests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = '';
  });

  it("ask in the page's language, so that the catalogue's names come translated", async () => {
    const fetchMock = vi.fn(async () => new Response('{"data":[]}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    for (const lang of ['fr', 'ar', '']) {
      document.documentElement.lang = lang;
      await runRequest('GET /sports');
      const init = fetchMock.mock.lastCall?.at(1) as RequestInit | undefined;
      const headers = new Headers(init?.headers);
      expect(headers.get('Accept-Language')).toBe(lang || null);
    }
  });
});
