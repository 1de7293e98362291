// The plain content blocks: text, image, button, page banner, iframe, speed dial, and the modal a
// button opens (drawn by the page, not in place).
import { useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CmsBlock } from '../../../api/types';
import { EntryLink } from '../../../core/embed/entry';
import { formStyles as f } from '../../../core/ui/forms';
import { Icon, useSpriteIcon } from '../../../core/ui/Icon';
import { Modal } from '../../../core/ui/Modal';
import { Picture } from '../Picture';
import { speedDialIconIds } from '../speedDial';
import { useTextLang, type TextLang } from '../../../core/textLang';
import { BlockTitle, type BlockProps } from '../../../core/contentBlocks';
import { OpenModalContext } from './types';
import styles from '../Cms.module.css';

/** A site path stays in the app (an auth route or the deposit page follows the embedded mode);
 * another site opens in a new tab, told nothing of this one. */
function BlockLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/'))
    return (
      <EntryLink to={href} className={className}>
        {children}
      </EntryLink>
    );
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Operator HTML, checked by the server against an allow-list and written out again
 * (internal/content safeHTML): text, emphasis, lists and links, nothing that runs. */
function SafeHtml({ html, className, lang }: { html: string; className?: string; lang?: TextLang }) {
  return <div className={className} {...lang} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function TextBlock({ block }: BlockProps) {
  const lang = useTextLang()(block.textLocales?.html);
  return <SafeHtml html={block.html ?? ''} className={styles.text} lang={lang} />;
}

/** The page's content column is at most this wide (Layout). */
const CONTENT_WIDTH = 960;

export function ImageBlock({ block }: BlockProps) {
  if (!block.image) return null;
  const picture = <Picture image={block.image} width={CONTENT_WIDTH} className={styles.image} />;
  return block.href ? <BlockLink href={block.href}>{picture}</BlockLink> : picture;
}

export function ButtonBlock({ block }: BlockProps) {
  const openModal = useContext(OpenModalContext);
  const lang = useTextLang()(block.textLocales?.label);
  const className = block.variant === 'secondary' ? f.secondary : f.primary;
  const label = <span {...lang}>{block.label}</span>;
  if (block.modal) {
    const id = block.modal;
    return (
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => openModal(id)}>
        {label}
      </button>
    );
  }
  return (
    <BlockLink href={block.href ?? '/'} className={`${className} ${styles.buttonLink}`}>
      {label}
    </BlockLink>
  );
}

/** A modal shows only when a button of the page opens it: then CmsPage draws it as PageModal. */
export function ModalBlock() {
  return null;
}

export function PageModal({ block, onClose }: BlockProps & { onClose: () => void }) {
  const langOf = useTextLang();
  return (
    <Modal
      name="cmsModal"
      title={<span {...langOf(block.textLocales?.title)}>{block.title}</span>}
      onClose={onClose}
      testId={`cms-modal-${block.id ?? ''}`}
    >
      <SafeHtml html={block.html ?? ''} className={styles.text} lang={langOf(block.textLocales?.html)} />
    </Modal>
  );
}

export function PageBannerBlock({ block }: BlockProps) {
  const langOf = useTextLang();
  if (!block.image) return null;
  const body = (
    <>
      <Picture image={block.image} width={CONTENT_WIDTH} className={styles.bannerImage} eager />
      {(block.title || block.html) && (
        <div className={styles.bannerText}>
          {block.title && <h2 {...langOf(block.textLocales?.title)}>{block.title}</h2>}
          {block.html && <SafeHtml html={block.html} lang={langOf(block.textLocales?.html)} />}
        </div>
      )}
    </>
  );
  return (
    <section className={styles.banner} data-testid="page-banner">
      {block.href ? (
        <BlockLink href={block.href} className={styles.bannerLink}>
          {body}
        </BlockLink>
      ) : (
        body
      )}
    </section>
  );
}

/** Another site in a frame: https only (the server refuses others), sandboxed so it runs in its own
 * origin and cannot navigate this page, open pop-ups that keep its rights, or submit forms here. */
export function IframeBlock({ block }: BlockProps) {
  if (!block.url?.startsWith('https://')) return null;
  return (
    <>
      <BlockTitle block={block} />
      <iframe
        className={styles.iframe}
        src={block.url}
        title={block.title ?? ''}
        height={block.height ?? 400}
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        allow="fullscreen"
      />
    </>
  );
}

/** A quick link's picture: the operator's own image, else the sprite icon of its page
 * (speedDialIconIds), else the label's first letter once the sprites turn out to have none. */
function DialIcon({ item }: { item: NonNullable<CmsBlock['items']>[number] }) {
  const id = useSpriteIcon(speedDialIconIds(item.href));
  if (item.icon) return <img src={item.icon} alt="" width={32} height={32} className={styles.dialIcon} />;
  if (id) return <Icon id={id} size={32} className={styles.dialIcon} />;
  return (
    <span className={styles.dialIcon} aria-hidden="true">
      {Array.from(item.label)[0]?.toUpperCase()}
    </span>
  );
}

/** A row of quick links, each an icon over its label. */
export function SpeedDialBlock({ block }: BlockProps) {
  const intl = useIntl();
  const langOf = useTextLang();
  return (
    <nav
      className={styles.speedDial}
      aria-label={block.title ?? intl.formatMessage({ id: 'cms.speed-dial', defaultMessage: 'Quick links' })}
    >
      <BlockTitle block={block} />
      <ul>
        {(block.items ?? []).map((item) => (
          <li key={item.href + item.label}>
            <BlockLink href={item.href} className={styles.dial}>
              <DialIcon item={item} />
              <span {...langOf(item.labelLocale)}>{item.label}</span>
            </BlockLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
