import type { MetaDescriptor } from 'react-router';
import { PROVIDER } from '@academy/content';

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
    // Admin screens and the not-found page have nothing for search engines.
    ...(options.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
