// The language choice of a page that has a twin in the other language (issue 30): a click on the switch
// remembers the choice in a cookie, and an English page offers its Arabic twin, quietly, to a browser
// whose first language is Arabic and that has not chosen yet. Inline, outside the app: it works on pages
// that ship no script, and it never redirects (links and crawlers get the page they asked for).
import { ARABIC_SUGGESTION, type Locale } from '@academy/content';

/** The cookie that keeps the visitor's choice of language for a year. */
export const LANGUAGE_COOKIE = 'lang';

/** Remembers a choice made with the switch or the note's close button; shows the note when it applies. */
function chooseLanguage(cookie: string) {
  const d = document;
  const remember = (locale: string) => {
    d.cookie = `${cookie}=${locale};path=/;max-age=31536000;samesite=lax`;
  };
  const note = d.querySelector<HTMLElement>('[data-lang-suggest]');
  d.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>('[data-lang-switch]');
    if (link) remember(link.hreflang);
    if (note && target?.closest('[data-lang-dismiss]')) {
      remember('en');
      note.hidden = true;
    }
  });
  const chosen = new RegExp(`(?:^|; )${cookie}=`).test(d.cookie);
  if (note && !chosen && /^ar\b/i.test(navigator.languages?.[0] ?? navigator.language)) note.hidden = false;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What a page with a twin carries at the end of <body>: on an English page the note offering the Arabic
 * twin (hidden until the script shows it; fixed at the bottom, so showing it shifts nothing), and the
 * script. Empty for a page without a twin.
 */
export function languageChoice(locale: Locale, twin: string | undefined): string {
  if (!twin) return '';
  const note =
    locale === 'en'
      ? `<div data-lang-suggest hidden lang="ar" dir="rtl" role="region" aria-label="${ARABIC_SUGGESTION.label}" ` +
        'style="position:fixed;inset-inline:0;bottom:0;z-index:1500;background:#fff;border-top:1px solid #cbd5e0;' +
        'box-shadow:0 -2px 8px rgba(0,0,0,.08);padding:.75rem 1rem;text-align:center;font-size:1rem;color:#1a202c">' +
        `${ARABIC_SUGGESTION.text} <a href="${escapeAttribute(twin)}" hreflang="ar" data-lang-switch ` +
        `style="color:#234e52;font-weight:600;text-decoration:underline">${ARABIC_SUGGESTION.link}</a> ` +
        `<button type="button" data-lang-dismiss aria-label="${ARABIC_SUGGESTION.dismiss}" ` +
        'style="margin-inline-start:.75rem;min-width:2.75rem;min-height:2.75rem;border:0;background:none;' +
        'font-size:1.25rem;cursor:pointer;color:#1a202c">×</button></div>'
      : '';
  return `${note}<script>(${chooseLanguage})(${JSON.stringify(LANGUAGE_COOKIE)})</script>`;
}
