// A CMS page (spec 'CMS page configuration'): the home page "/", an information page or a custom
// path, from GET /pages (inlined by the server into the first page). Its blocks show in order, each
// drawn by its kind's renderer (this page's own, blocks/kinds.ts, or the feature's that draws it,
// core/contentBlocks); those the visitor or player is not meant to see are left
// out (visibleBlocks); its style overrides set custom properties on its content and its footer flag
// sets the layout's footer while it shows.
import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { lazyWhenOnline } from '../../core/connection';
import { ApiRequestError } from '../../api/request';
import type { CmsBlock, CmsPage as Page } from '../../api/types';
import { usePrefs, type Theme } from '../../core/prefs';
import { pageRequests } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { useAuth } from '../../core/auth';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { ListState, NotFoundPage } from '../../core/ui/ErrorPages';
import { laterBlocks, type BlockRenderer } from '../../core/contentBlocks';
import { Part } from '../../core/parts';
import { useSlots } from '../../core/slots';
import { LabelBlock, LiveEventsBlock, PrematchEventsBlock } from './blocks/FirstScreen';
import type { ContentKind, FirstScreenKind } from './blocks/kinds';
import { OpenModalContext } from './blocks/types';
import { setFooterLayout } from './footerLayout';
import { usePlayerGroups } from './usePlayerGroups';
import { visibleBlocks } from './visibleBlocks';
import styles from './Cms.module.css';

/** The GET /pages request of a path: the string the server inlines under. */
export function cmsPageRequest(path: string): string {
  return pageRequests('content', { path })[0] ?? '';
}

/** The page's style overrides as custom properties (--accent...), which its blocks read: those of
 * both themes, then the colours of the shown one. */
function pageStyle(page: Page, theme: Theme): CSSProperties {
  const style = { ...page.style, ...page.themeStyle[theme] };
  return Object.fromEntries(Object.entries(style).map(([k, v]) => [`--${k}`, v])) as CSSProperties;
}

export function CmsPage({ path }: { path: string }) {
  const page = useApi<Page>(cmsPageRequest(path));
  const missing = page.error instanceof ApiRequestError && page.error.status === 404;
  useBodyPage(missing ? 'notFound' : path === '/' ? 'home' : 'content');
  usePageTitle(page.data?.title);
  const footer = page.data?.footer ?? 'full';
  useEffect(() => {
    setFooterLayout(footer);
    return () => setFooterLayout('full');
  }, [footer]);
  if (missing) return <NotFoundPage />;
  if (!page.data)
    return (
      <div className={styles.page} aria-busy={!page.isError}>
        {page.isError && (
          <Suspense fallback={null}>
            <ListState query={page} />
          </Suspense>
        )}
      </div>
    );
  return <Blocks page={page.data} />;
}

function Blocks({ page }: { page: Page }) {
  const signedIn = useAuth().status === 'LOGGED_IN';
  const groups = usePlayerGroups();
  const { theme } = usePrefs();
  const [openModal, setOpenModal] = useState<string | null>(null);
  const blocks = visibleBlocks(page.blocks, { signedIn, groups });
  const modal = blocks.find((b) => b.kind === 'modal' && b.id === openModal);
  return (
    <OpenModalContext.Provider value={setOpenModal}>
      <div
        className={styles.page}
        style={pageStyle(page, theme)}
        data-testid="cms-page"
        data-path={page.path}
      >
        {blocks.map((b, i) => (
          <Block key={b.id ?? `${b.kind}-${i}`} block={b} />
        ))}
      </div>
      {modal && (
        <Suspense fallback={null}>
          <PageModal block={modal} onClose={() => setOpenModal(null)} />
        </Suspense>
      )}
    </OpenModalContext.Provider>
  );
}

const contentBlocks = () => import('./blocks/ContentBlocks');

const PageModal = lazyWhenOnline(() => contentBlocks().then((m) => ({ default: m.PageModal })));

/** The kinds this page draws itself: the first screen's in this chunk, the plain content ones
 * loaded when a page has one. */
const OWN: Record<FirstScreenKind | ContentKind, BlockRenderer> = {
  label: LabelBlock,
  liveEvents: LiveEventsBlock,
  prematchEvents: PrematchEventsBlock,
  ...laterBlocks(contentBlocks, {
    text: (m) => m.TextBlock,
    image: (m) => m.ImageBlock,
    button: (m) => m.ButtonBlock,
    modal: (m) => m.ModalBlock,
    pageBanner: (m) => m.PageBannerBlock,
    iframe: (m) => m.IframeBlock,
    speedDial: (m) => m.SpeedDialBlock,
  }),
};

function Block({ block }: { block: CmsBlock }) {
  const others = useSlots().contentBlocks ?? {};
  const Renderer = Object.hasOwn(OWN, block.kind) ? OWN[block.kind as keyof typeof OWN] : others[block.kind];
  // A kind this front end does not know (a newer server's) shows nothing.
  if (!Renderer) return null;
  return (
    <div className={styles.block} data-testid="cms-block" data-kind={block.kind} data-block-id={block.id}>
      {/* A takeover draws each block in a task of its own (core/parts). */}
      <Suspense fallback={null}>
        <Part>
          <Renderer block={block} />
        </Part>
      </Suspense>
    </div>
  );
}
