// Image URLs (spec section 7: "Images go through an image proxy and a CDN"; section 9: "Image
// quality: 65 for avif, 70 for webp, 80 otherwise"). With an image proxy configured
// (IMAGE_PROXY_URL, served in the site configuration), an image is asked of the proxy as
// `<proxy>?url=<the image's absolute URL>&w=<width>&f=<avif|webp|original>&q=<quality>`; without
// one, the image comes from the site as it is. README 'Image proxy' writes this shape down.

export type ImageFormat = 'avif' | 'webp' | 'original';

/** The spec's quality for a format. */
export function imageQuality(format: ImageFormat): number {
  switch (format) {
    case 'avif':
      return 65;
    case 'webp':
      return 70;
    default:
      return 80;
  }
}

export interface ImageUrlOptions {
  /** The proxy's URL; undefined or '': no proxy. */
  proxy?: string | undefined;
  /** The width in CSS pixels the image is shown at; the proxy scales it down to that. */
  width?: number | undefined;
  format?: ImageFormat;
  /** The site's origin, for images given as site paths (/media/x.png). */
  origin: string;
}

/** The URL to load an image from. Data URLs never go through the proxy. */
export function imageUrl(
  src: string,
  { proxy, width, format = 'original', origin }: ImageUrlOptions,
): string {
  if (!proxy || src.startsWith('data:')) return src;
  const query = new URLSearchParams({ url: new URL(src, origin).href });
  if (width !== undefined && width > 0) query.set('w', String(Math.round(width)));
  query.set('f', format);
  query.set('q', String(imageQuality(format)));
  return `${proxy}?${query.toString()}`;
}
