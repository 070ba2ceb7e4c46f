import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import { sitePath } from '../site-locale';

type PageLinkProps = { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * A link to a page of the site (an address of the route table): the router's (a client navigation) in
 * the app, a plain link in an island (app/islands), which has no router; either way to the page in the
 * site's language (the router's basename puts the Arabic site's under /ar).
 */
export function PageLink({ to, ...props }: PageLinkProps) {
  return useInRouterContext() ? <RouterLink to={to} {...props} /> : <a href={sitePath(to)} {...props} />;
}
