/** SPEC.md 9: at most five page buttons, besides Previous and Next. */
const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to offer as buttons: none for a single page, else up to MAX_PAGE_BUTTONS consecutive pages
 * around the current one (1 to 5 at the start, the last five at the end).
 */
export function pageWindow(page: number, totalPages: number): number[] {
  if (totalPages <= 1) return [];
  const count = Math.min(MAX_PAGE_BUTTONS, totalPages);
  const current = Math.min(Math.max(1, page), totalPages);
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
