/**
 * What '@academy/content' is in the web's tests: the English content, as a module of its own. The
 * specifier '@academy/content/en' maps to the English index itself, so a spec can simulate the Arabic
 * build by mocking '@academy/content' with the Arabic site's content (libs/content/src/ar/site.ts)
 * while '@academy/content/en' and ar/site.ts's own import of the index stay English, as in that build.
 */
export * from '../../libs/content/src/index';
