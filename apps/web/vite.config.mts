import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** Chakra UI's theme modules one by one: its theme barrel would put every recipe into every page. */
const chakraThemeDir = fileURLToPath(
  new URL('../../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url),
);

/** The libs are consumed as TypeScript source, so the web build never waits on their dist output. */
const libSource = (name: string) =>
  fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

/** Paths the API server on :3000 answers; in development Vite forwards them there. */
const API_PATHS = ['/graphql', '/api', '/healthz', '/awakenLimitlessHuman', '/videos'];

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: [
      { find: /^chakra-theme\/(.*)$/, replacement: `${chakraThemeDir}$1.js` },
      { find: /^@academy\/validation$/, replacement: libSource('validation') },
      { find: /^@academy\/content$/, replacement: libSource('content') },
      { find: /^@academy\/graphql-client$/, replacement: libSource('graphql-client') },
    ],
  },
  server: {
    port: 4200,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, 'http://localhost:3000'])),
  },
});
