/**
 * Shows a <dialog> of plain markup (the side menu, an island's loading dialog) as a modal one: the
 * dialog says so (aria-modal), the keyboard's focus stays inside it, Escape closes it, and its box
 * (modal-box.css) covers and dims the page, so a pointer reaches nothing behind it. It is shown
 * non-modal because the browser's own modal makes the rest of the page inert, which restyles every
 * element of the page in the task that opens it: 50–110 ms at 4× CPU slowdown on the calendar's
 * page, between a tap and its answer.
 *
 * Written inline into every page once, before the scripts that call it (scripts/prerender.mjs hands it
 * to them), so it refers to nothing outside itself.
 */
export function showPlainModal(dialog: HTMLDialogElement, initialFocus: HTMLElement | null): void {
  if (dialog.open) return;
  const focusable = () =>
    Array.from(dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
      (element) => !element.closest('[hidden]'),
    );
  const onKeydown = (event: KeyboardEvent) => {
    if (!dialog.open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
    } else if (event.key === 'Tab') {
      const elements = focusable();
      const edge = event.shiftKey ? elements[0] : elements[elements.length - 1];
      if (document.activeElement !== edge && dialog.contains(document.activeElement)) return;
      event.preventDefault();
      (event.shiftKey ? elements[elements.length - 1] : elements[0])?.focus();
    }
  };
  // Focus that reaches the page behind anyway (a screen reader's cursor) is brought back.
  const onFocusin = (event: FocusEvent) => {
    if (dialog.open && event.target instanceof Node && !dialog.contains(event.target)) {
      (initialFocus ?? focusable()[0])?.focus();
    }
  };
  document.addEventListener('keydown', onKeydown, true);
  document.addEventListener('focusin', onFocusin);
  dialog.addEventListener(
    'close',
    () => {
      document.removeEventListener('keydown', onKeydown, true);
      document.removeEventListener('focusin', onFocusin);
    },
    { once: true },
  );
  dialog.show();
  initialFocus?.focus();
}
