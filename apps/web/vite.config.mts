import { fileURLToPath } from 'node:url';
import { type BuildOptions, defineConfig } from 'vite';

/** Chakra UI's theme modules one by one: its theme barrel would put every recipe into every page. */
const chakraThemeDir = fileURLToPath(
  new URL('../../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url),
);

/** The libs are consumed as TypeScript source, so the web build never waits on their dist output. */
const libSource = (name: string) =>
  fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

/** Paths the API server on :3000 answers; in development Vite forwards them there. */
const API_PATHS = ['/graphql', '/api', '/healthz', '/awakenLimitlessHuman', '/videos'];

/** Chakra's dependencies mark modules "use client", which means nothing in an app without server components. */
const quietDirectives: BuildOptions['rollupOptions'] = {
  onwarn(warning, warn) {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
  },
};

/**
 * Two builds: the browser bundle (build/client, with a manifest of chunks) and, with --ssr, the renderer
 * scripts/prerender.mjs runs once to write every public page as static HTML.
 */
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: /^chakra-theme\/(.*)$/, replacement: `${chakraThemeDir}$1.js` },
      { find: /^@academy\/validation$/, replacement: libSource('validation') },
      { find: /^@academy\/content$/, replacement: libSource('content') },
      {
        find: /^@academy\/graphql-client$/,
        replacement: libSource('graphql-client'),
      },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: 'build/server',
        copyPublicDir: false,
        rollupOptions: {
          ...quietDirectives,
          input: 'app/entry.server.tsx',
          output: {
            entryFileNames: '[name].mjs',
            chunkFileNames: 'chunks/[name]-[hash].mjs',
          },
        },
      }
    : { outDir: 'build/client', manifest: true, rollupOptions: quietDirectives },
  // The renderer is a build tool: one self-contained file, nothing resolved from node_modules at run time.
  ssr: { noExternal: true },
  // GraphiQL's worker set-up imports `?worker` modules, which only Vite itself (not its dependency
  // pre-bundler) can load.
  optimizeDeps: { exclude: ['@graphiql/react'] },
  server: {
    port: 4200,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, 'http://localhost:3000'])),
  },
}));
