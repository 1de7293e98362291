// The cookie notice (the spec's cookie drawer): it stays until the visitor accepts (it does not
// close by itself), and is not shown again once consent is stored (Furniture decides).
import { useId, useLayoutEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './Furniture.module.css';

/** The notice the server painted (internal/firstpaint), shown until this one comes; a press of
 * its Accept is kept by the page's script (web/index.html). */
type PaintedNotice = HTMLElement & { accepted?: boolean };

export default function CookieNotice({ onAccept }: { onAccept: () => void }) {
  const titleId = useId();
  // Takes the painted notice's place before the next frame; accepted there, accepted here.
  useLayoutEffect(() => {
    const painted = Array.from(document.querySelectorAll<PaintedNotice>('[data-paint-notice]'));
    painted.forEach((n) => n.remove());
    if (painted.some((n) => n.accepted)) onAccept();
  }, [onAccept]);
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="cookie-notice">
      <p className={styles.text}>
        <strong id={titleId} className={styles.title}>
          <FormattedMessage id="cookies.title" defaultMessage="Cookies" />
        </strong>
        <FormattedMessage
          id="cookies.description"
          defaultMessage="We use cookies to keep you signed in, remember your settings and understand how the site is used."
        />
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onAccept}>
          <FormattedMessage id="cookies.accept" defaultMessage="Accept" />
        </button>
      </div>
    </section>
  );
}
