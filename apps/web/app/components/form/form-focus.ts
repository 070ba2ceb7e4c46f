import { flushSync } from 'react-dom';

/** Moves focus to a field by its name; the browser scrolls it into view. */
export function focusField(form: HTMLFormElement, name: string): void {
  const element = form.elements.namedItem(name);
  const target = element instanceof RadioNodeList ? element[0] : element;
  if (target instanceof HTMLElement) {
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }
}

/**
 * Disabling the focused submit button while sending drops focus to the page; put it back on the button
 * so keyboard users keep their place (unless they have moved on meanwhile).
 */
function restoreLostFocus(form: HTMLFormElement): void {
  if (document.activeElement !== null && document.activeElement !== document.body) return;
  form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
}

/**
 * Renders a submission's result at once, then moves focus to the field named, so it is announced with
 * its message; with none named, focus goes back to the submit button if it was lost.
 */
export function showThenFocus(form: HTMLFormElement, show: () => void, field: string | undefined): void {
  flushSync(show);
  if (field) focusField(form, field);
  else restoreLostFocus(form);
}

/** Brings a form's banners (FormBanners, above its fields) into view, for a result that names no field. */
export function revealBanners(form: HTMLFormElement): void {
  form.querySelector('[data-form-banner]')?.scrollIntoView({ block: 'nearest' });
}

/** A key made once per form, so a double submit or a retried request is stored once. */
export function newSubmissionKey(): string {
  // getRandomValues works on plain-http addresses too, where randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `form-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
