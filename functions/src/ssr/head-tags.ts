// The <head> of a rendered page: title, description, canonical and hreflang addresses, Open Graph
// and Twitter cards. Built here from what the page reported (PageHead), not by React, so that the
// page's own markup stays what the browser hydrates.
import { canonicalUrl } from '@domain/canonical-url';
import { imageUrlAtLeast, OG_IMAGE_MIN_WIDTH } from '@domain/image-sizes';
import type { Language } from '@domain/language';
import type { PageHead } from '@domain/page-render';

/** The shop's own picture for pages without one: 1200 × 630, the size link previews prefer. */
const DEFAULT_PREVIEW_IMAGE = '/og-image.png';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

interface HeadInput {
  head: PageHead;
  origin: string;
  pathname: string;
  language: Language;
  status: 200 | 404;
  siteName: string;
}

export function headTags({ head, origin, pathname, language, status, siteName }: HeadInput): string {
  const url = canonicalUrl(origin, pathname, language);
  // Previews want a picture 600 px wide or more: a stored picture's wide copy, else the shop's own.
  const image = absolute(origin, imageUrlAtLeast(head.image, OG_IMAGE_MIN_WIDTH) ?? DEFAULT_PREVIEW_IMAGE);
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(status === 404
      ? [meta('name', 'robots', 'noindex')]
      : [
          `<link rel="canonical" href="${escapeHtml(url)}">`,
          `<link rel="alternate" hreflang="uk" href="${escapeHtml(canonicalUrl(origin, pathname, 'ua'))}">`,
          `<link rel="alternate" hreflang="en" href="${escapeHtml(canonicalUrl(origin, pathname, 'en'))}">`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonicalUrl(origin, pathname, 'ua'))}">`,
        ]),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', language === 'en' ? 'en_US' : 'uk_UA'),
    meta('property', 'og:locale:alternate', language === 'en' ? 'uk_UA' : 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  return tags.join('\n    ');
}
