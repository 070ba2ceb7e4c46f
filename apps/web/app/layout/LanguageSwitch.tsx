import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, PRERENDERED_PATHS, SITE_LOCALE, localePath } from '@academy/content';

/**
 * The address of this page's twin in the other language, or undefined for a page without one (the
 * admin, a private page): the route's own address, or its query variant ('/ich/levels?level=2').
 */
export function useTwinAddress(): string | undefined {
  const { pathname, search } = useLocation();
  const address = [pathname + search, pathname].find((candidate) => PRERENDERED_PATHS.includes(candidate));
  return address && localePath(address, SITE_LOCALE === 'ar' ? 'en' : 'ar');
}

/**
 * The switch to the same page in the other language: a plain link (the other language is another
 * build), named in its own language; render/language-choice.ts remembers the choice when it is used.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const twin = useTwinAddress();
  if (!twin) return null;
  const other = SITE_LOCALE === 'ar' ? 'en' : 'ar';
  return (
    <a href={twin} hrefLang={other} lang={other} data-lang-switch="" className={className}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
