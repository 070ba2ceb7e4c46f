import { PROVIDER } from '@academy/content';

/** One tag of a page's <head>: its <title> or a <meta name|property=… content=…>. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  /** The page's one true address when it has several (e.g. /level-two is /level/2); default: its own. */
  | { canonicalPath: string };

/** The picture link previews show (1200 × 630, apps/web/public). */
const SHARE_IMAGE = {
  path: '/images/og/site.jpg',
  width: 1200,
  height: 630,
} as const;

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
    {
      property: 'og:image',
      content: new URL(SHARE_IMAGE.path, PROVIDER.siteUrl).href,
    },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: PROVIDER.name },
    { name: 'twitter:card', content: 'summary_large_image' },
    // Admin screens and the not-found page have nothing for search engines.
    ...(options.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The <head> markup of a prerendered page: its meta tags plus, for a page with an address, its canonical one. */
export function metaToHtml(descriptors: readonly MetaDescriptor[], pathname?: string): string {
  let canonical = pathname === undefined ? undefined : new URL(pathname, PROVIDER.siteUrl).href;
  const tags = descriptors.flatMap((descriptor) => {
    if ('canonicalPath' in descriptor) {
      canonical = new URL(descriptor.canonicalPath, PROVIDER.siteUrl).href;
      return [];
    }
    if ('title' in descriptor) return `<title>${escapeHtml(descriptor.title)}</title>`;
    const [attribute, key] =
      'name' in descriptor ? ['name', descriptor.name] : ['property', descriptor.property];
    return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(descriptor.content)}"/>`;
  });
  if (canonical !== undefined) {
    tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}"/>`);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}"/>`);
  }
  return tags.join('');
}

/** After a client-side navigation: the new screen's title, meta tags and address replace the previous screen's. */
export function applyMeta(descriptors: readonly MetaDescriptor[], pathname: string): void {
  let canonical = new URL(pathname, PROVIDER.siteUrl).href;
  for (const descriptor of descriptors) {
    if ('canonicalPath' in descriptor) {
      canonical = new URL(descriptor.canonicalPath, PROVIDER.siteUrl).href;
    } else if ('title' in descriptor) {
      document.title = descriptor.title;
    } else if ('name' in descriptor) {
      headMeta('name', descriptor.name).content = descriptor.content;
    } else {
      headMeta('property', descriptor.property).content = descriptor.content;
    }
  }
  headMeta('property', 'og:url').content = canonical;
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (link) link.href = canonical;
  // A page without noindex must not keep the previous page's.
  if (!descriptors.some((descriptor) => 'name' in descriptor && descriptor.name === 'robots')) {
    document.head.querySelector('meta[name="robots"]')?.remove();
  }
}

/** The <meta> tag with this name or property, created when the page has none yet. */
function headMeta(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${CSS.escape(key)}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  return tag;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
