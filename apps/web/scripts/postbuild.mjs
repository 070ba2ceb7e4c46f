// After `react-router build`: writes sitemap.xml and robots.txt beside the prerendered pages, then stores a
// Brotli and a gzip copy of every text asset so the server sends compressed files without compressing
// them again on each request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import content from '@academy/content';

const { PRERENDERED_PATHS, PROVIDER, ICH_LEVELS } = content;
const clientDir = process.argv[2] ?? 'build/client';

// /ich/levels shows one level per ?level= value; each is a page worth finding.
const ichLevelPaths = Object.keys(ICH_LEVELS ?? {})
  .filter((level) => level !== '1')
  .map((level) => `/ich/levels?level=${level}`);
const urls = [...PRERENDERED_PATHS, ...ichLevelPaths].map((path) =>
  new URL(path, PROVIDER.siteUrl).href.replaceAll('&', '&amp;'),
);
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.map((url) => `  <url><loc>${url}</loc></url>\n`).join('') +
    '</urlset>\n',
);
writeFileSync(
  join(clientDir, 'robots.txt'),
  [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /graphql',
    '',
    `Sitemap: ${new URL('/sitemap.xml', PROVIDER.siteUrl).href}`,
    '',
  ].join('\n'),
);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|map|ttf)$/;
const MIN_BYTES = 1024;
let files = 0;
const visit = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) visit(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size >= MIN_BYTES) {
      const body = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files += 1;
    }
  }
};
visit(clientDir);
console.log(`postbuild: sitemap.xml with ${urls.length} pages, robots.txt, ${files} files precompressed`);
