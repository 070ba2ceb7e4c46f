import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, type Plugin, defineConfig } from 'vite';
import { graphqlDocumentImports } from './scripts/graphql-document-imports';

/** Chakra UI's theme modules one by one: its theme barrel would put every recipe into every page. */
const chakraThemeDir = fileURLToPath(
  new URL('../../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url),
);

/** The libs are consumed as TypeScript source, so the web build never waits on their dist output. */
const libSource = (name: string) =>
  fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

/**
 * The language of the site this build is for (issue 30): SITE_LOCALE=ar builds the Arabic site, whose
 * '@academy/content' is the Arabic content (libs/content/src/ar/site.ts), into build/client-ar and
 * build/server-ar; scripts/prerender.mjs puts its pages under /ar beside the English ones.
 */
const arabic = process.env.SITE_LOCALE === 'ar';
const contentSource = arabic
  ? fileURLToPath(new URL('../../libs/content/src/ar/site.ts', import.meta.url))
  : libSource('content');

/** Today where the provider is (Gulf Standard Time), as YYYY-MM-DD: the build's "published on" day. */
const publishedOn = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dubai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());

/**
 * Chakra's createSystem builds the global CSS (preflight, global styles and a CSS variable for every
 * token) eagerly, the slowest part of the first script task on a phone. The prerendered pages already
 * carry that CSS in their <head>, so the browser needs it only on client-only pages: this makes
 * `system._global` a getter computed on first use. The exact source text is checked, so a Chakra
 * upgrade that changes it fails the build instead of silently dropping the patch.
 */
function lazyChakraGlobalCss(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  return {
    name: 'lazy-chakra-global-css',
    transform(code, id) {
      if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id))
        return undefined;
      if (!code.includes(eager) || !code.includes('    _global,\n')) {
        throw new Error(
          'lazy-chakra-global-css: Chakra createSystem changed; update the patch in vite.config.mts',
        );
      }
      return code
        .replace(eager, 'let _global;')
        .replace(
          '    _global,\n',
          '    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n',
        );
    },
  };
}

/**
 * The client build's entries: the app (index.html) and each island (app/islands/{name}.ts[x]), which a page
 * that ships no React loads on its own when a visitor uses it (scripts/prerender.mjs).
 */
const islandsDir = fileURLToPath(new URL('app/islands/', import.meta.url));
const clientInput = {
  index: 'index.html',
  ...Object.fromEntries(
    readdirSync(islandsDir)
      // Beside the islands: their shared parts (island-*.ts), what one loads later (*.view.tsx), tests.
      .filter((file) => /^[a-z-]+\.tsx?$/.test(file) && !file.startsWith('island-'))
      .map((file) => [`island-${file.replace(/\.tsx?$/, '')}`, `app/islands/${file}`]),
  ),
};

/** Paths the API server on :3000 answers; in development Vite forwards them there. */
const API_PATHS = ['/graphql', '/api', '/healthz', '/awakenLimitlessHuman', '/videos'];

/** Chakra's dependencies mark modules "use client", which means nothing in an app without server components. */
const quietDirectives: BuildOptions['rollupOptions'] = {
  onwarn(warning, warn) {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
  },
};

/**
 * Two builds: the browser bundle (build/client, with a manifest of chunks) and, with --ssr, the renderer:
 * scripts/prerender.mjs runs it once to write every public page as static HTML, and the server runs it
 * (build/server/render-worker.mjs) to render the pages again from the live data.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    lazyChakraGlobalCss(),
    graphqlDocumentImports(
      fileURLToPath(new URL('../../libs/graphql-client/src/generated/', import.meta.url)),
    ),
  ],
  // Both builds run within seconds of each other; an environment variable pins the day for both.
  define: {
    __PUBLISHED_ON__: JSON.stringify(process.env.PUBLISHED_ON ?? publishedOn),
    // app/site-locale.ts: the English build drops the Arabic branches.
    __SITE_LOCALE__: JSON.stringify(arabic ? 'ar' : 'en'),
  },
  resolve: {
    alias: [
      { find: /^chakra-theme\/(.*)$/, replacement: `${chakraThemeDir}$1.js` },
      { find: /^@academy\/validation$/, replacement: libSource('validation') },
      { find: /^@academy\/content$/, replacement: contentSource },
      // The English values whatever the build's language: what the server and the calendar name things by.
      { find: /^@academy\/content\/en$/, replacement: libSource('content') },
      {
        find: /^@academy\/graphql-client$/,
        replacement: libSource('graphql-client'),
      },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: arabic ? 'build/server-ar' : 'build/server',
        copyPublicDir: false,
        rollupOptions: {
          ...quietDirectives,
          // The renderer the build runs (entry.server) and the one the server runs in a worker thread,
          // which renders the Arabic pages with the Arabic build's entry.server.
          input: {
            'entry.server': 'app/entry.server.tsx',
            ...(arabic ? {} : { 'render-worker': 'app/render-worker.ts' }),
          } as Record<string, string>,
          output: {
            entryFileNames: '[name].mjs',
            chunkFileNames: 'chunks/[name]-[hash].mjs',
          },
        },
      }
    : {
        outDir: arabic ? 'build/client-ar' : 'build/client',
        // The public folder is served once, from the English build's.
        copyPublicDir: !arabic,
        manifest: true,
        // An island's entry keeps its exports: the page's activator calls them.
        rollupOptions: { ...quietDirectives, input: clientInput, preserveEntrySignatures: 'exports-only' },
      },
  // The renderer is self-contained: nothing resolved from node_modules when the server runs it.
  ssr: { noExternal: true },
  // GraphiQL's worker set-up imports `?worker` modules, which only Vite itself (not its dependency
  // pre-bundler) can load.
  optimizeDeps: { exclude: ['@graphiql/react'] },
  server: {
    port: 4200,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, 'http://localhost:3000'])),
  },
}));
