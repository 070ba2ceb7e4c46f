/**
 * The day the site was built, in the provider's time zone (ISO YYYY-MM-DD), fixed by Vite at build
 * time. Prerendered pages decide by it which published events are still open, and the browser
 * hydrates them with the same date (never its own clock), so the two never disagree; live data
 * replaces it after hydration.
 */
declare const __PUBLISHED_ON__: string;

export const PUBLISHED_ON: string = __PUBLISHED_ON__;
