import { expect, test } from '@playwright/test';
import { ARABIC_PATHS, PRERENDERED_PATHS, PROVIDER, localePath } from '@academy/content';
import { latinWordsOf } from '../support/visible-words';

const url = (address: string) => new URL(address, PROVIDER.siteUrl).href.replaceAll('&', '&amp;');
const alternate = (hreflang: string, address: string) =>
  `<link rel="alternate" hreflang="${hreflang}" href="${url(address)}"/>`;

// Pages as the site serves them (rendered from the live data): no browser needed.
test('every Arabic page reads right to left, in Arabic, and names its English twin both ways', async ({
  request,
}) => {
  expect(ARABIC_PATHS).toHaveLength(PRERENDERED_PATHS.length);
  const problems: string[] = [];
  for (const english of PRERENDERED_PATHS) {
    const arabic = localePath(english, 'ar');
    const page = await request.get(arabic);
    expect(page.status(), arabic).toBe(200);
    const html = await page.text();
    if (!html.includes('<html lang="ar" dir="rtl"'))
      problems.push(`${arabic}: no <html lang="ar" dir="rtl">`);
    const latin = [...new Set(latinWordsOf(html))];
    if (latin.length > 0) problems.push(`${arabic}: Latin-script words ${latin.slice(0, 12).join(', ')}`);
    const twin = await (await request.get(english)).text();
    for (const [address, body] of [
      [arabic, html],
      [english, twin],
    ]) {
      for (const link of [alternate('en', english), alternate('ar', arabic), alternate('x-default', english)])
        if (!body.includes(link)) problems.push(`${address}: lacks ${link}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the sitemap lists both languages, and an unknown Arabic address gets the Arabic not-found page', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [...PRERENDERED_PATHS, ...ARABIC_PATHS])
    expect(sitemap).toContain(`<loc>${url(path)}</loc>`);
  const missing = await request.get('/ar/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<html lang="ar" dir="rtl"');
});
