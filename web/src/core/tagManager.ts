// The operator's tag manager (System info's tag-manager id, TAG_MANAGER_ID): the page names it in
// a meta tag, and it loads once the visitor has handled the cookie notice. The container reads
// the same window.dataLayer the site's own events go to (analytics.ts), so nothing is lost before.
import { track } from './analytics';

/** The container id the page names, if any. */
export function tagManagerId(doc: Document = document): string | null {
  const id = doc.querySelector<HTMLMetaElement>('meta[name="tag-manager"]')?.content ?? '';
  return /^GTM-[A-Z0-9]+$/.test(id) ? id : null;
}

/** Loads the container once; later calls do nothing. */
export function loadTagManager(doc: Document = document): void {
  const id = tagManagerId(doc);
  if (!id || doc.getElementById('tag-manager')) return;
  track('gtm.js', { 'gtm.start': Date.now() });
  const script = doc.createElement('script');
  script.id = 'tag-manager';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  doc.head.appendChild(script);
}
