import type { MetaDescriptor } from 'react-router';
import { PROVIDER } from '@academy/content';

/** The picture link previews show (1200 × 630, apps/web/public). */
const SHARE_IMAGE = { path: '/images/og/site.jpg', width: 1200, height: 630 } as const;

/** The <title>, description and Open Graph tags of one page: "<Page> | <provider name>". */
export function pageMeta(
  page: string,
  description: string,
  options: { noIndex?: boolean } = {},
): MetaDescriptor[] {
  const title = `${page} | ${PROVIDER.name}`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: PROVIDER.name },
    // Link previews need an absolute address: the public site's, not the host that built the page.
    { property: 'og:image', content: new URL(SHARE_IMAGE.path, PROVIDER.siteUrl).href },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: PROVIDER.name },
    { name: 'twitter:card', content: 'summary_large_image' },
    // Admin screens and the not-found page have nothing for search engines.
    ...(options.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
