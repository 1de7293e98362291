// A content image (spec sections 7-9): through the image proxy when one is configured, as avif and
// webp where the browser takes them (quality 65 and 70) and the original format otherwise (80);
// when it fails to load, the block's fallback image, else the site's; when that fails too, nothing
// (never a broken-image icon).
import { useState } from 'react';
import type { CmsImage } from '../../api/types';
import { useSiteConfig } from '../../core/siteConfig';
import { imageUrl } from './imageUrl';
import { useTextLang } from '../../core/textLang';

/** The site's fallback: a plain panel in the theme's muted colour, which cannot fail to load. */
export const SITE_FALLBACK_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%23888' fill-opacity='.25'/%3E%3C/svg%3E";

/** The images to try in turn. */
export function imageChain(image: Pick<CmsImage, 'src' | 'fallback'>): string[] {
  return [image.src, image.fallback ?? SITE_FALLBACK_IMAGE];
}

export function Picture({
  image,
  width,
  className,
  eager = false,
}: {
  image: CmsImage;
  /** The most CSS pixels wide it is shown at. */
  width: number;
  className?: string;
  eager?: boolean;
}) {
  const proxy = useSiteConfig().imageProxyUrl;
  // An alt text in another language than the page's is read in its own (textLang).
  const altLang = useTextLang()(image.altLocale);
  const chain = imageChain(image);
  const [step, setStep] = useState(0);
  const src = chain[step];
  if (src === undefined) return null;
  const origin = window.location.origin;
  // Twice the width for sharp images on high-density screens.
  const url = (format: 'avif' | 'webp' | 'original') =>
    imageUrl(src, { proxy, width: width * 2, format, origin });
  return (
    <picture key={step} className={className} data-testid="cms-picture">
      {proxy && !src.startsWith('data:') && (
        <>
          <source type="image/avif" srcSet={url('avif')} />
          <source type="image/webp" srcSet={url('webp')} />
        </>
      )}
      <img
        src={url('original')}
        alt={image.alt}
        {...altLang}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setStep((s) => s + 1)}
      />
    </picture>
  );
}
