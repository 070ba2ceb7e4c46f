import type { Config } from '@react-router/dev/config';
import { NOT_FOUND_PATH, PRERENDERED_PATHS } from '@academy/content';

/**
 * No server rendering at request time: public routes (and the not-found page the server answers unknown
 * paths with) are prerendered to static HTML; admin routes load through the SPA fallback.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // The server build is ESM; .mjs says so inside this CommonJS package (it is deleted after prerendering).
  serverBuildFile: 'index.mjs',
  ssr: false,
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_PATH],
} satisfies Config;
