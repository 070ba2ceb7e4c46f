import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';

type PageLinkProps = { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * A link to a page of the site: the router's (a client navigation) in the app, a plain link in an island
 * (app/islands), which has no router.
 */
export function PageLink({ to, ...props }: PageLinkProps) {
  return useInRouterContext() ? <RouterLink to={to} {...props} /> : <a href={to} {...props} />;
}
